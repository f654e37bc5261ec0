# Shared by scripts/bench*.sh (sourced, not run): messages prefixed with the script's name, --help
# printed from the script's header comment, and installing missing Debian packages.
# Set BENCH_NAME before sourcing.

say() { printf '%s\n' "$BENCH_NAME: $*" >&2; }
die() { printf '%s\n' "$BENCH_NAME: ERROR: $*" >&2; exit 1; }

# The calling script's header comment, without its `#`s: its usage.
usage() { awk 'NR > 1 && /^#/ {sub(/^# ?/, ""); print; next} NR > 1 {exit}' "$0"; }

unknown_option() {
    echo "$BENCH_NAME: unknown option $1 (see --help)" >&2
    exit 64
}

# apt_install PACKAGE...: with apt-get (through sudo unless root); the package lists are only refreshed
# when an install from the current ones fails. Dies when both attempts fail.
apt_install() {
    say "installing $*"
    local sudo=()
    ((EUID == 0)) || sudo=(sudo)
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -q "$@" >/dev/null 2>&1 \
        || { "${sudo[@]}" apt-get update -q >/dev/null \
            && DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -q "$@" >/dev/null; } \
        || die "could not install $*"
}

# generated_project ARGS...: the setup the scan and lint benchmarks share. Reads --files N (default 2000)
# and --keep from ARGS, installs taskset and GNU time if missing, builds the release rotation-policy and
# writes an N-file project (scripts/generate-scan-project.py) to a temporary folder, removed at exit
# unless --keep. Sets files, binary and project.
generated_project() {
    files=2000
    local keep=0
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

    project=$(mktemp -d "${TMPDIR:-/tmp}/$BENCH_NAME.XXXXXX")
    ((keep)) || trap 'rm -rf "$project"' EXIT
    python3 scripts/generate-scan-project.py "$project" "$files" >/dev/null
    say "generated $files files in $project"
}

# GNU time -v's report: wall seconds, and peak RSS in KiB.
time_seconds() { awk -F': ' '/Elapsed \(wall clock\)/ {n = split($2, p, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + p[i]; print s}' "$1"; }
time_rss_kb() { awk -F': ' '/Maximum resident set size/ {print $2}' "$1"; }
