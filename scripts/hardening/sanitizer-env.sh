# The runtime side of a sanitized test run, shared by scripts/hardening/sanitizers.sh and
# `scripts/test.sh --sanitize address` (sourced, not run):
#
#   sanitizer_marker SANITIZER          the runtime symbol the sanitizer links into a binary
#   sanitizer_check_binary BIN SAN      status 1 (and why, on stderr) when BIN lacks that runtime
#   sanitized REPORTS COMMAND...        runs COMMAND with the *_OPTIONS below
#   sanitizer_reports REPORTS           prints the head of every report; status 1 when there is one
#
# Every sanitized process (the test runner and each server or CLI it starts) writes its reports to
# REPORTS/report.<pid> (log_path): a report from a child, whose stderr only its test sees, is not lost.
# halt_on_error=0 keeps a run going past its first report, so one run shows them all.

sanitizer_supp_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

sanitizer_marker() {
    case "$1" in
        address) echo ' __asan_' ;;
        thread) echo ' __tsan_' ;;
        undefined) echo ' __ubsan_handle_' ;;
    esac
}

sanitizer_check_binary() {
    local bin="$1" sanitizer="$2"
    [[ -x "$bin" ]] || { echo "error: no binary at $bin" >&2; return 1; }
    # grep -c reads all of nm's output (grep -q would close the pipe early and fail under pipefail).
    if ! nm "$bin" 2>/dev/null | grep -c -- "$(sanitizer_marker "$sanitizer")" >/dev/null; then
        echo "error: $bin has no$(sanitizer_marker "$sanitizer") symbol: not built with -sanitize=$sanitizer" >&2
        return 1
    fi
}

sanitized() {
    local reports="$1"
    shift
    local common="log_path=$reports/report:halt_on_error=0:print_stacktrace=1"
    ASAN_OPTIONS="$common:detect_leaks=${HARDENING_DETECT_LEAKS:-1}:strict_string_checks=1:detect_stack_use_after_return=1" \
        LSAN_OPTIONS="suppressions=$sanitizer_supp_dir/lsan.supp:print_suppressions=0" \
        TSAN_OPTIONS="$common:second_deadlock_stack=1:suppressions=$sanitizer_supp_dir/tsan.supp" \
        UBSAN_OPTIONS="$common" \
        "$@"
}

sanitizer_reports() {
    local reports="$1" files
    files=("$reports"/report.*)
    [[ -e "${files[0]}" ]] || return 0
    echo "==> ${#files[@]} sanitizer report file(s) in $reports:" >&2
    local file
    for file in "${files[@]}"; do
        echo "--- $file" >&2
        head -60 "$file" >&2
    done
    return 1
}
