#!/usr/bin/env bash
# Instructions per request of the whole server (HTTP layer, libmicrohttpd, logging and the core), counted
# by callgrind: runs rotation-policy-server (release) under `valgrind --tool=callgrind` on a free loopback
# port, sends POST /v1/resolve requests over one keep-alive connection (the fixture corpus of
# Benchmarks/corpus/make_corpus.py, cycled), stops it with SIGTERM, and prints as Markdown the
# instructions per request and how they split: the core (`Simulator.respond(toJSON:limits:)`), the access
# log handler, libmicrohttpd's clearing of the connection memory pool (memset), and the rest (HTTP layer,
# libmicrohttpd, allocator, start of the log call). Two runs, WARMUP and WARMUP+N requests, and their
# difference divided by N: start-up, shutdown and first-request costs cancel out. Instruction counts do
# not move with the machine's load; system calls (the kernel's send/recv/write) are not counted.
# Also prints a digest of every answer (status, headers but Date, body), to check a change kept the bytes.
#
# Usage: scripts/bench-http-callgrind.sh [--requests N] [--warmup W] [--corpus FILE] [--binary PATH] [--out DIR]
#                                        [--no-build]
#   --requests N   requests measured (default 2000)
#   --corpus FILE  request bodies, one JSON document a line (default: the fixtures that expect a 200)
#   --warmup W     requests in both runs, not measured (default 100)
#   --binary PATH  the server binary to measure (default .build/release/rotation-policy-server, built first)
#   --out DIR      where the corpus, logs and callgrind files go (default a new directory under /tmp)
# Needs valgrind (apt: valgrind) and python3. Loopback only. Exits non-zero when a run or an answer fails.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
BENCH_NAME=bench-http-callgrind
# shellcheck source=scripts/bench-lib.sh
source "$ROOT/scripts/bench-lib.sh"
requests=2000 warmup=100 build=1 binary="" out="" corpus=""
while (($#)); do
    case "$1" in
        --requests) requests=$2; shift ;;
        --warmup) warmup=$2; shift ;;
        --corpus) corpus=$2; shift ;;
        --binary) binary=$2; build=0; shift ;;
        --out) out=$2; shift ;;
        --no-build) build=0 ;;
        -h|--help) usage; exit 0 ;;
        *) unknown_option "$1" ;;
    esac
    shift
done
command -v valgrind >/dev/null || die "valgrind is missing (apt-get install valgrind)"

binary=${binary:-$ROOT/.build/release/rotation-policy-server}
out=${out:-$(mktemp -d /tmp/bench-http-callgrind.XXXXXX)}
mkdir -p "$out"
if ((build)); then
    say "building rotation-policy-server (release)"
    swift build -c release --product rotation-policy-server >"$out/build.log" 2>&1 \
        || { tail -n 30 "$out/build.log" >&2; die "build failed (log: $out/build.log)"; }
fi
[[ -x "$binary" ]] || die "no server binary at $binary"
# Valgrind 3.19 (Debian 12) gives up on the DWARF 5 that Swift 6.3 writes ("possibly corrupted debuginfo
# file"); a copy without debug sections keeps its symbol table, which is all the split below needs.
strip --strip-debug -o "$out/rotation-policy-server" "$binary" || die "cannot strip a copy of $binary"
binary=$out/rotation-policy-server
if [[ -n "$corpus" ]]; then
    cp "$corpus" "$out/corpus.txt" || die "cannot read $corpus"
else
    python3 Benchmarks/corpus/make_corpus.py --fixtures Tests/Fixtures --out "$out/corpus.txt" >/dev/null
fi

# Sends COUNT requests over one connection; prints the count of non-200 answers and a digest of them all.
cat >"$out/client.py" <<'PY'
import hashlib, http.client, sys
port, corpus, count = int(sys.argv[1]), sys.argv[2], int(sys.argv[3])
bodies = [line.rstrip(b"\n") for line in open(corpus, "rb") if line.strip()]
digest, failed = hashlib.sha256(), 0
connection = http.client.HTTPConnection("127.0.0.1", port, timeout=600)
for index in range(count):
    connection.request("POST", "/v1/resolve", body=bodies[index % len(bodies)], headers={"Content-Type": "application/json"})
    answer = connection.getresponse()
    body = answer.read()
    failed += answer.status != 200
    digest.update(f"{answer.status} {answer.reason}\n".encode())
    for name, value in answer.getheaders():
        if name.lower() != "date":
            digest.update(f"{name}: {value}\n".encode())
    digest.update(body)
connection.close()
print(f"failed={failed} digest={digest.hexdigest()}")
PY

# run NAME COUNT: one server under callgrind, COUNT requests, SIGTERM; leaves $out/NAME.{out,log,client}.
run() {
    local name=$1 count=$2 pid port=""
    # Deterministic hashing: Dictionary/Set order, and so the counts, repeat from run to run.
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$out/$name.out" \
        "$binary" --host 127.0.0.1 --port 0 --connection-timeout 600 >/dev/null 2>"$out/$name.log" &
    pid=$!
    server_pid=$pid
    for _ in $(seq 600); do
        port=$(sed -nE 's/.*listening on 127\.0\.0\.1:([0-9]+).*/\1/p' "$out/$name.log")
        [[ -n "$port" ]] && break
        kill -0 "$pid" 2>/dev/null || break
        sleep 0.1
    done
    [[ -n "$port" ]] || { kill "$pid" 2>/dev/null || true; die "the server did not start (log: $out/$name.log)"; }
    python3 "$out/client.py" "$port" "$out/corpus.txt" "$count" >"$out/$name.client" \
        || { kill "$pid" 2>/dev/null || true; die "the client failed against $name"; }
    kill -TERM "$pid"
    wait "$pid" || die "the server exited non-zero (log: $out/$name.log)"
    server_pid=""
    grep -q '^failed=0 ' "$out/$name.client" || die "some answers were not 200 ($out/$name.client)"
}
# A server left behind by an interrupted run would keep its port and its callgrind file open.
server_pid=""
trap '[[ -n "$server_pid" ]] && kill "$server_pid" 2>/dev/null' EXIT
say "run 1: $warmup requests"
run base "$warmup"
say "run 2: $((warmup + requests)) requests"
run measured "$((warmup + requests))"

python3 - "$out/base.out" "$out/measured.out" "$requests" "$ROOT/Benchmarks/callgrind" <<'PY'
import re, sys
sys.path.insert(0, sys.argv[4])
from stages import read  # the callgrind reader of scripts/bench-callgrind.sh

PARTS = [  # (label, callee pattern, caller pattern or None): inclusive cost of calls into the callee
    ("core: `Simulator.respond(toJSON:limits:)`", r"^\$s18RotationPolicyWire9SimulatorO7respond6toJSON", None),
    ("access log: `LineLogHandler.log`", r"^\$s20RotationPolicyServer14LineLogHandlerV3log", None),
    ("libmicrohttpd's memset of the connection memory pool", r"memset", r"^0x"),
]

def measure(path):
    total, edges = read(path)
    parts = []
    for _, callee, caller in PARTS:
        into, outer = re.compile(callee), re.compile(caller) if caller else None
        parts.append(sum(c for a, b, c in edges
                         if b and into.search(b) and not (a and into.search(a)) and (outer is None or (a and outer.search(a)))))
    return total, parts

requests = int(sys.argv[3])
(base_total, base_parts), (total, parts) = measure(sys.argv[1]), measure(sys.argv[2])
per = lambda a, b: (a - b) / requests
total_per = per(total, base_total)
print(f"| instructions per POST /v1/resolve ({requests} requests, callgrind) | per request | share |")
print("|---|---:|---:|")
print(f"| **total** | **{total_per:,.0f}** | 100 % |")
rest = total_per
for (label, _, _), now, before in zip(PARTS, parts, base_parts):
    value = per(now, before)
    rest -= value
    print(f"| {label} | {value:,.0f} | {100 * value / total_per:.0f} % |")
print(f"| the rest: HTTP layer, libmicrohttpd, allocator | {rest:,.0f} | {100 * rest / total_per:.0f} % |")
core = per(parts[0], base_parts[0])
print(f"<!-- HTTP-CALLGRIND total={total_per:.0f} core={core:.0f} outside_core={total_per - core:.0f} -->")
PY
echo
echo "answers: $(cut -d' ' -f2 "$out/measured.client")"
say "callgrind files in $out (callgrind_annotate --inclusive=yes $out/measured.out for the full profile)"
