# Step timing for .ci/run and the scripts it calls (sourced, not run). Each step's seconds and status go
# to the file named by $CI_STEP_TIMES (one "SECONDS<TAB>STATUS<TAB>NAME" line each), so .ci/run can print
# one table at the end however deep the step ran. Without CI_STEP_TIMES nothing is recorded.
#
#   ci_step NAME COMMAND...             runs COMMAND, records its seconds, returns its status
#   ci_background NAME LOG COMMAND...   the same at the lowest priority, output to LOG (run it with &)

ci_step() {
    local name="$1" started=$SECONDS status=0
    shift
    "$@" || status=$?
    ci_record "$name" $((SECONDS - started)) "$status"
    return "$status"
}

# ci_record NAME SECONDS STATUS: for a step timed by its caller.
ci_record() {
    [[ -n "${CI_STEP_TIMES:-}" ]] || return 0
    printf '%s\t%s\t%s\n' "$2" "$3" "$1" >>"$CI_STEP_TIMES"
}

# ci_background NAME LOG COMMAND...: runs COMMAND at the lowest priority, its output to LOG, and records
# its seconds as NAME. Start it with & and wait on its pid: it takes the CPU the steps in the foreground
# leave idle, and yields it when they need it.
ci_background() {
    local name="$1" log="$2"
    shift 2
    # ci_record appends to $CI_STEP_TIMES itself: the redirection takes only the command's output.
    ci_step "$name" nice -n 19 "$@" >"$log" 2>&1
}
