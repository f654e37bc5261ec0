#!/usr/bin/env bash
# Where the product's CPU goes under the benchmark load: runs rotation-policy-server (release, --threads 2)
# on a free loopback port, loads it with wrk and Benchmarks/wrk/resolve.lua on the HTTP corpus (the same as
# scripts/bench.sh), records `perf record -g` (frame pointers) of the server meanwhile, and prints the
# buckets of Benchmarks/perf/where.py (kernel by system call, parse, decode, resolve, encode,
# libmicrohttpd, logging, the rest) as Markdown. Loopback only.
#
# Usage: scripts/bench-perf.sh [--seconds S] [--out DIR] [--no-build]     (default 20 s of recording)
# Needs perf (apt: linux-perf) and permission to profile the server (root, or perf_event_paranoid ≤ 1).
# Environment: BENCH_SCRATCH, BENCH_PRODUCT_SCRATCH, BENCH_RESOLVER_SCRATCH as scripts/bench.sh.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
BENCH_NAME=bench-perf
# shellcheck source=scripts/bench-lib.sh
source "$ROOT/scripts/bench-lib.sh"
seconds=20 build=1 out=""
while (($#)); do
    case "$1" in
        --seconds) seconds=$2; shift ;;
        --out) out=$2; shift ;;
        --no-build) build=0 ;;
        -h|--help) usage; exit 0 ;;
        *) unknown_option "$1" ;;
    esac
    shift
done
command -v perf >/dev/null || die "perf is missing (apt-get install linux-perf)"
command -v wrk >/dev/null || die "wrk is missing (apt-get install wrk)"

SCRATCH=${BENCH_SCRATCH:-$ROOT/Benchmarks/.build}
PRODUCT_SCRATCH=${BENCH_PRODUCT_SCRATCH:-$SCRATCH/product}
RESOLVER_SCRATCH=${BENCH_RESOLVER_SCRATCH:-$SCRATCH/resolver-bench}
out=${out:-$ROOT/Benchmarks/results/perf-$(date -u +%Y%m%d-%H%M%S)}
mkdir -p "$out"
if ((build)); then
    rm -f "$RESOLVER_SCRATCH/release.yaml"  # see scripts/bench.sh: new files in the path dependency
    say "building the product and bench-corpus (release)"
    swift build -c release --scratch-path "$PRODUCT_SCRATCH" --product rotation-policy-server >"$out/build.log" 2>&1 \
        || die "building the product failed ($out/build.log)"
    swift build -c release --package-path Benchmarks/ResolverBench --scratch-path "$RESOLVER_SCRATCH" \
        --product bench-corpus >>"$out/build.log" 2>&1 || die "building bench-corpus failed ($out/build.log)"
fi
: >"$out/large.txt"
for spec in "200 100 1" "200 100 2" "150 120 3"; do
    # shellcheck disable=SC2086
    "$RESOLVER_SCRATCH/release/bench-corpus" generate $spec >>"$out/large.txt"
done
python3 Benchmarks/corpus/make_corpus.py --fixtures Tests/Fixtures --out "$out/corpus.txt" --extra "$out/large.txt" >&2

port=${BENCH_PORT_BASE:-18480}
while (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do port=$((port + 1)); done
"$PRODUCT_SCRATCH/release/rotation-policy-server" --host 127.0.0.1 --port "$port" --threads 2 >"$out/server.log" 2>&1 &
server=$!
trap 'kill -TERM "$server" 2>/dev/null || true' EXIT
for _ in $(seq 300); do grep -q "listening on 127.0.0.1:$port" "$out/server.log" 2>/dev/null && break; sleep 0.1; done
grep -q "listening on 127.0.0.1:$port" "$out/server.log" || die "the server did not start ($out/server.log)"

url="http://127.0.0.1:$port/v1/resolve"
wrk -t1 -c32 -d"$((seconds + 4))s" -s Benchmarks/wrk/resolve.lua "$url" -- "$out/corpus.txt" >"$out/wrk.txt" 2>&1 &
load=$!
sleep 2
say "recording $seconds s of the server (pid $server) under wrk -t1 -c32"
perf record -F 999 -g -p "$server" -o "$out/perf.data" -- sleep "$seconds" >"$out/perf-record.log" 2>&1 \
    || die "perf record failed ($out/perf-record.log)"
wait "$load" || die "wrk failed ($out/wrk.txt)"
grep -q 'non2xx=0 ' "$out/wrk.txt" || die "the server answered non-2xx under load ($out/wrk.txt)"
perf script -i "$out/perf.data" 2>/dev/null | python3 Benchmarks/perf/where.py
say "profile in $out/perf.data (perf report -i $out/perf.data --children)"
