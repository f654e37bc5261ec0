#!/usr/bin/env bash
# `swift build ARGS...` that says it is alive: every minute, how long it has run and its last line of
# output. A first release build compiles swift-syntax (for scan and lint) with whole-module optimization,
# a few very long steps that print nothing for minutes. Usage: scripts/swift-build.sh [swift build args]
set -euo pipefail
cd "$(dirname "$0")/.."
log="$(mktemp /tmp/rp-swift-build.XXXXXX)"
started=$(date +%s)
swift build "$@" 2>&1 | tee "$log" &
build=$!
(
    while sleep 60; do
        last="$(tail -n 1 "$log" 2>/dev/null | cut -c1-100)"
        echo "==> still building: $((($(date +%s) - started) / 60)) min so far${last:+ (last: $last)}"
    done
) &
ticker=$!
trap 'kill "$ticker" 2>/dev/null || true; rm -f "$log"' EXIT
status=0
wait "$build" || status=$?
echo "==> swift build $* finished in $(($(date +%s) - started)) s (exit $status)"
exit "$status"
