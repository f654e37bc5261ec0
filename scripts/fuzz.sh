#!/usr/bin/env bash
# Coverage-guided fuzzing of the request decoder and resolver with libFuzzer (see Fuzz/README.md).
#
# Usage: scripts/fuzz.sh [--runs N | --seconds S | --ci] [--structured] [--jobs N] [--merge] [--no-asan]
#                        [--no-build] [-- LIBFUZZER_FLAGS...]
#   --runs N       stop after N executions in total (all jobs together)
#   --seconds S    stop after S seconds (default 300)
#   --ci           short run for CI: 75 s; like every run, exits non-zero on a crash, an OOM, a timeout
#                  that reproduces on replay, or a file in Fuzz/crashers/ that still fails
#   --structured   fuzz with FuzzStructured (structure-aware JSON mutator) instead of FuzzResolve
#                  (byte-level mutations with Fuzz/json.dict)
#   --jobs N       parallel fuzzing processes (libFuzzer -fork=N); default: the number of cores
#   --merge        afterwards, merge what the run found into Fuzz/corpus/, minimized with -merge=1
#   --refresh-seeds  only rewrite Fuzz/seeds/ and merge the fixtures' requests into Fuzz/corpus/; no fuzzing
#   --no-asan      libFuzzer without AddressSanitizer: about 3x the executions per second; Swift's own
#                  bounds and overflow checks still trap, but unsafe-pointer overreads go unseen
#   --no-build     reuse the last build in $FUZZ_BUILD_DIR
#   --selftest     check the harness: a planted input must crash, be saved and fail the run (~20 s);
#                  exits 0 only if it did. Nothing is copied into Fuzz/crashers/.
#
# The run works on a copy of the corpus under /tmp; Fuzz/corpus/ changes only with --merge or
# --refresh-seeds. Crashes, timeouts and OOMs are copied into Fuzz/crashers/ (regression inputs), and
# every run starts by replaying Fuzz/crashers/. Needs only the Swift toolchain (its compiler-rt ships
# libFuzzer and ASan) and python3 for the seed corpus, run from the project venv (scripts/venv.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

runs=""
seconds=""
ci=false
merge=false
refresh_only=false
build=true
asan=true
target=FuzzResolve
selftest=false
jobs=$(nproc 2>/dev/null || echo 2)
extra=()
while (($#)); do
    case "$1" in
        --runs) runs=$2; shift 2 ;;
        --seconds) seconds=$2; shift 2 ;;
        --ci) ci=true; shift ;;
        --jobs) jobs=$2; shift 2 ;;
        --merge) merge=true; shift ;;
        --structured) target=FuzzStructured; shift ;;
        --refresh-seeds) refresh_only=true; shift ;;
        --no-build) build=false; shift ;;
        --no-asan) asan=false; shift ;;
        --selftest) selftest=true; shift ;;
        --) shift; extra=("$@"); break ;;
        -h | --help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
        *) echo "error: unknown argument '$1' (see --help)" >&2; exit 2 ;;
    esac
done
if [[ -n $runs && -n $seconds ]]; then
    echo "error: give --runs or --seconds, not both" >&2
    exit 2
fi
$ci && [[ -z $runs && -z $seconds ]] && seconds=75
$selftest && [[ -z $runs && -z $seconds ]] && seconds=15
[[ -z $runs && -z $seconds ]] && seconds=300

sanitizers=fuzzer,address
default_build_dir=/tmp/fuzz-build
if ! $asan; then
    sanitizers=fuzzer
    default_build_dir=/tmp/fuzz-build-noasan
fi
build_dir=${FUZZ_BUILD_DIR:-$default_build_dir}
fuzzer=$build_dir/release/$target
corpus=$root/Fuzz/corpus
crashers=$root/Fuzz/crashers
dict=$root/Fuzz/json.dict
mkdir -p "$corpus" "$crashers"

if ! command -v swift >/dev/null 2>&1; then
    echo "error: no Swift toolchain on PATH" >&2
    exit 1
fi
# python3 for the seed corpus, from the project venv.
source scripts/venv.sh test

# Swift's crash backtracer would run inside the dying process: under ASan it trips over its own stack
# reads (stack-buffer-underflow in memcpy) and it can hang for its 30 s timeout. libFuzzer's handler
# prints the stack instead; fatalError's message is printed before the trap either way.
export SWIFT_BACKTRACE=enable=no

# Same limits for every libFuzzer invocation: the contract's largest body is far below 64 KiB.
limits=(-max_len=65536 -timeout=5 -rss_limit_mb=2048 -malloc_limit_mb=2048)

if $build; then
    echo "==> build (release, -sanitize=$sanitizers) into $build_dir"
    # -parse-as-library: libFuzzer owns main (see FuzzResolve_main). FUZZ_SWIFTFLAGS adds compiler
    # flags, e.g. "-Xfrontend -enable-copy-propagation=false" should Swift 6.3.1's SIL ownership
    # verifier crash on the library again (it did on a `filter.map` in SimulationState.resolution).
    extra_swiftflags=()
    for flag in ${FUZZ_SWIFTFLAGS:-}; do extra_swiftflags+=(-Xswiftc "$flag"); done
    swift build -c release --package-path "$root/Fuzz" --scratch-path "$build_dir" \
        -Xswiftc -sanitize="$sanitizers" -Xswiftc -parse-as-library "${extra_swiftflags[@]}"
fi
[[ -x $fuzzer ]] || { echo "error: $fuzzer is missing; run without --no-build" >&2; exit 1; }

work=$(mktemp -d /tmp/fuzz-run.XXXXXX)
echo "==> working directory $work"
mkdir -p "$work/corpus" "$work/seeds" "$work/artifacts"

# The seed corpus: the `request` of every fixture (files shaped {"story","request","expect"}) plus the
# hand-made edge cases, regenerated on every run so new fixtures are fuzzed at once.
python3 "$root/Fuzz/make-edge-seeds.py"
python3 - "$root/Tests/Fixtures" "$work/seeds" <<'EOF'
import glob, hashlib, json, os, sys
fixtures, out = sys.argv[1], sys.argv[2]
count = 0
for path in sorted(glob.glob(os.path.join(fixtures, "**", "*.json"), recursive=True)):
    try:
        with open(path, encoding="utf-8") as f:
            document = json.load(f)
    except (OSError, ValueError):
        continue
    if isinstance(document, dict) and "request" in document:
        body = json.dumps(document["request"], ensure_ascii=False, separators=(",", ":")).encode()
        with open(os.path.join(out, "fixture-" + hashlib.sha1(body).hexdigest()), "wb") as f:
            f.write(body)
        count += 1
print(f"==> seeds: {count} fixture requests")
EOF
cp "$root"/Fuzz/seeds/* "$work/seeds/"
if $selftest; then
    export FUZZ_SELFTEST=1  # FuzzSupport then crashes on any body shorter than 4 bytes
fi

if $refresh_only; then
    echo "==> merge seeds into Fuzz/corpus (-merge=1 keeps only inputs that add coverage)"
    "$fuzzer" -merge=1 "${limits[@]}" "$corpus" "$work/seeds" 2>"$work/merge.log" || { tail -20 "$work/merge.log"; exit 1; }
    grep -E "MERGE-OUTER: [0-9]+ new files" "$work/merge.log" || true
    echo "==> Fuzz/corpus: $(find "$corpus" -type f | wc -l) files, $(du -sh --apparent-size "$corpus" | cut -f1)"
    rm -rf "$work"
    exit 0
fi

# Regression inputs first: every saved crasher must now be handled without a crash.
status=0
shopt -s nullglob
saved=()
for input in "$crashers"/*; do
    [[ $input == *.md ]] || saved+=("$input")
done
shopt -u nullglob
if ((${#saved[@]})); then
    echo "==> replay ${#saved[@]} saved crasher(s) from Fuzz/crashers/"
    for input in "${saved[@]}"; do
        if ! "$fuzzer" "${limits[@]}" -runs=1 "$input" >"$work/replay.log" 2>&1; then
            echo "FAIL: $(basename "$input") still crashes:"
            grep -E "ERROR|Fatal error|fuzz property violated|SUMMARY" "$work/replay.log" | head -5
            status=1
        fi
    done
fi

cp "$corpus"/* "$work/corpus/" 2>/dev/null || true
stop=()
[[ -n $runs ]] && stop=(-runs="$runs")
[[ -n $seconds ]] && stop=(-max_total_time="$seconds")
echo "==> fuzz $target: ${stop[*]} on $jobs job(s); corpus $(find "$work/corpus" -type f | wc -l) + seeds $(find "$work/seeds" -type f | wc -l)"
# Fork mode: the parent keeps going past a crash (ignore_*), so one run finds as many distinct
# failures as it can; each lands in artifacts/ and makes this script fail below.
set +e
(cd "$work" && "$fuzzer" "${limits[@]}" -dict="$dict" -fork="$jobs" \
    -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 -print_final_stats=1 \
    -artifact_prefix="$work/artifacts/" "${stop[@]}" "${extra[@]}" "$work/corpus" "$work/seeds") 2>&1 |
    tee "$work/fuzz.log" | grep --line-buffered -E '^#[0-9]+: |^INFO: (fuzzed|exiting)|ERROR|==[0-9]+==|Fatal error|fuzz property'
fuzz_status=${PIPESTATUS[0]}
set -e

# Totals from the fork driver's last status line: "#N: cov: … exec/s: E … time: Ts …".
last=$(grep -E '^#[0-9]+: ' "$work/fuzz.log" | tail -1 || true)
total=$(sed -E 's/^#([0-9]+):.*/\1/' <<<"$last")
elapsed=$(sed -nE 's/.* time: ([0-9]+)s.*/\1/p' <<<"$last")
cov=$(sed -nE 's/.* cov: ([0-9]+).*/\1/p' <<<"$last")
ft=$(sed -nE 's/.* ft: ([0-9]+).*/\1/p' <<<"$last")

shopt -s nullglob
found=("$work"/artifacts/*)
shopt -u nullglob
if $selftest; then
    echo "==> self-test"
    if ((${#found[@]})); then
        grep -m1 -E 'fuzz property violated: self-test crash' "$work/fuzz.log" || true
        echo "self-test passed: the planted crash was found and saved as $(basename "${found[0]}"); a real one fails the run"
        exit "$status"
    fi
    echo "self-test FAILED: the planted crash was not caught (log: $work/fuzz.log)" >&2
    exit 1
fi
# Every artifact is kept as a regression input. A timeout fails the run only if it reproduces: on a
# loaded shared machine a job can stall past -timeout on an input that runs in milliseconds.
failures=0
for artifact in "${found[@]}"; do
    cp "$artifact" "$crashers/"
    name=$(basename "$artifact")
    if "$fuzzer" "${limits[@]}" -runs=3 "$artifact" >"$work/replay-$name.log" 2>&1 && [[ $name == timeout-* ]]; then
        echo "note: $name did not reproduce (3 replays under -timeout=5); kept, not counted as a failure"
        continue
    fi
    failures=$((failures + 1))
    echo "FAIL: Fuzz/crashers/$name, replayed:"
    grep -E -m 24 'Fatal error|fuzz property|input \(|ERROR|SUMMARY|^ +#[0-9]+ ' "$work/replay-$name.log" | sed 's/^/    /' || true
done

if $merge; then
    echo "==> merge into Fuzz/corpus (minimized with -merge=1)"
    mkdir -p "$work/merged"
    "$fuzzer" -merge=1 "${limits[@]}" "$work/merged" "$corpus" "$work/corpus" "$work/seeds" \
        >"$work/merge.log" 2>&1 || { tail -20 "$work/merge.log"; exit 1; }
    find "$corpus" -type f -delete
    cp "$work"/merged/* "$corpus/"
    echo "==> Fuzz/corpus: $(find "$corpus" -type f | wc -l) files, $(du -sh --apparent-size "$corpus" | cut -f1)"
fi

echo "==> fuzzing summary"
echo "total executions: ${total:-0}"
if [[ -n ${elapsed:-} && ${elapsed:-0} -gt 0 ]]; then
    echo "wall time: ${elapsed} s, exec/s: $((${total:-0} / elapsed)) (all $jobs jobs together)"
fi
echo "coverage: ${cov:-?} edges, ${ft:-?} features; corpus $(find "$work/corpus" -type f | wc -l) inputs"
echo "crashes/timeouts/ooms: ${#found[@]} ($failures reproduced)"
for artifact in "${found[@]}"; do
    echo "  Fuzz/crashers/$(basename "$artifact")"
done
echo "log: $work/fuzz.log"
((failures)) && status=1
if ((fuzz_status != 0)) && ((${#found[@]} == 0)); then
    echo "error: libFuzzer exited with $fuzz_status" >&2
    status=1
fi
exit "$status"
