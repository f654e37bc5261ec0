#!/usr/bin/env bash
# The CLI's JUnit report read by a real JUnit consumer (junitparser from PyPI, in a venv under the
# checkout): runs `rotation-policy check` on the CLI test data and checks every count. CI runs this
# after scripts/test.sh has built the binaries.
set -euo pipefail
cd "$(dirname "$0")/.."
venv=.venv-cli
if [[ ! -x "$venv/bin/python" ]]; then
    if ! python3 -m venv "$venv" >/dev/null 2>&1; then
        sudo_cmd=""
        [[ $(id -u) -ne 0 ]] && sudo_cmd="sudo"
        $sudo_cmd apt-get update -qq
        DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq python3-venv >/dev/null
        rm -rf "$venv"
        python3 -m venv "$venv"
    fi
fi
"$venv/bin/python" -m pip install -q --disable-pip-version-check 'junitparser>=3,<5'
bin="$(swift build --show-bin-path)/rotation-policy"
[[ -x "$bin" ]] || swift build --product rotation-policy
report="$(mktemp)"
trap 'rm -f "$report"' EXIT
status=0
(cd Tests/CLIFixtures && "$bin" check mixed invalid/bad-mask.yaml ../Fixtures/errors/46-too-many-events.json \
    --format junit --output "$report" >/dev/null 2>&1) || status=$?
[[ $status -eq 2 ]] || { echo "expected exit 2 (an invalid spec), got $status" >&2; exit 1; }
"$venv/bin/python" Tests/CLIJUnit/check_junit.py "$report"
