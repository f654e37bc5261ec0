#!/usr/bin/env python3
"""Clients that never read large answers, in rounds, against a running server: prints the server's
peak and post-round RSS, and the latency of a well-behaved client resolving meanwhile.

    answer_burst.py --port P --pid PID --body big.json [--clients 60] [--rounds 6] [--settle 3]

Each round: CLIENTS connections each POST the body to /v1/resolve and read nothing; the round waits
until the server has answered all of them (503s included), samples RSS every 50 ms, then closes them
all and samples RSS again after SETTLE seconds. Status counts come from the first bytes each client
got (read only after the peak was taken). Standard library only; loopback only.
"""
import argparse, json, socket, threading, time


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def post(port, body, read=True, timeout=30):
    s = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    s.sendall(b"POST /v1/resolve HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
              + b"Content-Length: %d\r\n\r\n" % len(body) + body)
    if not read:
        return s
    data = b""
    while b"\r\n\r\n" not in data:
        data += s.recv(65536)
    head, rest = data.split(b"\r\n\r\n", 1)
    length = int([l.split(b":")[1] for l in head.split(b"\r\n") if l.lower().startswith(b"content-length")][0])
    while len(rest) < length:
        rest += s.recv(65536)
    s.close()
    return int(head.split(b" ")[1])


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--port", type=int, required=True)
    p.add_argument("--pid", type=int, required=True)
    p.add_argument("--body", required=True)
    p.add_argument("--clients", type=int, default=60)
    p.add_argument("--rounds", type=int, default=6)
    p.add_argument("--settle", type=float, default=3)
    a = p.parse_args()
    body = open(a.body, "rb").read()
    small = b'{"root":{"id":"home"},"events":[{"type":"deviceOrientation","orientation":"landscapeLeft"}]}'
    idle = rss_kib(a.pid)
    report = {"idle_kib": idle, "rounds": []}
    for round_index in range(a.rounds):
        stop = threading.Event()
        latencies, bad = [], []

        def well_behaved():
            while not stop.is_set():
                started = time.time()
                try:
                    status = post(a.port, small, timeout=10)
                    latencies.append(time.time() - started)
                    if status != 200:
                        bad.append(status)
                except OSError as error:
                    bad.append(str(error))
                time.sleep(0.05)

        probe = threading.Thread(target=well_behaved)
        probe.start()
        sockets = [post(a.port, body, read=False) for _ in range(a.clients)]
        peak, deadline = 0, time.time() + 120
        # Done when every client has bytes waiting (its answer, or a 503) and RSS stops rising.
        answered = set()
        while time.time() < deadline and len(answered) < len(sockets):
            peak = max(peak, rss_kib(a.pid))
            for index, s in enumerate(sockets):
                if index not in answered:
                    s.setblocking(False)
                    try:
                        if s.recv(1, socket.MSG_PEEK):
                            answered.add(index)
                    except BlockingIOError:
                        pass
                    s.setblocking(True)
            time.sleep(0.05)
        for _ in range(20):
            peak = max(peak, rss_kib(a.pid))
            time.sleep(0.05)
        statuses = {}
        for s in sockets:
            s.settimeout(2)
            try:
                first = s.recv(64)
                code = first.split(b" ")[1].decode() if first else "closed"
            except OSError:
                code = "none"
            statuses[code] = statuses.get(code, 0) + 1
            s.close()
        time.sleep(a.settle)
        stop.set()
        probe.join()
        after = rss_kib(a.pid)
        report["rounds"].append({
            "round": round_index + 1, "peak_kib": peak, "after_kib": after, "statuses": statuses,
            "probe_requests": len(latencies), "probe_failures": bad[:5],
            "probe_max_s": round(max(latencies), 3) if latencies else None,
        })
        print(json.dumps(report["rounds"][-1]), flush=True)
    print(json.dumps({"idle_kib": idle, "max_peak_kib": max(r["peak_kib"] for r in report["rounds"]),
                      "last_after_kib": report["rounds"][-1]["after_kib"]}))


if __name__ == "__main__":
    main()
