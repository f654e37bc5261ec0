#!/usr/bin/env bash
# Instructions per request of Simulator.respond(toJSON:) on the benchmark corpus, counted by callgrind:
# the main figure of the core's cost, since instruction counts do not move with the machine's noise.
# Builds Benchmarks/ResolverBench's corpus-respond (release), runs it under
# `valgrind --tool=callgrind --toggle-collect=respondToCorpus` on two corpora and prints, as Markdown,
# instructions per request and the split parse / decode / resolve / encode (Benchmarks/callgrind/stages.py):
#   fixtures   the `request` of every Tests/Fixtures fixture that expects a 200 (the seed corpus)
#   http       the same plus the three large generated requests of scripts/bench.sh (the HTTP corpus)
#
# Usage: scripts/bench-callgrind.sh [--rounds N] [--out DIR] [--no-build]
#   --rounds N   how many times the loop answers every body (default 5; the counts are exact, so few suffice)
#   --out DIR    where the corpora and callgrind files go (default Benchmarks/results/callgrind-STAMP)
# Environment: BENCH_SCRATCH / BENCH_RESOLVER_SCRATCH as scripts/bench.sh. Installs valgrind with apt-get
# when missing. Exits non-zero when a build, a body or a stage lookup fails.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
BENCH_NAME=bench-callgrind
# shellcheck source=scripts/bench-lib.sh
source "$ROOT/scripts/bench-lib.sh"
rounds=5 build=1 out=""
while (($#)); do
    case "$1" in
        --rounds) rounds=$2; shift ;;
        --out) out=$2; shift ;;
        --no-build) build=0 ;;
        -h|--help) usage; exit 0 ;;
        *) unknown_option "$1" ;;
    esac
    shift
done

command -v valgrind >/dev/null || apt_install valgrind

SCRATCH=${BENCH_SCRATCH:-$ROOT/Benchmarks/.build}
RESOLVER_SCRATCH=${BENCH_RESOLVER_SCRATCH:-$SCRATCH/resolver-bench}
BIN="$RESOLVER_SCRATCH/release"
out=${out:-$ROOT/Benchmarks/results/callgrind-$(date -u +%Y%m%d-%H%M%S)}
mkdir -p "$out"

if ((build)); then
    # SwiftPM does not notice files added to the product (a path dependency here): plan the build again.
    rm -f "$RESOLVER_SCRATCH/release.yaml"
    for product in bench-corpus corpus-respond; do
        say "building $product (release)"
        swift build -c release --package-path Benchmarks/ResolverBench --scratch-path "$RESOLVER_SCRATCH" \
            --product "$product" >"$out/build-$product.log" 2>&1 \
            || { tail -n 30 "$out/build-$product.log" >&2; die "building $product failed (log: $out/build-$product.log)"; }
    done
fi
[[ -x "$BIN/corpus-respond" && -x "$BIN/bench-corpus" ]] || die "no corpus-respond/bench-corpus in $BIN (run without --no-build)"

# The same corpus as scripts/bench.sh: fixtures that expect a 200, plus three large generated requests.
: >"$out/large.txt"
for spec in "200 100 1" "200 100 2" "150 120 3"; do
    # shellcheck disable=SC2086
    "$BIN/bench-corpus" generate $spec >>"$out/large.txt"
done
python3 Benchmarks/corpus/make_corpus.py --fixtures Tests/Fixtures --out "$out/fixtures.txt" >/dev/null
python3 Benchmarks/corpus/make_corpus.py --fixtures Tests/Fixtures --out "$out/http.txt" --extra "$out/large.txt" >/dev/null

status=0
echo "Callgrind, \`Simulator.respond(toJSON:)\` (release build, $rounds rounds of each corpus; \`scripts/bench-callgrind.sh\`):"
for corpus in fixtures http; do
    bodies=$(grep -c . "$out/$corpus.txt")
    case "$corpus" in
        fixtures) label="seed corpus: $bodies fixture requests, median $(python3 -c 'import sys; s=sorted(len(l.rstrip(b"\n")) for l in open(sys.argv[1],"rb") if l.strip()); print(s[len(s)//2])' "$out/$corpus.txt") B" ;;
        http) label="HTTP corpus: $bodies bodies (the fixtures + 3 large generated)" ;;
    esac
    say "callgrind on the $corpus corpus ($bodies bodies × $rounds)"
    # Deterministic hashing: Dictionary/Set iteration order, and so the counts, repeat from run to run.
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --toggle-collect='$s14corpus_respond0B8ToCorpus*' \
        --callgrind-out-file="$out/callgrind-$corpus.out" \
        "$BIN/corpus-respond" "$out/$corpus.txt" "$rounds" >"$out/run-$corpus.txt" 2>"$out/valgrind-$corpus.log" \
        || { cat "$out/run-$corpus.txt" >&2; die "corpus-respond failed on $out/$corpus.txt (log: $out/valgrind-$corpus.log)"; }
    requests=$(sed -nE 's/^requests=([0-9]+).*/\1/p' "$out/run-$corpus.txt")
    [[ -n "$requests" ]] || die "corpus-respond printed no request count ($out/run-$corpus.txt)"
    echo
    python3 Benchmarks/callgrind/stages.py "$out/callgrind-$corpus.out" "$requests" --label "$label" || status=1
done
say "callgrind files in $out (callgrind_annotate --inclusive=yes FILE for the full profile)"
exit "$status"
