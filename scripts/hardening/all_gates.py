#!/usr/bin/env python3
"""Every gate of a running server full at once: --max-concurrent-scans scans, --max-concurrent-explores
explores and --threads resolves, each the heaviest of its kind at the body limit, sent together:

    all_gates.py --port P --pid PID --scan scan.json --explore explore.json --resolve resolve.json
                 [--scans N] [--explores N] [--resolves N] [--max-rss-mib M]

Prints one JSON line: every request's status, and the server's VmHWM. Exits 1 when the server died,
a request got no answer, or VmHWM is over --max-rss-mib. Standard library only; loopback only.
"""
import argparse, json, os, sys, threading

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from explore_bounds import post, status_kib  # noqa: E402


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--port", type=int, required=True)
    p.add_argument("--pid", type=int, required=True)
    p.add_argument("--scan", required=True)
    p.add_argument("--explore", required=True)
    p.add_argument("--resolve", required=True)
    p.add_argument("--scans", type=int, default=1)
    p.add_argument("--explores", type=int, default=1)
    p.add_argument("--resolves", type=int, default=2)
    p.add_argument("--max-rss-mib", type=float)
    a = p.parse_args()
    jobs = ([("/v1/scan", a.scan)] * a.scans + [("/v1/explore", a.explore)] * a.explores
            + [("/v1/resolve", a.resolve)] * a.resolves)
    statuses = [None] * len(jobs)

    def send(index, path, file):
        try:
            statuses[index] = post(a.port, path, open(file, "rb").read(), 600)[0]
        except (OSError, IndexError, ValueError):
            statuses[index] = None

    threads = [threading.Thread(target=send, args=(i, path, file)) for i, (path, file) in enumerate(jobs)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    alive = os.path.exists(f"/proc/{a.pid}/stat")
    report = {"requests": [f"{path} {status}" for (path, _), status in zip(jobs, statuses)], "server_alive": alive}
    if alive:
        report["vm_hwm_mib"] = round(status_kib(a.pid, "VmHWM") / 1024, 1)
    print(json.dumps(report))
    failed = not alive or None in statuses
    if a.max_rss_mib is not None and alive and report["vm_hwm_mib"] > a.max_rss_mib:
        print(f"peak RSS {report['vm_hwm_mib']} MiB is over the bound of {a.max_rss_mib} MiB", file=sys.stderr)
        failed = True
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
