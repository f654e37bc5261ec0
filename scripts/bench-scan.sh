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

project=$(mktemp -d "${TMPDIR:-/tmp}/bench-scan.XXXXXX")
((keep)) || trap 'rm -rf "$project"' EXIT
python3 scripts/generate-scan-project.py "$project" "$files" >/dev/null
say "generated $files files in $project"

# Warm the page cache so the number is the scan's, not the disk's.
"$binary" scan "$project" --format json --output /dev/null 2>/dev/null
report=$(mktemp)
taskset -c 0 /usr/bin/time -v "$binary" scan "$project" --format json --output "$project.json" 2>"$report" || {
    cat "$report" >&2
    die "scan failed"
}
seconds=$(awk -F': ' '/Elapsed \(wall clock\)/ {n = split($2, p, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + p[i]; print s}' "$report")
rss_kb=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$report")
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
