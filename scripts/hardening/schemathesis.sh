#!/usr/bin/env bash
# Contract testing of the running server against openapi.yaml with Schemathesis, every check on.
#
#   scripts/hardening/schemathesis.sh [--cases N] [--max-examples M] [--seed S] [--workers W]
#
# Builds the release server if needed (.build-hardening-release; ROTATION_POLICY_SERVER_BIN to use
# another), starts it on 127.0.0.1 and a free port, runs `schemathesis run openapi.yaml --checks all`
# with every phase (examples, coverage, fuzzing; stateful has no links to follow), stops the server.
# negative_data_rejection runs in the form schemathesis_hooks.py gives it: a "negative" body that the
# spec's schema accepts is not held against the server (the run counts and lists those).
# Exits non-zero on any failure, on fewer than N generated cases, or when the server does not exit 0 on
# SIGTERM afterwards. N (default 1000) is the minimum number of cases over all operations. The
# coverage phase generates ~5 000 deterministic boundary and negative cases on its own (~50/s), while
# the fuzzing phase's Hypothesis generation of nested resolve bodies manages ~2/s on this machine; so
# fuzzing gets --max-examples max(100, N - 4500) per operation (the parameterless GET/HEAD routes have
# a handful of distinct cases each, POST /v1/resolve does the bulk), and the total is checked against N
# at the end. --max-examples M overrides the fuzzing budget.
# Reports (JUnit, NDJSON) land in $HARDENING_OUT (default a temp dir).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

cases=1000
max_examples=""
seed=""
workers=2
while (($#)); do
    case "$1" in
        --cases) cases="$2"; shift 2 ;;
        --max-examples) max_examples="$2"; shift 2 ;;
        --seed) seed="$2"; shift 2 ;;
        --workers) workers="$2"; shift 2 ;;
        -h | --help) sed -n '2,21p' "$0"; exit 0 ;;
        *) die "unknown argument $1 (see --help)" ;;
    esac
done
[[ "$cases" =~ ^[0-9]+$ ]] && ((cases >= 1)) || die "--cases must be a positive integer"
[[ -z "$max_examples" || "$max_examples" =~ ^[1-9][0-9]*$ ]] || die "--max-examples must be a positive integer"

# schemathesis, pinned, from the project venv (scripts/requirements-ci.txt).
use_project_venv test ci
version="$(schemathesis --version 2>/dev/null | grep -o '[0-9][0-9.]*' | head -1)"
[[ "${version%%.*}" -ge 4 ]] || die "schemathesis $version found; these flags need 4.x (see scripts/requirements-ci.txt)"

out="${HARDENING_OUT:-$(mktemp -d /tmp/rp-schemathesis.XXXXXX)}"
mkdir -p "$out"
bin="$(release_server_binary)"
trap stop_server EXIT
start_server "$bin" "$out/server.log"

# negative_data_rejection is replaced by its validated form (schemathesis_hooks.py says why). Its
# self-test runs first against this server, so a broken validator or a check without teeth fails here
# rather than letting negative cases through.
python3 "$HARDENING_ROOT/scripts/hardening/schemathesis_hooks.py" --self-test "http://127.0.0.1:$SERVER_PORT"
export SCHEMATHESIS_HOOKS="$HARDENING_ROOT/scripts/hardening/schemathesis_hooks.py"
export RP_SCHEMATHESIS_VALID_NEGATIVES="$out/valid-negatives.ndjson"
: >"$RP_SCHEMATHESIS_VALID_NEGATIVES"
args=(
    run "$HARDENING_ROOT/openapi.yaml"
    --url "http://127.0.0.1:$SERVER_PORT"
    --checks all
    --exclude-checks negative_data_rejection
    --phases examples,coverage,fuzzing,stateful
    --max-examples "${max_examples:-$((cases > 4600 ? cases - 4500 : 100))}"
    --workers "$workers"
    --request-timeout 10
    --generation-database none
    --suppress-health-check too_slow,filter_too_much,data_too_large
    --no-color
    --report junit,ndjson --report-dir "$out"
)
[[ -n "$seed" ]] && args+=(--seed "$seed")
log "schemathesis $version: ${args[*]}"
started=$SECONDS
set +e
(cd "$out" && timeout 3600 schemathesis --config-file "$HARDENING_ROOT/scripts/hardening/schemathesis.toml" "${args[@]}") \
    | tee "$out/schemathesis.out"
status=${PIPESTATUS[0]}
set -e
elapsed=$((SECONDS - started))

stop_server
generated="$(grep -Eo '^ *[0-9]+ generated' "$out/schemathesis.out" | grep -Eo '[0-9]+' | tail -1 || true)"
valid_negatives="$(wc -l <"$RP_SCHEMATHESIS_VALID_NEGATIVES")"
echo "schemathesis: ${generated:-?} cases generated (minimum asked: $cases), exit $status, ${elapsed}s; server exit $SERVER_EXIT; reports in $out"
echo "schemathesis: $valid_negatives negative case(s) whose body the spec's schema accepts, not held against the server (listed in $RP_SCHEMATHESIS_VALID_NEGATIVES)"
((status == 0)) || die "schemathesis reported failures (exit $status); see $out/schemathesis.out"
[[ -n "$generated" && "$generated" -ge "$cases" ]] || die "only ${generated:-0} cases generated, fewer than $cases"
[[ "$SERVER_EXIT" == 0 ]] || die "the server exited $SERVER_EXIT after SIGTERM"
if grep -Eiq 'fatal|panic|crash' "$out/server.log"; then die "the server log has a crash; see $out/server.log"; fi
