#!/usr/bin/env python3
"""Reads a callgrind output file of corpus-respond (run with --toggle-collect on respondToCorpus, so only
the measured loop is counted) and prints instructions per request and the split by stage.

A stage's cost is the inclusive cost of every call *into* its functions from a function outside them
(so specializations calling each other, and recursion, are counted once). The stage functions are
matched by mangled-name prefix; "other" is what respond(toJSON:) spends outside the four stages
(result wrapping, releasing the request and the resolution).

Usage: stages.py CALLGRIND_OUT REQUESTS [--label TEXT]   (exit 1 when a stage is not found)
"""
import argparse
import re
import sys

STAGES = [
    ("parse", "JSONParser.parseTape", r"^\$s14RotationPolicy10JSONParserO9parseTape_"),
    ("decode", "RequestDecoder.decode", r"^\$s14RotationPolicy14RequestDecoderV6decodeAA07ResolveC0V"),
    ("resolve", "Simulation.run", r"^\$s14RotationPolicy10SimulationV3run_"),
    ("encode", "ResponseEncoder.encode", r"^\$s14RotationPolicy15ResponseEncoderO6encodeySays5UInt8VGAA10ResolutionV"),
]


def read(path):
    """→ (total Ir, list of (caller, callee, inclusive Ir)) from a callgrind out file (name compression handled)."""
    names = {}
    total = None
    edges = []
    caller = callee = None
    pending_call = False

    def name(value):
        match = re.match(r"\((\d+)\)(?: (.*))?$", value)
        if not match:
            return value
        if match.group(2) is not None:
            names[match.group(1)] = match.group(2)
        return names.get(match.group(1), value)

    with open(path, encoding="utf-8", errors="replace") as file:
        for line in file:
            line = line.rstrip("\n")
            if line.startswith("fn="):
                caller = name(line[3:])
            elif line.startswith("cfn="):
                callee = name(line[4:])
            elif line.startswith("calls="):
                pending_call = True
            elif pending_call and line and (line[0].isdigit() or line[0] in "+-*"):
                parts = line.split()
                edges.append((caller, callee, int(parts[1]) if len(parts) > 1 else 0))
                pending_call = False
            elif line.startswith("summary:") or line.startswith("totals:"):
                total = int(line.split()[1])
    if total is None:
        sys.exit(f"stages: no summary line in {path}")
    return total, edges


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("requests", type=int)
    parser.add_argument("--label", default="corpus")
    args = parser.parse_args()
    total, edges = read(args.out)
    per_request = total / args.requests
    rows, missing, staged = [], [], 0
    for key, label, pattern in STAGES:
        regex = re.compile(pattern)
        inside = lambda fn: fn is not None and regex.search(fn) is not None
        cost = sum(c for a, b, c in edges if inside(b) and not inside(a))
        if cost == 0:
            missing.append(label)
        staged += cost
        rows.append((key, label, cost))
    rows.append(("other", "respond(toJSON:) outside the four stages", total - staged))
    print(f"| {args.label} | instructions per request | share |")
    print("|---|---:|---:|")
    print(f"| **total** ({args.requests} requests, {total:,} instructions) | **{per_request:,.0f}** | 100 % |")
    for key, label, cost in rows:
        print(f"| {key} (`{label}`) | {cost / args.requests:,.0f} | {100 * cost / total:.0f} % |")
    print(f"<!-- CALLGRIND total={per_request:.0f} " + " ".join(f"{key}={cost / args.requests:.0f}" for key, _, cost in rows) + " -->")
    if missing:
        print(f"stages: no calls into {', '.join(missing)} (inlined or renamed?): fix the patterns in {__file__}", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
