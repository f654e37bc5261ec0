#!/usr/bin/env bash
# Soak: the release server under steady load for N minutes, watching status codes and memory.
#
#   scripts/hardening/soak.sh [--minutes N] [--connections C] [--threads T]
#
# Defaults: 30 minutes, 16 connections, 2 wrk threads (moderate on 2 cores; wrk and the server share
# them). wrk cycles through every fixture request (Tests/Fixtures/**/*.json: `request` sent as written,
# malformed `requestText` bodies too) and counts, per status, how many requests expected it and how
# many responses had it. VmRSS of the server is sampled every 5 s from /proc.
#
# Memory is "flat" when, after a warm-up of max(30 s, 10 % of the run), the last sample (end) is at
# most start x 1.2 + 2 MiB, start being the first sample after the warm-up. Allocator caches and
# libmicrohttpd's per-connection pools fill during the warm-up; a leak of even a few bytes per request
# crosses the bound (a 2-minute soak serves ~10^5-10^6 requests). The server runs with transparent huge
# pages off (prctl): where THP is "always", khugepaged collapses heap pages and RSS grows in 2 MiB steps
# with no leak.
#
# Fails (exit 1) on: any 5xx, any wrk socket error or timeout, a status count that differs from the
# expected one by more than the requests in flight at the end (one per connection), a status outside
# the expected ones, RSS growth past the bound, or a server that does not exit 0 on SIGTERM.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

minutes=30
connections=16
threads=2
while (($#)); do
    case "$1" in
        --minutes) minutes="$2"; shift 2 ;;
        --connections) connections="$2"; shift 2 ;;
        --threads) threads="$2"; shift 2 ;;
        -h | --help) sed -n '2,19p' "$0"; exit 0 ;;
        *) die "unknown argument $1 (see --help)" ;;
    esac
done
[[ "$minutes" =~ ^[0-9]+$ ]] && ((minutes >= 1 && minutes <= 24 * 60)) || die "--minutes must be 1..1440"

command -v wrk >/dev/null 2>&1 || die "wrk not found (apt-get install wrk; scripts/ensure-deps.sh --ci installs it)"
out="${HARDENING_OUT:-$(mktemp -d /tmp/rp-soak.XXXXXX)}"
mkdir -p "$out"
here="$HARDENING_ROOT/scripts/hardening"
use_project_venv
python3 "$here/soak_corpus.py" "$HARDENING_ROOT/Tests/Fixtures" "$out/corpus.lua" >&2
cat "$out/corpus.lua" "$here/soak.lua" >"$out/soak.lua"

bin="$(release_server_binary)"
sampler=""
cleanup() {
    [[ -n "$sampler" ]] && kill "$sampler" 2>/dev/null || true
    stop_server
}
trap cleanup EXIT
SERVER_NO_THP=1 SERVER_LOG_DROP=' http\.status=' start_server "$bin" "$out/server.log"

# RSS every 5 s, bounded: it stops with the server or after the run plus a minute.
(
    end=$((SECONDS + minutes * 60 + 60))
    while ((SECONDS < end)); do
        rss="$(rss_kib "$SERVER_PID")"
        [[ -n "$rss" ]] || break
        printf '%s %s\n' "$(date +%s)" "$rss" >>"$out/rss.tsv"
        sleep 5
    done
) &
sampler=$!

log "transparent huge pages: $(cat /sys/kernel/mm/transparent_hugepage/enabled 2>/dev/null || echo unknown); server: $(grep -s '^THP_enabled' "/proc/$SERVER_PID/status" | tr -s '\t ' ' ' || echo 'THP_enabled not reported')"
log "wrk -t$threads -c$connections -d${minutes}m against 127.0.0.1:$SERVER_PORT ($(grep -c 'status =' "$out/corpus.lua") fixture requests)"
load_start=$(date +%s)
set +e
timeout $((minutes * 60 + 120)) wrk -t"$threads" -c"$connections" -d"${minutes}m" --timeout 10s --latency \
    -s "$out/soak.lua" "http://127.0.0.1:$SERVER_PORT" >"$out/wrk.out" 2>&1
wrk_status=$?
set -e
load_end=$(date +%s)
cat "$out/wrk.out"
curl -s --max-time 10 "http://127.0.0.1:$SERVER_PORT/metrics" >"$out/metrics.txt" || true
kill "$sampler" 2>/dev/null || true
sampler=""
stop_server

python3 - "$out" "$load_start" "$load_end" "$connections" "$wrk_status" "$SERVER_EXIT" <<'PY'
import re, statistics, sys
out, load_start, load_end, connections, wrk_status, server_exit = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5]), sys.argv[6]
problems = []
line = next((l for l in open(f"{out}/wrk.out") if l.startswith("SOAK ")), None)
if wrk_status != 0 or line is None:
    problems.append(f"wrk exited {wrk_status} without its summary line")
    fields = {}
else:
    fields = {k: float(v) for k, v in (item.split("=") for item in line.split()[1:])}
statuses = sorted({int(k.split("_")[1]) for k in fields if k.startswith(("sent_", "got_"))})
mismatch = sum(abs(fields.get(f"sent_{s}", 0) - fields.get(f"got_{s}", 0)) for s in statuses)
unexpected = {s: int(fields.get(f"got_{s}", 0)) for s in statuses if fields.get(f"sent_{s}", 0) == 0}
five_xx = sum(int(fields.get(f"got_{s}", 0)) for s in statuses if s >= 500)
errors = sum(int(fields.get(k, 0)) for k in ("errors_connect", "errors_read", "errors_write", "errors_timeout"))
metrics = open(f"{out}/metrics.txt").read()
server_5xx = sum(int(float(m.group(2))) for m in re.finditer(r'rotation_policy_http_requests_total\{[^}]*status="(5\d\d)"\} (\S+)', metrics))

samples = [(int(t), int(r)) for t, r in (l.split() for l in open(f"{out}/rss.tsv") if l.strip())]
duration = max(1, load_end - load_start)
warmup = max(30, duration // 10)
steady = [(t, r) for t, r in samples if load_start + warmup <= t <= load_end]
if len(steady) < 2:
    steady = [(t, r) for t, r in samples if load_start <= t <= load_end][-2:]
rss = [r for _, r in steady]
start_kib, end_kib = (rss[0], rss[-1]) if rss else (0, 0)
bound = start_kib * 1.2 + 2048
flat = bool(rss) and end_kib <= bound
all_rss = [r for _, r in samples]

print(f"soak: {duration}s, requests {int(fields.get('requests', 0))} "
      f"({int(fields.get('requests', 0)) / duration:.0f}/s), latency p50 {fields.get('p50_ms', 0):.2f} ms p99 {fields.get('p99_ms', 0):.2f} ms max {fields.get('max_ms', 0):.1f} ms")
print("soak: per status sent/got: " + ", ".join(f"{s}: {int(fields.get(f'sent_{s}', 0))}/{int(fields.get(f'got_{s}', 0))}" for s in statuses))
print(f"soak: status-count mismatch {int(mismatch)} (allowed <= {connections} in flight at the end), unexpected statuses {unexpected or 'none'}, "
      f"5xx {five_xx} (server metrics: {server_5xx}), wrk socket errors/timeouts {errors}")
if all_rss:
    print(f"soak: RSS KiB start {start_kib} (after {warmup}s warm-up), median {int(statistics.median(rss)) if rss else 0}, end {end_kib}, "
          f"max {max(all_rss)}, first sample {all_rss[0]}; bound end <= {int(bound)}: {'flat' if flat else 'GROWING'}; {len(samples)} samples")
print(f"soak: server exit after SIGTERM: {server_exit}")

if five_xx or server_5xx: problems.append(f"{max(five_xx, server_5xx)} responses were 5xx")
if errors: problems.append(f"{errors} wrk socket errors or timeouts")
if mismatch > connections: problems.append(f"status counts differ by {int(mismatch)} (> {connections})")
if unexpected: problems.append(f"unexpected statuses {unexpected}")
if not flat: problems.append(f"RSS grew from {start_kib} to {end_kib} KiB (bound {int(bound)})")
if server_exit != "0": problems.append(f"server exited {server_exit} on SIGTERM")
for p in problems: print(f"soak: FAIL: {p}")
print(f"soak: {'FAILED' if problems else 'OK'} (files in {out})")
sys.exit(1 if problems else 0)
PY
