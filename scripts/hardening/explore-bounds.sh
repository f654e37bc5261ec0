#!/usr/bin/env bash
# Explore bounds: adversarial POST /v1/explore requests against the release server, each on a fresh
# server (so VmHWM is that request's peak), with RSS and CPU time read from /proc (docs/hardening.md,
# "Hardening III: explore and the server").
#
#   scripts/hardening/explore-bounds.sh
#
# Bounds, with the server's default flags but --threads 1:
# - peak RSS (VmHWM, the whole process) <= --max-explore-bytes + --max-answer-bytes + 32 MiB = 144 MiB;
# - the server's CPU time (utime + stime, not wall time) for the request <= 1.5 x its timeLimitMs;
# - GET /healthz, probed from t=0 of each attack, answers 200 within 1 s, with at least one probe while
#   the server worked on the request (explores run off the libmicrohttpd worker).
# Shapes (explore_shapes.py): an answer bomb (2.7 MB app, 300 distinct push findings, each witness
# the whole app) and the same at the 4 MiB body limit; the coarse-time-limit shape (1 000 no-op
# updates and 5 pushes on a 950-controller app: the old check every 256 states let it run 6.1 s of CPU
# for timeLimitMs 2000), 2 000 no-op updates on a small app, and 300 on a 300-controller app; a deep
# stack with long witnesses; a small app that runs into the 96 MiB state bound; a small app whose
# transitions all lead back to seen states.
# Fails (exit 1) on a bound crossed, a status other than 200, or a server that dies or does not exit 0.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
[[ "${1:-}" == "-h" || "${1:-}" == "--help" ]] && { sed -n '2,19p' "$0"; exit 0; }
(($# == 0)) || die "no arguments expected (see --help)"

out="${HARDENING_OUT:-$(mktemp -d /tmp/rp-explore-bounds.XXXXXX)}"
mkdir -p "$out"
here="$HARDENING_ROOT/scripts/hardening"
bin="$(release_server_binary)"
trap stop_server EXIT

max_rss_mib=$((96 + 16 + 32))
failed=0
# run NAME TIME_LIMIT_MS SHAPE-ARGUMENTS...
run() {
    local name="$1" limit_ms="$2"
    shift 2
    python3 "$here/explore_shapes.py" "$@" --time-limit-ms "$limit_ms" >"$out/$name.json"
    # One worker: a second one would answer the probes whatever the first does with the attack.
    start_server "$bin" "$out/$name.server.log" --threads 1
    local verdict=ok
    python3 "$here/explore_bounds.py" --port "$SERVER_PORT" --pid "$SERVER_PID" --body "$out/$name.json" \
        --expect-status 200 --max-rss-mib "$max_rss_mib" --max-cpu-ms $((limit_ms * 3 / 2)) --healthz-ms 1000 \
        >"$out/$name.result.json" || verdict=FAILED
    stop_server
    [[ "$SERVER_EXIT" == 0 ]] || { log "$name: server exit status $SERVER_EXIT"; verdict=FAILED; }
    [[ "$verdict" == ok ]] || failed=$((failed + 1))
    printf '%-14s %-6s %s\n' "$name" "$verdict" "$(cat "$out/$name.result.json")"
}

run answer-bomb 2000 answer-bomb --pad-bytes 2700000 --actions 300
run body-limit 2000 answer-bomb --pad-bytes 4000000 --actions 100
run coarse-time 2000 many-actions --quiet --pad-bytes 1000000 --actions 5 --noop 1000
run many-noops 2000 many-actions --quiet --pad-bytes 100000 --actions 20 --noop 2000
run large-app 2000 many-actions --quiet --pad-bytes 300000 --actions 20 --noop 300
run deep 2000 deep --pad-bytes 2700000 --actions 200
run state-bound 10000 wide-small --actions 16 --max-states 200000
run noop-records 10000 noop-small --noop 3000 --max-states 200000

log "explore bounds: $failed failed (bounds: VmHWM <= $max_rss_mib MiB, CPU <= 1.5 x timeLimitMs, /healthz <= 1 s with a probe while the server worked); logs in $out"
((failed == 0))
