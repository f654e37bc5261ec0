#!/usr/bin/env bash
# Usage: scripts/bench-lint.sh [--files N] [--keep]
#
# Times `rotation-policy lint` (release build) on a generated N-file iOS project (default 2000;
# scripts/generate-scan-project.py) on one core (taskset -c 0): a scan and an explore per iOS version
# checked, the checks without search, the report. Reports wall time and peak RSS (GNU time). Target
# (issue 24): at most 10 s for 2000 files; exit 1 when it is missed.
set -euo pipefail
cd "$(dirname "$0")/.."
BENCH_NAME=bench-lint
source scripts/bench-lib.sh

generated_project "$@"

# Warm the page cache so the number is lint's, not the disk's. Exit 1 (findings) is a result here.
"$binary" lint "$project" --reporter json --output /dev/null >/dev/null 2>&1 || (($? == 1))
report=$(mktemp)
status=0
taskset -c 0 /usr/bin/time -v "$binary" lint "$project" --reporter json --output "$project.json" >/dev/null 2>"$report" || status=$?
((status <= 1)) || { cat "$report" >&2; die "lint failed (exit $status)"; }
seconds=$(time_seconds "$report")
rss_kb=$(time_rss_kb "$report")
rm -f "$report"
read -r findings notes < <(python3 -c "import json,sys; r=json.load(open(sys.argv[1])); print(len(r['findings']), len(r['notes']))" "$project.json")
rm -f "$project.json"
printf 'lint of %s files on one core: %.2f s, peak RSS %d MB (%s findings, %s budget notes)\n' \
    "$files" "$seconds" "$((rss_kb / 1024))" "$findings" "$notes"
awk -v s="$seconds" 'BEGIN {exit !(s > 10)}' && { say "over the 10 s target"; exit 1; }
exit 0
