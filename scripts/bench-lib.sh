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
