#!/usr/bin/env python3
"""One POST /v1/explore (or --path /v1/scan) against a running server, with the server's memory and
CPU from /proc:

    explore_bounds.py --port P --pid PID --body body.json [--path /v1/scan] [--max-rss-mib M] [--max-cpu-ms C]
                      [--healthz-ms MS]

Prints one JSON line: status, answer bytes, the answer's stats, the server's VmRSS before, its peak
(VmHWM and a 20 ms sampler), and the server's CPU time (utime + stime) the request used. With
--healthz-ms, GET /healthz from the moment the request starts, a new probe 100 ms after each answer,
until the request is answered: the slowest answer is reported, and a probe slower than MS (or failing)
is a crossed bound. So is a request the server worked on (from its last body byte sent to its answer)
for more than 200 ms with no probe both started and answered in that time: a check no probe ran is
no check. Exits 1 when a bound given is crossed, or when the server died. Standard library only;
loopback only.
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


def post(port, path, body, timeout, sent=None):
    s = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    s.sendall(b"POST %s HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nConnection: close\r\n" % path.encode()
              + b"Content-Length: %d\r\n\r\n" % len(body) + body)
    if sent is not None:
        sent.append(time.time())  # the last body byte is out: the server works from here
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


def get(port, path, timeout):
    s = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    s.sendall(b"GET %s HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n" % path.encode())
    data = b""
    while True:
        chunk = s.recv(65536)
        if not chunk:
            break
        data += chunk
    s.close()
    return int(data.split(b" ")[1]), data


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--port", type=int, required=True)
    p.add_argument("--pid", type=int, required=True)
    p.add_argument("--body", required=True)
    p.add_argument("--timeout", type=float, default=600)
    p.add_argument("--max-rss-mib", type=float)
    p.add_argument("--max-cpu-ms", type=float)
    p.add_argument("--expect-status", type=int, nargs="+")
    p.add_argument("--path", default="/v1/explore")
    p.add_argument("--healthz-ms", type=float)
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

    probes = []

    def probe():
        # From t=0: scans and explores run off the libmicrohttpd worker (docs/hardening.md, "Long work
        # leaves the worker"), so a probe the busy worker accepts is answered at once.
        while not done.is_set():
            started = time.time()
            try:
                status, _ = get(a.port, "/healthz", 5)
            except OSError:
                status = None
            probes.append((started, time.time(), status))
            done.wait(0.1)

    sampler = threading.Thread(target=sample)
    sampler.start()
    prober = threading.Thread(target=probe)
    if a.healthz_ms is not None:
        prober.start()
    cpu_before = cpu_ms(a.pid)
    started = time.time()
    sent = []
    try:
        status, answer = post(a.port, a.path, body, a.timeout, sent)
    except OSError:
        status, answer = None, b""
    finally:
        answered = time.time()
        done.set()
        sampler.join()
        if a.healthz_ms is not None:
            prober.join()
    wall = time.time() - started
    alive = os.path.exists(f"/proc/{a.pid}/stat")
    report = {"request_bytes": len(body), "status": status if alive else None, "answer_bytes": len(answer),
              "wall_s": round(wall, 2), "server_alive": alive}
    if a.healthz_ms is not None:
        # Probes that started after the last body byte was sent and were answered before the request was.
        working_s = answered - sent[0] if sent else 0
        during = [p for p in probes if sent and p[0] >= sent[0] and p[1] <= answered]
        report["healthz_probes"] = len(probes)
        report["healthz_probes_while_working"] = len(during)
        report["server_working_ms"] = round(working_s * 1000)
        report["healthz_slowest_ms"] = round(max((p[1] - p[0] for p in probes), default=0) * 1000)
        report["healthz_failed"] = sum(1 for p in probes if p[2] != 200)
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
    if a.expect_status is not None and report.get("status") not in a.expect_status:
        print(f"status {report.get('status')} is not one of {a.expect_status}", file=sys.stderr)
        failed = True
    if a.healthz_ms is not None and (report["healthz_slowest_ms"] > a.healthz_ms or report["healthz_failed"]):
        print(f"/healthz: slowest {report['healthz_slowest_ms']} ms, {report['healthz_failed']} failed "
              f"(bound {a.healthz_ms} ms)", file=sys.stderr)
        failed = True
    if a.healthz_ms is not None and report["server_working_ms"] > 200 and report["healthz_probes_while_working"] == 0:
        print(f"/healthz: no probe answered in the {report['server_working_ms']} ms the server worked on the request",
              file=sys.stderr)
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
