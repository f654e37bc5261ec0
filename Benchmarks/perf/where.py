#!/usr/bin/env python3
"""Where the product's CPU goes under load, from `perf script` output of a `perf record -g` (frame pointers)
of rotation-policy-server: each sample goes to one bucket, by its call chain.

  kernel: ...        the sample's leaf is in the kernel; split by the system call it is under (sendmsg:
                     sending answers; recv; epoll/scheduling; write: the per-request log line to stdout)
  parse / decode / resolve / encode
                     user-space samples under JSONParser.parseTape, RequestDecoder, Simulation.run,
                     ResponseEncoder (innermost stage wins; retain/release/malloc under them included)
  logging            user-space samples under swift-log (the per-request info line)
  libmicrohttpd      user-space samples whose nearest caller of interest is libmicrohttpd (its own code and
                     the libc it calls, e.g. memset of the connection memory for every request)
  HTTP layer         the same under RotationPolicyHTTP outside the stages: routing, headers, the copy of
                     the answer into the response, metrics
  runtime and libc   the rest (no known caller in the frame-pointer chain)

Usage: perf script -i perf.data | where.py    (prints a Markdown table)
"""
import collections
import re
import sys

STAGES = [
    ("parse", re.compile(r"RotationPolicy10JSONParserO9parseTape|RotationPolicy11JSONParsingV")),
    ("decode", re.compile(r"RotationPolicy14RequestDecoderV")),
    ("resolve", re.compile(r"RotationPolicy(10SimulationV|15SimulationStateV|4CastV)")),
    ("encode", re.compile(r"RotationPolicy15ResponseEncoderO|RotationPolicy10JSONWriterV")),
]
LOGGING = re.compile(r"s7Logging|StreamLogHandler|LogHandler")
SYSCALLS = [
    ("kernel: sendmsg (answers out)", re.compile(r"sendmsg|sys_sendto")),
    ("kernel: recv (requests in)", re.compile(r"recvfrom|recvmsg|sys_read\b|ksys_read")),
    ("kernel: write (log line)", re.compile(r"ksys_write|sys_write")),
    ("kernel: epoll, scheduling, other", re.compile(r".")),
]


def samples(stream):
    frames = []
    for line in stream:
        line = line.rstrip("\n")
        if not line.strip():
            if frames:
                yield frames
            frames = []
        elif line.startswith((" ", "\t")):
            parts = line.split(None, 2)
            if len(parts) >= 2:
                frames.append((parts[1], parts[2] if len(parts) > 2 else ""))
    if frames:
        yield frames


def bucket(frames):
    leaf_symbol, leaf_dso = frames[0]
    if "kernel" in leaf_dso or leaf_dso.startswith("([k"):
        chain = " ".join(symbol for symbol, _ in frames)
        for name, pattern in SYSCALLS:
            if pattern.search(chain):
                return name
    for symbol, _ in frames:  # innermost first
        for name, pattern in STAGES:
            if pattern.search(symbol):
                return name
    if any(LOGGING.search(symbol) for symbol, _ in frames):
        return "logging (user space)"
    # Libc and Swift runtime leaves (memset, malloc, retain/release) go to their nearest caller of our own
    # or of libmicrohttpd: libmicrohttpd clears each connection's memory pool for every request.
    for symbol, dso in frames:
        if "libmicrohttpd" in dso:
            return "libmicrohttpd (with the libc it calls)"
        if "RotationPolicyHTTP" in symbol:
            return "HTTP layer (routing, headers, response copy, metrics)"
    return "runtime and libc, caller unknown"


def main():
    counts = collections.Counter(bucket(frames) for frames in samples(sys.stdin))
    total = sum(counts.values())
    if not total:
        sys.exit("where: no samples")
    print(f"| where the product's CPU goes ({total} samples) | share |")
    print("|---|---:|")
    for name, count in counts.most_common():
        print(f"| {name} | {100 * count / total:.1f} % |")


if __name__ == "__main__":
    main()
