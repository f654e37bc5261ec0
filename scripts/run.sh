#!/usr/bin/env bash
# Quick start, step 1: install the apt package if missing, build a release binary, run the service.
# Extra arguments go to the server, e.g. scripts/run.sh --port 9090 --log-level debug
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-deps.sh
# The first release build compiles swift-syntax with whole-module optimization: minutes with no output,
# so swift-build.sh prints how long it has run every minute.
scripts/swift-build.sh -c release --product rotation-policy-server
exec .build/release/rotation-policy-server --openapi-path openapi.yaml "$@"
