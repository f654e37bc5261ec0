#!/usr/bin/env bash
# Scan bounds: hostile POST /v1/scan bodies against the release server, each on a fresh server (so
# VmHWM is that request's peak), with RSS and CPU time read from /proc and GET /healthz probed from
# t=0 of each attack, 100 ms after each answer (docs/hardening.md, "Hardening IV: scan").
#
#   scripts/hardening/scan-bounds.sh
#
# Bounds, with the server's default flags (--scan-time-limit 5000, --max-concurrent-scans 1) but --threads 1:
# - the server stays alive and answers 200 or 422 (never a dropped connection);
# - peak RSS (VmHWM, the whole process) <= 160 MiB;
# - the server's CPU time for the request <= the shape's bound (1.5 x the scan time limit for the slow shapes);
# - every /healthz probe during the attack answers 200 within 1 s, and a shape the server worked on for
#   more than 200 ms had at least one probe started and answered meanwhile (`healthz_probes_while_working`);
# - then every gate full at once (a scan, an explore, resolves): VmHWM <= 256 MiB, the pod's limit.
# Shapes (scan_shapes.py, at the sizes issue 28 reported): brackets 1 000 deep (was SIGSEGV), `[` 24 deep
# (5.3 s in the parser), 1 000 `[` nests 12 deep (748 ms), 2.2 MB of Objective-C methods that never
# close (quadratic: the time limit stops it, 422), 4.1 MB of one-byte Objective-C tokens, a 244 KB Objective-C ternary chain (SIGSEGV), self-referring constants in Swift
# and in a #define and a self-including xcconfig (exponential), 153 KB of `??` (24 s), 1 150 files at
# the 4 MiB body limit (414 MB peak, 23.5 MB answer), the same code as one 4 MB file (skipped by its
# tokens), and the densest file under the token limit (the largest syntax tree a scan still builds).
# Fails (exit 1) on a bound crossed, or a server that dies or does not exit 0.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
[[ "${1:-}" == "-h" || "${1:-}" == "--help" ]] && { sed -n '2,21p' "$0"; exit 0; }
(($# == 0)) || die "no arguments expected (see --help)"

out="${HARDENING_OUT:-$(mktemp -d /tmp/rp-scan-bounds.XXXXXX)}"
mkdir -p "$out"
here="$HARDENING_ROOT/scripts/hardening"
bin="$(release_server_binary)"
trap stop_server EXIT

max_rss_mib=160
failed=0
# run NAME MAX_CPU_MS SHAPE-ARGUMENTS...
run() {
    local name="$1" max_cpu_ms="$2"
    shift 2
    python3 "$here/scan_shapes.py" "$@" >"$out/$name.json"
    # One worker: a second one would answer the probes whatever the first does with the attack.
    start_server "$bin" "$out/$name.server.log" --threads 1
    local verdict=ok
    python3 "$here/explore_bounds.py" --path /v1/scan --port "$SERVER_PORT" --pid "$SERVER_PID" --body "$out/$name.json" \
        --timeout "${SCAN_BOUNDS_TIMEOUT:-120}" --expect-status 200 422 --max-rss-mib "$max_rss_mib" --max-cpu-ms "$max_cpu_ms" \
        --healthz-ms 1000 >"$out/$name.result.json" || verdict=FAILED
    stop_server
    [[ "$SERVER_EXIT" == 0 ]] || { log "$name: server exit status $SERVER_EXIT"; verdict=FAILED; }
    [[ "$verdict" == ok ]] || failed=$((failed + 1))
    printf '%-17s %-6s %s\n' "$name" "$verdict" "$(cat "$out/$name.result.json")"
}

run swift-nest 1000 swift-nest --size 1000
run swift-square 1000 swift-square --size 24
run square-nests 1000 square-nests --size 1000
run objc-ternary 1000 objc-ternary --size 5500
run objc-unclosed 7500 objc-unclosed --size 200000
run objc-tokens 1000 objc-tokens --size 4100000
run swift-self-ref 1000 swift-self-ref --size 24
run objc-define 1000 objc-define --size 24
run xcconfig-include 1000 xcconfig-include --size 24
run coalesce 1000 coalesce --size 19000
run body-limit 7500 body-limit --size 1150
run big-file 1000 big-file --size 1150
run dense 2500 dense --size 170000

# Every gate full at once (one scan, one explore, two resolves with the default --threads 2): the
# densest scan, the explore answer bomb at the body limit, the largest resolve fixture; the pod's
# limit is 256 MiB (deploy/kubernetes/base/deployment.yaml).
python3 "$here/scan_shapes.py" dense --size 170000 >"$out/gates-scan.json"
python3 "$here/explore_shapes.py" answer-bomb --pad-bytes 4000000 --actions 100 --time-limit-ms 2000 >"$out/gates-explore.json"
resolve="$out/gates-resolve.json"
python3 -c 'import json, sys; json.dump(json.load(open(sys.argv[1]))["request"], sys.stdout)' \
    "$(ls -S "$HARDENING_ROOT"/Tests/Fixtures/seed-*/*.json | grep -v expected | head -1)" >"$resolve"
start_server "$bin" "$out/all-gates.server.log"
verdict=ok
python3 "$here/all_gates.py" --port "$SERVER_PORT" --pid "$SERVER_PID" --scan "$out/gates-scan.json" \
    --explore "$out/gates-explore.json" --resolve "$resolve" --max-rss-mib 256 >"$out/all-gates.result.json" || verdict=FAILED
stop_server
[[ "$SERVER_EXIT" == 0 ]] || { log "all-gates: server exit status $SERVER_EXIT"; verdict=FAILED; }
[[ "$verdict" == ok ]] || failed=$((failed + 1))
printf '%-17s %-6s %s\n' all-gates "$verdict" "$(cat "$out/all-gates.result.json")"

log "scan bounds: $failed failed (bounds: alive, 200/422, VmHWM <= $max_rss_mib MiB, CPU per shape, /healthz <= 1 s with a probe while the server worked); logs in $out"
((failed == 0))
