#!/usr/bin/env bash
# Builds and runs the whole test suite under a sanitizer (TSan: a process per test target, as many at once
# as there are cores):
#
#   scripts/hardening/sanitizers.sh [address|thread|undefined|all]     (default: all)
#
# For each sanitizer X: `ROTATION_POLICY_SANITIZE=X swift build --build-tests`, then
# `ROTATION_POLICY_SANITIZE=X swift test --skip-build`, in the default .build: Package.swift then
# instruments the project's own targets only, so swift-syntax and the other dependencies are the debug
# build's, compiled once (their code is not checked; every line of this project is). The project's targets
# are compiled again by the next plain `swift build`; HARDENING_SANITIZER_SCRATCH=.build-sanitizers (any
# folder) keeps .build as it is, at the cost of compiling the dependencies there. The server integration tests start
# the sanitized rotation-policy-server from the same build (ROTATION_POLICY_SERVER_BIN is set to it, and
# the script checks the binary carries the sanitizer runtime). Reports of the test runner and of every
# server it starts go to $HARDENING_OUT/X/report.<pid> (log_path); any report fails the run, as does a
# failing test. Exit 0 only when every requested sanitizer ran clean. ASan includes LeakSanitizer
# (HARDENING_DETECT_LEAKS=0 turns it off); lsan.supp suppresses two leaks of the test machinery itself.
# tsan.supp suppresses TSan's false reports on Synchronization.Mutex (not instrumented on Linux).
# A sanitizer the toolchain rejects (Swift 6.3.1 on Linux: `undefined`) is reported and skipped; asking
# for only that one exits 2.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
source "$HARDENING_ROOT/scripts/ci-steps.sh"  # ci_record: build and test seconds in .ci/run's table
source "$HARDENING_ROOT/scripts/hardening/sanitizer-env.sh"  # the runtime options, the binary and report checks

which="${1:-all}"
case "$which" in
    address | thread | undefined) sanitizers=("$which") ;;
    all) sanitizers=(address thread undefined) ;;
    -h | --help) sed -n '2,20p' "$0"; exit 0 ;;
    *) die "unknown sanitizer '$which': address, thread, undefined or all" ;;
esac
out="${HARDENING_OUT:-$(mktemp -d /tmp/rp-sanitizers.XXXXXX)}"
mkdir -p "$out"
cd "$HARDENING_ROOT"
scratch="${HARDENING_SANITIZER_SCRATCH:-$HARDENING_ROOT/.build}"

failed=()
skipped=()
for sanitizer in "${sanitizers[@]}"; do
    # Package.swift reads it: the project's targets get -sanitize=X, the dependencies do not.
    export ROTATION_POLICY_SANITIZE="$sanitizer"
    reports="$out/$sanitizer"
    rm -rf "$reports"
    mkdir -p "$reports"
    started=$SECONDS
    log "[$sanitizer] ROTATION_POLICY_SANITIZE=$sanitizer swift build --build-tests"
    # Swift 6.3 on Linux x86_64 rejects -sanitize=undefined at once: report it, do not retry it.
    if ! swift build --build-tests --scratch-path "$scratch" >"$reports/build.log" 2>&1 &&
        grep -q "unsupported option '-sanitize=$sanitizer'" "$reports/build.log"; then
        log "[$sanitizer] SKIPPED: this toolchain does not support -sanitize=$sanitizer for $(uname -m) Linux"
        grep -m1 "unsupported option" "$reports/build.log" >&2
        skipped+=("$sanitizer")
        continue
    fi
    if ! swift_build_retrying --build-tests --scratch-path "$scratch" >"$reports/build.log" 2>&1; then
        tail -40 "$reports/build.log" >&2
        log "[$sanitizer] BUILD FAILED (see $reports/build.log)"
        failed+=("$sanitizer:build")
        continue
    fi
    build_seconds=$((SECONDS - started))
    ci_record "sanitizer $sanitizer: swift build --build-tests" "$build_seconds" 0
    bin="$(swift build --scratch-path "$scratch" --show-bin-path)/rotation-policy-server"
    if ! sanitizer_check_binary "$bin" "$sanitizer"; then
        failed+=("$sanitizer:binary")
        continue
    fi

    log "[$sanitizer] swift test --skip-build, ROTATION_POLICY_SANITIZE=$sanitizer (server: $bin)"
    # TSan runs one test target per process. The whole suite in one process grew past the machine's 24 GiB
    # under TSan (OOM-killed at 24.1 GB of anonymous memory in a loaded proof run, 2026-11-28), while
    # each target alone peaked at 0.1 to 1.4 GB; the targets are read from Package.swift, so none is
    # left out. They run $HARDENING_TSAN_JOBS at a time (default: the core count), since one TSan
    # process left a third of this machine's two cores idle (435 s one at a time, 2026-11-30).
    # --ignore-lock: SwiftPM holds .build's lock for a whole `swift test`, so a second one would only
    # wait; with --skip-build none of them writes to .build. ASan runs the suite in one process.
    filters=("")
    jobs=1
    if [[ $sanitizer == thread ]]; then
        mapfile -t filters < <(sed -n 's/^ *name: "\(RotationPolicy[A-Za-z]*Tests\)",*$/\1/p' "$HARDENING_ROOT/Package.swift")
        ((${#filters[@]} > 0)) || die "[$sanitizer] no test target found in Package.swift"
        jobs="${HARDENING_TSAN_JOBS:-$(nproc)}"
        [[ $jobs =~ ^[1-9][0-9]*$ ]] || die "HARDENING_TSAN_JOBS must be a positive integer, not '$jobs'"
    fi
    : >"$reports/test.log"
    test_status=0
    running=0
    for i in "${!filters[@]}"; do
        if ((running == jobs)); then
            wait -n || true  # a target's status is in its .status file
            running=$((running - 1))
        fi
        filter="${filters[$i]}"
        [[ -z $filter ]] || log "[$sanitizer] swift test --filter '^$filter\\.'"
        (
            status=0
            ROTATION_POLICY_SERVER_BIN="$bin" sanitized "$reports" \
                timeout 1800 swift test --skip-build --ignore-lock --scratch-path "$scratch" \
                ${filter:+--filter "^$filter\\."} >"$reports/test.$i.log" 2>&1 || status=$?
            echo "$status" >"$reports/test.$i.status"
        ) &
        running=$((running + 1))
    done
    wait
    # The targets' logs in Package.swift's order, whatever order they ended in.
    for i in "${!filters[@]}"; do
        cat "$reports/test.$i.log" >>"$reports/test.log"
        status="$(cat "$reports/test.$i.status" 2>/dev/null || echo 1)"
        if ((status != 0)); then
            test_status=$status
            log "[$sanitizer] ${filters[$i]:-the suite} failed (exit $status)"
        fi
        rm -f "$reports/test.$i.log" "$reports/test.$i.status"
    done
    seconds=$((SECONDS - started))
    ci_record "sanitizer $sanitizer: swift test" $((seconds - build_seconds)) "$test_status"
    grep -E '^(✔|✘|􁁛|􀢄)? ?Test run with|Executed [0-9]+ tests|passed after|failed after' "$reports/test.log" | tail -3 >&2 || true
    sanitizer_reports "$reports" || failed+=("$sanitizer:reports")
    if ((test_status != 0)); then
        grep -E '✘|error:|failed' "$reports/test.log" | head -40 >&2 || true
        failed+=("$sanitizer:tests(exit $test_status)")
    fi
    log "[$sanitizer] done in ${seconds}s (build ${build_seconds}s); test exit $test_status; logs in $reports"
done

if ((${#failed[@]})); then
    echo "sanitizers: FAILED: ${failed[*]} (logs in $out)"
    exit 1
fi
ran=()
for sanitizer in "${sanitizers[@]}"; do
    [[ " ${skipped[*]} " == *" $sanitizer "* ]] || ran+=("$sanitizer")
done
((${#ran[@]})) || { echo "sanitizers: nothing ran: ${skipped[*]} unsupported by this toolchain"; exit 2; }
echo "sanitizers: OK: ${ran[*]}${skipped:+ (unsupported, skipped: ${skipped[*]})} (logs in $out)"
