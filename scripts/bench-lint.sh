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

files=2000
keep=0
while (($#)); do
    case "$1" in
        --files) files="$2"; shift 2 ;;
        --keep) keep=1; shift ;;
        -h | --help) usage; exit 0 ;;
        *) unknown_option "$1" ;;
    esac
done

command -v taskset >/dev/null || apt_install util-linux
[[ -x /usr/bin/time ]] || apt_install time

say "building rotation-policy (release)"
swift build -c release --product rotation-policy >/dev/null
binary=.build/release/rotation-policy

project=$(mktemp -d "${TMPDIR:-/tmp}/bench-lint.XXXXXX")
((keep)) || trap 'rm -rf "$project"' EXIT
python3 scripts/generate-scan-project.py "$project" "$files" >/dev/null
say "generated $files files in $project"

# Warm the page cache so the number is lint's, not the disk's. Exit 1 (findings) is a result here.
"$binary" lint "$project" --reporter json --output /dev/null >/dev/null 2>&1 || (($? == 1))
report=$(mktemp)
status=0
taskset -c 0 /usr/bin/time -v "$binary" lint "$project" --reporter json --output "$project.json" >/dev/null 2>"$report" || status=$?
((status <= 1)) || { cat "$report" >&2; die "lint failed (exit $status)"; }
seconds=$(awk -F': ' '/Elapsed \(wall clock\)/ {n = split($2, p, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + p[i]; print s}' "$report")
rss_kb=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$report")
rm -f "$report"
read -r findings notes < <(python3 -c "import json,sys; r=json.load(open(sys.argv[1])); print(len(r['findings']), len(r['notes']))" "$project.json")
rm -f "$project.json"
printf 'lint of %s files on one core: %.2f s, peak RSS %d MB (%s findings, %s budget notes)\n' \
    "$files" "$seconds" "$((rss_kb / 1024))" "$findings" "$notes"
awk -v s="$seconds" 'BEGIN {exit !(s > 10)}' && { say "over the 10 s target"; exit 1; }
exit 0
