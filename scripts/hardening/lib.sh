# Shared helpers for scripts/hardening/*.sh (sourced, not run). Loopback only, bounded waits.
# Build dirs: .build-hardening-release (release server, matched by the `.build-*/` line of .gitignore)
# and .build for the sanitizers (only the project's targets instrumented, see sanitizers.sh).

HARDENING_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
HARDENING_RELEASE_SCRATCH="${HARDENING_RELEASE_SCRATCH:-$HARDENING_ROOT/.build-hardening-release}"
SERVER_PID=""
SERVER_PORT=""
SERVER_LOG=""

log() { printf '==> %s\n' "$*" >&2; }
die() { printf 'error: %s\n' "$*" >&2; exit 1; }

# Puts the project venv (scripts/venv.sh: .venv/, pinned packages) first on PATH; every python3 and
# Python tool of these scripts runs from it. Arguments: requirement sets (default: test).
use_project_venv() {
    source "$HARDENING_ROOT/scripts/venv.sh" "$@" || die "the project venv could not be set up (scripts/venv.sh $*)"
}

# swift build, retried: other people may be editing Sources/ while we build ("modified during the build").
swift_build_retrying() {
    local attempt
    for attempt in 1 2 3; do
        if swift build "$@"; then return 0; fi
        log "swift build failed (attempt $attempt of 3); retrying in 10 s"
        sleep 10
    done
    return 1
}

# Prints the path of the release server, building it if needed (ROTATION_POLICY_SERVER_BIN wins).
release_server_binary() {
    if [[ -n "${ROTATION_POLICY_SERVER_BIN:-}" ]]; then
        [[ -x "$ROTATION_POLICY_SERVER_BIN" ]] || die "ROTATION_POLICY_SERVER_BIN=$ROTATION_POLICY_SERVER_BIN is not executable"
        printf '%s\n' "$ROTATION_POLICY_SERVER_BIN"
        return
    fi
    log "swift build -c release --product rotation-policy-server --scratch-path ${HARDENING_RELEASE_SCRATCH#"$HARDENING_ROOT"/}"
    (cd "$HARDENING_ROOT" && swift_build_retrying -c release --product rotation-policy-server \
        --scratch-path "$HARDENING_RELEASE_SCRATCH" >&2) || die "release build failed"
    local bin
    bin="$(cd "$HARDENING_ROOT" && swift build -c release --scratch-path "$HARDENING_RELEASE_SCRATCH" --show-bin-path)/rotation-policy-server"
    [[ -x "$bin" ]] || die "no binary at $bin"
    printf '%s\n' "$bin"
}

# start_server BINARY LOGFILE [FLAGS...]: starts it on 127.0.0.1 and a free port (--port 0), waits up to
# 15 s for "listening on 127.0.0.1:PORT", sets SERVER_PID and SERVER_PORT.
start_server() {
    local bin="$1" logfile="$2"
    shift 2
    SERVER_LOG="$logfile"
    local command=("$bin" --host 127.0.0.1 --port 0 --openapi-path "$HARDENING_ROOT/openapi.yaml" "$@")
    if [[ -n "${SERVER_NO_THP:-}" ]]; then
        # prctl(PR_SET_THP_DISABLE) survives execve: the server runs without transparent huge pages, so
        # khugepaged collapsing its heap (2 MiB RSS steps on machines with THP "always") cannot pass
        # for a leak in a memory check. The PID stays the server's.
        command=(python3 -c 'import ctypes, os, sys
if ctypes.CDLL(None, use_errno=True).prctl(41, 1, 0, 0, 0) != 0: sys.exit("prctl(PR_SET_THP_DISABLE) failed")
os.execv(sys.argv[1], sys.argv[1:])' "${command[@]}")
    fi
    if [[ -n "${SERVER_LOG_DROP:-}" ]]; then
        # Drop the per-request access lines (millions in a soak) but keep everything else.
        "${command[@]}" > >(grep --line-buffered -Ev "$SERVER_LOG_DROP" >"$logfile") 2>&1 &
    else
        "${command[@]}" >"$logfile" 2>&1 &
    fi
    SERVER_PID=$!
    local i
    for i in $(seq 1 150); do
        SERVER_PORT="$(grep -o 'listening on 127\.0\.0\.1:[0-9]*' "$logfile" 2>/dev/null | head -1 | grep -o '[0-9]*$' || true)"
        [[ -n "$SERVER_PORT" ]] && break
        kill -0 "$SERVER_PID" 2>/dev/null || { cat "$logfile" >&2; die "server exited at start"; }
        sleep 0.1
    done
    [[ -n "$SERVER_PORT" ]] || { cat "$logfile" >&2; stop_server; die "server did not log its port within 15 s"; }
    log "server pid $SERVER_PID on 127.0.0.1:$SERVER_PORT (log: $logfile)"
}

# stop_server: SIGTERM, wait up to 40 s (the drain is bounded by --connection-timeout), then SIGKILL.
# Sets SERVER_EXIT to the exit status. Safe to call twice (used from EXIT traps).
SERVER_EXIT=""
stop_server() {
    [[ -n "$SERVER_PID" ]] || return 0
    local pid="$SERVER_PID" i
    SERVER_PID=""
    kill -TERM "$pid" 2>/dev/null || true
    for i in $(seq 1 400); do
        kill -0 "$pid" 2>/dev/null || break
        sleep 0.1
    done
    if kill -0 "$pid" 2>/dev/null; then
        log "server $pid did not exit within 40 s of SIGTERM; killing it"
        kill -KILL "$pid" 2>/dev/null || true
    fi
    set +e
    wait "$pid" 2>/dev/null
    SERVER_EXIT=$?
    set -e
}

# VmRSS of a process in KiB (empty if gone).
rss_kib() { awk '/^VmRSS:/ {print $2}' "/proc/$1/status" 2>/dev/null || true; }
