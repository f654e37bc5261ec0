#!/usr/bin/env bash
# Usage: scripts/bench-scan.sh [--files N] [--keep]
#
# Times `rotation-policy scan` (release build) on a generated N-file iOS project (default 2000;
# scripts/generate-scan-project.py) on one core (taskset -c 0) and reports wall time and peak RSS
# (GNU time). Targets (issue 22): at most 5 s and 200 MB for 2000 files; exit 1 when one is missed.
# --keep leaves the generated project in the temporary folder it names.
set -euo pipefail
cd "$(dirname "$0")/.."
BENCH_NAME=bench-scan
source scripts/bench-lib.sh

generated_project "$@"

# Warm the page cache so the number is the scan's, not the disk's.
"$binary" scan "$project" --format json --output /dev/null 2>/dev/null
report=$(mktemp)
taskset -c 0 /usr/bin/time -v "$binary" scan "$project" --format json --output "$project.json" 2>"$report" || {
    cat "$report" >&2
    die "scan failed"
}
seconds=$(time_seconds "$report")
rss_kb=$(time_rss_kb "$report")
rm -f "$report"
read -r read_files classes overrides < <(python3 -c "import json,sys; s=json.load(open(sys.argv[1]))['stats']; print(s['filesRead'], s['classes'], s['overrides'])" "$project.json")
rm -f "$project.json"
rss_mb=$((rss_kb / 1024))
printf 'scan of %s files on one core: %.2f s, peak RSS %d MB (%s files read, %s classes, %s overrides)\n' \
    "$files" "$seconds" "$rss_mb" "$read_files" "$classes" "$overrides"
status=0
awk -v s="$seconds" 'BEGIN {exit !(s > 5)}' && { say "over the 5 s target"; status=1; }
((rss_mb > 200)) && { say "over the 200 MB target"; status=1; }
exit $status
