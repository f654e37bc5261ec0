#!/usr/bin/env bash
# Property 7 of issue 8 (CI-sized): writes generated valid requests and the service's answers, then
# validates both against openapi.yaml (Tests/OpenAPI/check_generated.py). The other properties run in
# `swift test` (Tests/RotationPolicyTests/Properties/).
# Usage: scripts/check-generated.sh [COUNT]   (default 2000 requests, seeds 1…COUNT)
set -euo pipefail
cd "$(dirname "$0")/.."
count="${1:-2000}"

# jsonschema and PyYAML from the project venv (never Debian's system Python).
bin="$(scripts/venv.sh test)"

swift build --product generate-requests
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
"$(swift build --show-bin-path)/generate-requests" --count "$count" --out "$out"
"$bin/python" Tests/OpenAPI/check_generated.py "$out"
