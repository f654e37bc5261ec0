#!/usr/bin/env bash
# Builds that do not lie: the files the EmbedAssets plugin builds into the server (Plugins/EmbedAssets)
# must follow the files on disk through an incremental build. It edits openapi.yaml and docs/rules.md,
# adds an explore fixture, rebuilds the debug server incrementally, and checks that the server, started
# without --openapi-path (so it serves its embedded copies), answers GET /openapi.yaml and
# GET /docs/rules.md with the bytes on disk and lists the new fixture in GET /v1/examples. Then it puts
# the files back, rebuilds, and checks the same again. The files are restored on any exit.
#
#   scripts/check-embedded-assets.sh          (CI runs it after scripts/test.sh; .build must exist)
#
# Do not edit openapi.yaml, docs/rules.md or Tests/Fixtures/explore/ while it runs.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
log() { printf '==> %s\n' "$*" >&2; }
die() { printf 'error: %s\n' "$*" >&2; exit 1; }

work="$(mktemp -d /tmp/rp-embed-check.XXXXXX)"
nonce="embed-check-$$-$(date +%s)"
fixture="Tests/Fixtures/explore/zz-$nonce.json"
cp openapi.yaml "$work/openapi.yaml"
cp docs/rules.md "$work/rules.md"
server_pid=""
restore() {
    [[ -n "$server_pid" ]] && kill "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null
    server_pid=""
    # cp keeps the files' inode and mode; only the content goes back.
    cmp -s "$work/openapi.yaml" openapi.yaml || cp "$work/openapi.yaml" openapi.yaml
    cmp -s "$work/rules.md" docs/rules.md || cp "$work/rules.md" docs/rules.md
    rm -f "$fixture"
}
trap 'restore; rm -rf "$work"' EXIT

build() {
    local started=$SECONDS
    swift build --product rotation-policy-server >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; die "swift build failed"; }
    log "incremental build: $((SECONDS - started)) s ($(grep -c 'Compiling\|Linking' "$work/build.log" || true) compile/link steps)"
}

# check LABEL EXPECT_FIXTURE(yes|no): the running binary's embedded files against the disk.
check() {
    local label="$1" expect_fixture="$2" bin port="" i
    bin="$(swift build --show-bin-path)/rotation-policy-server"
    "$bin" --host 127.0.0.1 --port 0 >"$work/server.log" 2>&1 &
    server_pid=$!
    for i in $(seq 1 300); do
        port="$(grep -o 'listening on 127\.0\.0\.1:[0-9]*' "$work/server.log" | head -1 | grep -o '[0-9]*$' || true)"
        [[ -n "$port" ]] && break
        kill -0 "$server_pid" 2>/dev/null || { cat "$work/server.log" >&2; die "server exited at start"; }
        sleep 0.1
    done
    [[ -n "$port" ]] || die "server did not log its port within 30 s"
    local failed=0
    curl -sf --max-time 30 "http://127.0.0.1:$port/openapi.yaml" -o "$work/served-openapi.yaml" || die "GET /openapi.yaml failed"
    curl -sf --max-time 30 "http://127.0.0.1:$port/docs/rules.md" -o "$work/served-rules.md" || die "GET /docs/rules.md failed"
    curl -sf --max-time 30 "http://127.0.0.1:$port/v1/examples" -o "$work/examples.json" || die "GET /v1/examples failed"
    kill "$server_pid"
    wait "$server_pid" 2>/dev/null || true
    server_pid=""
    cmp -s "$work/served-openapi.yaml" openapi.yaml || { log "$label: FAIL: /openapi.yaml is not openapi.yaml on disk (stale embed)"; failed=1; }
    cmp -s "$work/served-rules.md" docs/rules.md || { log "$label: FAIL: /docs/rules.md is not docs/rules.md on disk (stale embed)"; failed=1; }
    if grep -q "zz-$nonce" "$work/examples.json"; then
        [[ $expect_fixture == yes ]] || { log "$label: FAIL: /v1/examples still lists the removed fixture zz-$nonce"; failed=1; }
    else
        [[ $expect_fixture == no ]] || { log "$label: FAIL: /v1/examples does not list the new fixture zz-$nonce"; failed=1; }
    fi
    ((failed == 0)) || die "$label: the server's embedded files are not the files on disk"
    log "$label: /openapi.yaml, /docs/rules.md and /v1/examples match the files on disk"
}

log "build (.build, debug), then the embedded files as they are"
build
check "unchanged" no

log "edit openapi.yaml and docs/rules.md, add $fixture; incremental build"
printf '# %s\n' "$nonce" >>openapi.yaml
printf '\n<!-- %s -->\n' "$nonce" >>docs/rules.md
python3 - "$fixture" "$nonce" <<'EOF'
import json, sys
path, nonce = sys.argv[1], sys.argv[2]
json.dump({"story": f"{nonce}: added by scripts/check-embedded-assets.sh, removed when it ends.",
           "request": {"root": {"id": "home"}}}, open(path, "w"))
EOF
build
check "edited" yes

log "restore the files; incremental build"
restore
build
check "restored" no
echo "embedded assets: OK (edited and restored files reached the binary through incremental builds)"
