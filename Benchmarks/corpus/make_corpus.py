#!/usr/bin/env python3
"""Builds the HTTP benchmark corpus: one compact JSON request body per line.

Takes the `request` member of every fixture under --fixtures (files shaped {"story", "request", "expect"};
those with `expectError`, `requestText` or `skip`, explore requests (with an `explore` member: they go to
/v1/explore), and `*.expected.json` files, are left out) whose
expected answer is a 200, byte-for-byte the same JSON less whitespace (member order, duplicate keys
and number spellings are kept), then appends the lines of every --extra file (large generated requests).
Fixtures that expect an error are left out, so every body in the corpus must be answered 2xx by the
product and its peer; the wrk script counts any other answer. If no fixture qualifies, --fallback names
a file of generated small requests to use instead.

Usage: make_corpus.py --fixtures DIR --out FILE [--extra FILE]... [--fallback FILE]
"""
import argparse
import json
import pathlib
import sys


class Raw(str):
    """A number as written in the fixture."""


def pairs_hook(pairs):
    return ("object", pairs)


def load(text):
    return json.loads(
        text,
        object_pairs_hook=pairs_hook,
        parse_float=Raw,
        parse_int=Raw,
        parse_constant=lambda name: (_ for _ in ()).throw(ValueError(f"{name} is not JSON")),
    )


def dump(value):
    if isinstance(value, tuple) and value and value[0] == "object":
        return "{" + ",".join(json.dumps(k, ensure_ascii=False) + ":" + dump(v) for k, v in value[1]) + "}"
    if isinstance(value, list):
        return "[" + ",".join(dump(v) for v in value) + "]"
    if isinstance(value, Raw):
        return str(value)
    return json.dumps(value, ensure_ascii=False)


def member(value, key):
    if isinstance(value, tuple) and value[0] == "object":
        for k, v in value[1]:
            if k == key:
                return v
    return None


def expected_status(expect):
    """The HTTP status a fixture expects: expect.status, expect.httpStatus, or 200 when it gives a body."""
    if expect is None:
        return 200
    for key in ("status", "httpStatus", "statusCode"):
        status = member(expect, key)
        if isinstance(status, Raw):
            return int(float(status))
    if member(expect, "error") is not None or member(expect, "problem") is not None:
        return 400
    return 200


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--fixtures", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--extra", action="append", default=[])
    parser.add_argument("--fallback")
    args = parser.parse_args()

    lines, skipped, explore, broken = [], 0, 0, []
    root = pathlib.Path(args.fixtures)
    files = sorted(p for p in root.rglob("*.json") if not p.name.endswith(".expected.json")) if root.is_dir() else []
    for path in files:
        try:
            fixture = load(path.read_text(encoding="utf-8"))
        except (ValueError, UnicodeDecodeError) as error:
            broken.append(f"{path}: {error}")
            continue
        request = member(fixture, "request")
        # expectFindings: an explore scenario (Tests/Fixtures/explore/), a POST /v1/explore body.
        if request is None or any(member(fixture, key) is not None for key in ("expectError", "skip", "expectFindings")):
            skipped += 1
            continue
        if member(request, "explore") is not None:  # a POST /v1/explore request, not a /v1/resolve one
            explore += 1
            continue
        if expected_status(member(fixture, "expect")) != 200:
            skipped += 1
            continue
        if isinstance(request, str):  # a raw body, kept as written when it fits on one line
            if "\n" in request:
                skipped += 1
                continue
            lines.append(request)
        else:
            lines.append(dump(request))
    source = (
        f"{len(lines)} fixture requests from {len(files)} fixtures ({skipped} expecting an error or without a request, "
        f"{explore} explore requests left out)"
    )
    if not lines and args.fallback:
        lines = [line for line in pathlib.Path(args.fallback).read_text().splitlines() if line]
        source = f"no usable fixture under {args.fixtures}: {len(lines)} generated small requests instead"
    extra = 0
    for name in args.extra:
        for line in pathlib.Path(name).read_text().splitlines():
            if line:
                lines.append(line)
                extra += 1
    for line in lines:
        json.loads(line)  # every body must be JSON: the C limit parses it and answers 200 either way
    pathlib.Path(args.out).write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    sizes = sorted(len(line.encode()) for line in lines)
    print(
        f"corpus: {source}; {extra} large generated; {len(lines)} bodies, "
        f"median {sizes[len(sizes) // 2] if sizes else 0} B, largest {sizes[-1] if sizes else 0} B"
    )
    for message in broken:
        print(f"corpus: warning: unreadable fixture {message}", file=sys.stderr)
    if not lines:
        sys.exit("corpus: empty")


if __name__ == "__main__":
    main()
