#!/usr/bin/env bash
# The CLI's JUnit report read by a real JUnit consumer (junitparser from PyPI, in the project venv): runs `rotation-policy check` on the CLI test data and checks every count. CI runs this
# after scripts/test.sh has built the binaries.
set -euo pipefail
cd "$(dirname "$0")/.."
# junitparser from the project venv (scripts/venv.sh; never Debian's system Python).
venv_bin="$(scripts/venv.sh cli)"
bin="$(swift build --show-bin-path)/rotation-policy"
[[ -x "$bin" ]] || swift build --product rotation-policy
report="$(mktemp)"
trap 'rm -f "$report"' EXIT
status=0
(cd Tests/CLIFixtures && "$bin" check mixed invalid/bad-mask.yaml ../Fixtures/errors/46-too-many-events.json \
    --format junit --output "$report" >/dev/null 2>&1) || status=$?
[[ $status -eq 2 ]] || { echo "expected exit 2 (an invalid spec), got $status" >&2; exit 1; }
"$venv_bin/python" Tests/CLIJUnit/check_junit.py "$report"

# Explore in CI: witnesses, other ways in, fixes and budget notes in the same report format (exit 1: three
# specs fail on purpose).
status=0
(cd Tests/CLIFixtures && "$bin" check explore-ci --format junit --output "$report" >/dev/null 2>&1) || status=$?
[[ $status -eq 1 ]] || { echo "expected exit 1 (failing explore specs), got $status" >&2; exit 1; }
"$venv_bin/python" Tests/CLIJUnit/check_explore_junit.py "$report"
