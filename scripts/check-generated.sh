#!/usr/bin/env bash
# Property 7 of issue 8 (CI-sized): writes generated valid requests and the service's answers, then
# validates both against openapi.yaml (Tests/OpenAPI/check_generated.py). The other properties run in
# `swift test` (Tests/RotationPolicyTests/Properties/).
# Usage: scripts/check-generated.sh [COUNT]   (default 2000 requests, seeds 1…COUNT)
set -euo pipefail
cd "$(dirname "$0")/.."
count="${1:-2000}"

# jsonschema and PyYAML in a venv under the checkout (never Debian's system Python; .gitignore'd).
venv=.venv
if ! "$venv/bin/python" -c 'import jsonschema, yaml, referencing' >/dev/null 2>&1; then
    if ! python3 -m venv "$venv" >/dev/null 2>&1; then
        echo "==> apt-get install python3-venv"
        sudo_cmd=""
        [[ $(id -u) -ne 0 ]] && sudo_cmd="sudo"
        $sudo_cmd apt-get update -qq
        DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq python3-venv >/dev/null
        python3 -m venv "$venv"
    fi
    "$venv/bin/python" -m pip install -q --disable-pip-version-check 'jsonschema>=4.18' pyyaml
fi

swift build --product generate-requests
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
"$(swift build --show-bin-path)/generate-requests" --count "$count" --out "$out"
"$venv/bin/python" Tests/OpenAPI/check_generated.py "$out"
