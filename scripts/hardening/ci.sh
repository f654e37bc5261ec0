#!/usr/bin/env bash
# The CI-sized hardening checks, in sequence (called from .ci/run after the test suite):
#   1. schemathesis.sh --cases 1000      contract + negative testing, every check   (~2-3 min)
#   2. soak.sh --minutes 2               wrk over the fixture corpus, 5xx, RSS       (~2.5 min)
#   3. explore-bounds.sh                 eight adversarial explores: RSS and CPU bounds (~1 min)
#      scan-bounds.sh                    thirteen hostile scans, all gates at once (~40 s)
#   4. sanitizers.sh address, thread     ASan+LSan, then TSan: build + whole suite   (~5-9 min each)
# The sanitizer suites are the long part: on 2 cores, about 5 minutes under ASan and 5.5 under TSan (a
# process per test target, two at a time), after their builds (docs/hardening.md). HARDENING_SANITIZERS
# overrides step 4's list: .ci/run sets "thread", since its suite ran under ASan already
# (scripts/test.sh --sanitize address). Every step runs even when an earlier one failed; the exit
# status is non-zero if any failed. Logs and reports go to $HARDENING_OUT (default a temp dir), one
# folder per step.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
here=scripts/hardening
source scripts/ci-steps.sh  # ci_record: each step's seconds in .ci/run's table too
out="${HARDENING_OUT:-$(mktemp -d /tmp/rp-hardening-ci.XXXXXX)}"
mkdir -p "$out"

scripts/ensure-deps.sh --ci >&2 || { echo "error: scripts/ensure-deps.sh --ci failed" >&2; exit 1; }

passed=0
failed=0
summary=()
step() {
    local name="$1"
    shift
    local started=$SECONDS
    echo "==> [hardening] $name: $*"
    mkdir -p "$out/$name"
    # The step's output goes to the CI log as before and to a file, so a failure's own lines can be
    # repeated after the summary: CI keeps only the end of a long log.
    if HARDENING_OUT="$out/$name" "$@" 2>&1 | tee "$out/$name/step.log"; then
        passed=$((passed + 1))
        summary+=("ok    $name ($((SECONDS - started)) s)")
        ci_record "hardening: $name" $((SECONDS - started)) 0
    else
        failed=$((failed + 1))
        failed_steps+=("$name")
        summary+=("FAIL  $name ($((SECONDS - started)) s; logs in $out/$name)")
        ci_record "hardening: $name" $((SECONDS - started)) 1
    fi
}
failed_steps=()

started=$SECONDS
step schemathesis timeout 900 "$here/schemathesis.sh" --cases 1000
step soak timeout 600 "$here/soak.sh" --minutes 2
step explore-bounds timeout 600 "$here/explore-bounds.sh"
step scan-bounds timeout 300 "$here/scan-bounds.sh"
for sanitizer in ${HARDENING_SANITIZERS:-address thread}; do
    step "sanitizer-$sanitizer" timeout 1800 "$here/sanitizers.sh" "$sanitizer"
done

echo "==> [hardening] summary ($((SECONDS - started)) s, logs in $out)"
printf '    %s\n' "${summary[@]}"
for name in "${failed_steps[@]}"; do
    echo "==> [hardening] $name failed; the end of its output:"
    tail -n 25 "$out/$name/step.log" | sed 's/^/    /'
done
echo "hardening: $passed passed, $failed failed"
((failed == 0))
