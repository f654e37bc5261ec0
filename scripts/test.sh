#!/usr/bin/env bash
# Quick start, step 2: install what is missing, then run every test: the resolver's unit and fixture
# tests, the HTTP integration tests against the real server binary, the OpenAPI check and the format check.
#
#   scripts/test.sh [--ci] [--sanitize address]
#
# --ci also installs what CI's other steps use (ensure-deps.sh --ci). --sanitize address builds the
# project's own targets with AddressSanitizer and LeakSanitizer (Package.swift reads
# ROTATION_POLICY_SANITIZE; the dependencies stay plain) and runs the same suite on them: any sanitizer
# report, from the test runner or from a server or CLI a test starts, fails the run. CI runs it that way,
# so one build and one run of the suite are both the suite and its ASan check (docs/hardening.md).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ci-steps.sh

deps_args=()
sanitizer=""
while (($#)); do
    case "$1" in
        --ci) deps_args+=(--ci) ;;
        --sanitize)
            [[ "${2:-}" == address ]] || {
                echo "error: --sanitize takes 'address' (ThreadSanitizer needs one process per test target: scripts/hardening/sanitizers.sh thread)" >&2
                exit 2
            }
            sanitizer=address
            shift
            ;;
        -h | --help) sed -n '2,11p' "$0"; exit 0 ;;
        *) echo "error: unknown argument '$1' (scripts/test.sh [--ci] [--sanitize address])" >&2; exit 2 ;;
    esac
    shift
done

ci_step "test.sh: ensure-deps" scripts/ensure-deps.sh "${deps_args[@]}"

echo "==> swift format lint"
ci_step "test.sh: swift format lint" swift format lint --strict --recursive Package.swift Sources Tests

echo "==> openapi.yaml (OpenAPI 3.1)"
# The validator comes pinned in the project venv (.venv/, scripts/requirements-test.txt).
ci_step "test.sh: python venv (test)" source scripts/venv.sh test
ci_step "test.sh: openapi-spec-validator" python3 -m openapi_spec_validator openapi.yaml

echo "==> README and docs: relative links and anchors resolve, no notes outside the repository"
ci_step "test.sh: links" python3 scripts/check-links.py

# The build and the run, plain or sanitized: the same commands, only the environment and the checks differ.
label=debug
run=()
if [[ -n $sanitizer ]]; then
    source scripts/hardening/sanitizer-env.sh
    export ROTATION_POLICY_SANITIZE=$sanitizer
    label="debug, $sanitizer"
    reports="$(mktemp -d /tmp/rp-test-sanitizer.XXXXXX)"
    run=(sanitized "$reports")
fi
echo "==> ${sanitizer:+ROTATION_POLICY_SANITIZE=$sanitizer }swift build --build-tests (the first one compiles swift-syntax: several minutes on 2 cores)"
ci_step "test.sh: swift build --build-tests ($label)" swift build --build-tests
[[ -z $sanitizer ]] || sanitizer_check_binary "$(swift build --show-bin-path)/rotation-policy-server" "$sanitizer"
echo "==> swift test${sanitizer:+ under $sanitizer (reports to $reports)}"
status=0
ci_step "test.sh: swift test${sanitizer:+ ($sanitizer)}" "${run[@]}" swift test --skip-build --parallel || status=$?
if [[ -n $sanitizer ]]; then
    sanitizer_reports "$reports" || { echo "error: the sanitizer reported (files above, in $reports)" >&2; exit 1; }
fi
exit "$status"
