#!/usr/bin/env python3
"""One POST /v1/explore against a running server, with the server's memory and CPU from /proc:

    explore_bounds.py --port P --pid PID --body body.json [--max-rss-mib M] [--max-cpu-ms C]

Prints one JSON line: status, answer bytes, the answer's stats, the server's VmRSS before, its peak
(VmHWM and a 20 ms sampler), and the server's CPU time (utime + stime) the request used. Exits 1 when
a bound given is crossed, or when the server died. Standard library only; loopback only.
"""
import argparse, json, os, socket, sys, threading, time

TICKS = os.sysconf("SC_CLK_TCK")


def status_kib(pid, field):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    return 0


def cpu_ms(pid):
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) * 1000 // TICKS


def post(port, path, body, timeout):
    s = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    s.sendall(b"POST %s HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nConnection: close\r\n" % path.encode()
              + b"Content-Length: %d\r\n\r\n" % len(body) + body)
    chunks = []
    while True:
        data = s.recv(1 << 20)
        if not data:
            break
        chunks.append(data)
    s.close()
    data = b"".join(chunks)
    head, _, rest = data.partition(b"\r\n\r\n")
    return int(head.split(b" ")[1]), rest


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--port", type=int, required=True)
    p.add_argument("--pid", type=int, required=True)
    p.add_argument("--body", required=True)
    p.add_argument("--timeout", type=float, default=600)
    p.add_argument("--max-rss-mib", type=float)
    p.add_argument("--max-cpu-ms", type=float)
    p.add_argument("--expect-status", type=int)
    a = p.parse_args()
    body = open(a.body, "rb").read()
    rss_before = status_kib(a.pid, "VmRSS")
    peak = [rss_before]
    done = threading.Event()

    def sample():
        while not done.is_set():
            try:
                peak[0] = max(peak[0], status_kib(a.pid, "VmRSS"))
            except OSError:
                return
            time.sleep(0.02)

    sampler = threading.Thread(target=sample)
    sampler.start()
    cpu_before = cpu_ms(a.pid)
    started = time.time()
    try:
        status, answer = post(a.port, "/v1/explore", body, a.timeout)
    finally:
        done.set()
        sampler.join()
    wall = time.time() - started
    alive = os.path.exists(f"/proc/{a.pid}/stat")
    report = {"request_bytes": len(body), "status": status if alive else None, "answer_bytes": len(answer),
              "wall_s": round(wall, 2), "server_alive": alive}
    if alive:
        report.update(cpu_ms=cpu_ms(a.pid) - cpu_before, rss_before_mib=round(rss_before / 1024, 1),
                      rss_peak_sampled_mib=round(peak[0] / 1024, 1),
                      vm_hwm_mib=round(status_kib(a.pid, "VmHWM") / 1024, 1))
    try:
        parsed = json.loads(answer)
        report["stats"] = parsed.get("stats")
        report["findings"] = len(parsed.get("findings", []))
        if "detail" in parsed:
            report["detail"] = parsed["detail"][:300]
    except ValueError:
        pass
    print(json.dumps(report))
    failed = not alive
    if a.expect_status is not None and report.get("status") != a.expect_status:
        failed = True
    if a.max_rss_mib is not None and alive and report["vm_hwm_mib"] > a.max_rss_mib:
        print(f"peak RSS {report['vm_hwm_mib']} MiB is over the bound of {a.max_rss_mib} MiB", file=sys.stderr)
        failed = True
    if a.max_cpu_ms is not None and alive and report["cpu_ms"] > a.max_cpu_ms:
        print(f"CPU {report['cpu_ms']} ms is over the bound of {a.max_cpu_ms} ms", file=sys.stderr)
        failed = True
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
