#!/usr/bin/env bash
# Rerunnable performance benchmark of POST /v1/resolve (loopback only), against
#   limit        the limit of this stack, same bytes: C + libmicrohttpd (pool of 2, epoll) + cJSON parse, and
#                the product's own answer to each body (fetched from the product once before timing; the
#                wrk script names each body with X-Corpus-Index; checked byte for byte before timing)
#   limit-fixed  the same C server answering a fixed 54-byte reply (the old limit)
#   peer         what a Swift user would pick: Hummingbird 2 + Foundation JSONDecoder/JSONEncoder + RotationPolicy
#   product      rotation-policy-server --threads 2
# then, in process: callgrind instructions per request on the corpus (scripts/bench-callgrind.sh), the
# resolver micro-benchmark and the explorer/transition micro-benchmark (Benchmarks/ResolverBench), and the
# scan and the lint of a generated 2,000-file project (scripts/bench-scan.sh, scripts/bench-lint.sh).
#
# Usage: scripts/bench.sh [--quick] [--rounds N] [--duration S] [--warmup S]
#                         [--servers product,limit,limit-fixed,peer] [--no-micro] [--no-build]
#   --quick      about two minutes: 1 round of 6 s, micro-benchmarks with 3 runs
#   default      3 rounds of 20 s per server (about 7 minutes once built)
#   --no-micro   skip the in-process part (callgrind, ResolverBench, ExploreBench)
# Load: wrk -t1 -c32 --latency with Benchmarks/wrk/resolve.lua cycling through one corpus (the fixtures'
# 200 requests plus large generated ones), the same for every server, servers measured in turn.
# Reports req/s, p50/p99 latency, server CPU µs per request (utime+stime from /proc), peak RSS (VmHWM),
# non-2xx answers, and product/limit, product/peer; Markdown on stdout and in Benchmarks/results/.
# Before timing, every corpus body is sent once to the product and the peer, which must answer alike.
# Exits non-zero when a server fails to build or start, answers non-2xx, or the micro-benchmark fails.
# Environment: BENCH_SCRATCH (build folders, default Benchmarks/.build; one per package below it, or each
# named by BENCH_PRODUCT_SCRATCH, BENCH_PEER_SCRATCH, BENCH_RESOLVER_SCRATCH), BENCH_PORT_BASE (default 18480).
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
BENCH_NAME=bench
# shellcheck source=scripts/bench-lib.sh
source "$ROOT/scripts/bench-lib.sh"

rounds=3 duration=20 warmup=3 connections=32 servers="product,limit,limit-fixed,peer" micro=1 build=1 micro_args=()
mode="full" callgrind_rounds=5
while (($#)); do
    case "$1" in
        --quick) rounds=1 duration=6 warmup=2 micro_args=(--quick) callgrind_rounds=2 mode="quick" ;;
        --rounds) rounds=$2; shift ;;
        --duration) duration=$2; shift ;;
        --warmup) warmup=$2; shift ;;
        --servers) servers=$2; shift ;;
        --no-micro) micro=0 ;;
        --no-build) build=0 ;;
        -h|--help) usage; exit 0 ;;
        *) unknown_option "$1" ;;
    esac
    shift
done

SCRATCH=${BENCH_SCRATCH:-$ROOT/Benchmarks/.build}
PORT_BASE=${BENCH_PORT_BASE:-18480}
STAMP=$(date -u +%Y%m%d-%H%M%S)
RESULTS_DIR="$ROOT/Benchmarks/results"
RUN_DIR="$RESULTS_DIR/$STAMP"
REPORT="$RESULTS_DIR/bench-$STAMP.md"
mkdir -p "$SCRATCH" "$RUN_DIR"

IFS=',' read -r -a SERVER_LIST <<<"$servers"
for s in "${SERVER_LIST[@]}"; do
    case "$s" in product|limit|limit-fixed|peer) ;; *) die "unknown server '$s' (product, limit, limit-fixed, peer)" ;; esac
done
wants() { [[ ",$servers," == *",$1,"* ]]; }
# The same-bytes limit answers with the product's answers: it cannot run without the product.
if wants limit && ! wants product; then die "the same-bytes limit needs the product (its answers): add product to --servers"; fi

# ---------------------------------------------------------------- tools
ensure_tools() {
    local missing=()
    command -v wrk >/dev/null || missing+=(wrk)
    command -v pkg-config >/dev/null || missing+=(pkg-config)
    command -v cc >/dev/null || missing+=(gcc)
    command -v python3 >/dev/null || missing+=(python3)
    if command -v pkg-config >/dev/null; then
        pkg-config --exists libcjson || missing+=(libcjson-dev)
        pkg-config --exists libmicrohttpd || missing+=(libmicrohttpd-dev)
    else
        missing+=(libcjson-dev libmicrohttpd-dev)
    fi
    ((${#missing[@]} == 0)) && return 0
    apt_install "${missing[@]}"
}
ensure_tools

# ---------------------------------------------------------------- builds (one at a time: 2 shared cores)
PRODUCT_SCRATCH=${BENCH_PRODUCT_SCRATCH:-$SCRATCH/product}
PEER_SCRATCH=${BENCH_PEER_SCRATCH:-$SCRATCH/hummingbird-peer}
RESOLVER_SCRATCH=${BENCH_RESOLVER_SCRATCH:-$SCRATCH/resolver-bench}
CLIMIT_BIN="$SCRATCH/c-limit/c-limit"
PRODUCT_BIN="$PRODUCT_SCRATCH/release/rotation-policy-server"
PEER_BIN="$PEER_SCRATCH/release/HummingbirdPeer"
CORPUS_BIN="$RESOLVER_SCRATCH/release/bench-corpus"
MICRO_BIN="$RESOLVER_SCRATCH/release/ResolverBench"
EXPLORE_BIN="$RESOLVER_SCRATCH/release/ExploreBench"

try_build() {  # log, command... → the command's success; builds again when sources changed meanwhile
    local log=$1 try
    shift
    for try in 1 2 3; do
        "$@" >"$log" 2>&1 && return 0
        # Sources edited while swift build ran (someone is working in the tree): build again.
        grep -q 'was modified during the build' "$log" || return 1
        ((try < 3)) && say "sources changed during the build; building again"
    done
    return 1
}
build_step() {  # name, log, command...
    local name=$1 log=$2 start=$SECONDS
    shift 2
    say "building $name"
    if ! try_build "$log" "$@"; then
        tail -n 30 "$log" >&2
        die "building $name failed (log: $log)"
    fi
    say "built $name in $((SECONDS - start)) s"
}
micro_build_ok=1
if ((build)); then
    # The benchmark packages depend on the product by path; SwiftPM does not notice files added to a path
    # dependency (after a merge) and fails with "cannot find ... in scope". Dropping the build plans makes
    # it plan again; what is already compiled stays.
    rm -f "$RESOLVER_SCRATCH/release.yaml" "$PEER_SCRATCH/release.yaml"
    mkdir -p "$SCRATCH/c-limit"
    build_step "C limit" "$RUN_DIR/build-c-limit.log" \
        make -s -C Benchmarks/c-limit OUT="$CLIMIT_BIN"
    # The corpus generator only needs the domain library; build it first, alone.
    build_step "corpus generator" "$RUN_DIR/build-bench-corpus.log" \
        swift build -c release --package-path Benchmarks/ResolverBench --scratch-path "$RESOLVER_SCRATCH" --product bench-corpus
    if wants product; then
        build_step "product server" "$RUN_DIR/build-product.log" \
            swift build -c release --scratch-path "$PRODUCT_SCRATCH" --product rotation-policy-server
    fi
    if wants peer; then
        [[ -x "$PEER_BIN" ]] || say "the first build of the Hummingbird peer (SwiftNIO) takes several minutes"
        build_step "Hummingbird peer" "$RUN_DIR/build-peer.log" \
            swift build -c release --package-path Benchmarks/HummingbirdPeer --scratch-path "$PEER_SCRATCH"
    fi
    if ((micro)); then
        say "building the micro-benchmarks (ResolverBench, ExploreBench, corpus-respond)"
        for product in ResolverBench ExploreBench corpus-respond; do
            if ! try_build "$RUN_DIR/build-micro-$product.log" swift build -c release --package-path Benchmarks/ResolverBench \
                --scratch-path "$RESOLVER_SCRATCH" --product "$product"; then
                micro_build_ok=0
                tail -n 20 "$RUN_DIR/build-micro-$product.log" >&2
                say "$product does not build (log: $RUN_DIR/build-micro-$product.log); HTTP benchmark goes on"
            fi
        done
    fi
fi

# ---------------------------------------------------------------- corpus
CORPUS="$RUN_DIR/corpus.txt"
[[ -x "$CORPUS_BIN" ]] || die "no corpus generator at $CORPUS_BIN (run without --no-build)"
: >"$RUN_DIR/large.txt"
for spec in "200 100 1" "200 100 2" "150 120 3"; do
    # shellcheck disable=SC2086
    "$CORPUS_BIN" generate $spec >>"$RUN_DIR/large.txt"
done
: >"$RUN_DIR/fallback.txt"
seed=100
for size in 5 6 8 10 12 15 20 25 30 40; do
    for _ in 1 2 3 4; do
        "$CORPUS_BIN" generate "$size" "$((size / 2 + 1))" "$seed" >>"$RUN_DIR/fallback.txt"
        seed=$((seed + 1))
    done
done
CORPUS_NOTE=$(python3 Benchmarks/corpus/make_corpus.py --fixtures Tests/Fixtures --out "$CORPUS" \
    --extra "$RUN_DIR/large.txt" --fallback "$RUN_DIR/fallback.txt") || die "building the corpus failed"
say "$CORPUS_NOTE"

# ---------------------------------------------------------------- servers
failures=()
COMPARE_NOTE=""
declare -A PID PORT LOG LABEL
LABEL[product]="product (rotation-policy-server)"
LABEL[limit]="same-bytes limit (C + libmicrohttpd + cJSON, the product's answer bytes)"
LABEL[limit-fixed]="fixed-reply limit (C + libmicrohttpd + cJSON, fixed 54-byte reply)"
LABEL[peer]="peer (Hummingbird 2 + JSONDecoder)"

cleanup() {
    local s
    for s in "${!PID[@]}"; do
        if kill -0 "${PID[$s]}" 2>/dev/null; then
            kill -TERM "${PID[$s]}" 2>/dev/null || true
            for _ in $(seq 50); do kill -0 "${PID[$s]}" 2>/dev/null || break; sleep 0.1; done
            kill -KILL "${PID[$s]}" 2>/dev/null || true
        fi
    done
}
trap cleanup EXIT
trap 'exit 130' INT TERM

port_free() { ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
next_port=$PORT_BASE
pick_port() {
    while ! port_free "$next_port"; do next_port=$((next_port + 1)); done
    REPLY=$next_port
    next_port=$((next_port + 1))
}

start_server() {  # name
    local name=$1 bin
    local args=()
    case "$name" in
        product) bin=$PRODUCT_BIN ;;
        limit) bin=$CLIMIT_BIN args=(--answers "$ANSWERS") ;;
        limit-fixed) bin=$CLIMIT_BIN ;;
        peer) bin=$PEER_BIN ;;
    esac
    [[ -x "$bin" ]] || die "${LABEL[$name]}: no binary at $bin (run without --no-build)"
    pick_port
    PORT[$name]=$REPLY
    LOG[$name]="$RUN_DIR/server-$name.log"
    "$bin" --host 127.0.0.1 --port "${PORT[$name]}" --threads 2 "${args[@]}" >"${LOG[$name]}" 2>&1 &
    PID[$name]=$!
    local waited=0
    until grep -q "listening on 127.0.0.1:${PORT[$name]}" "${LOG[$name]}" 2>/dev/null; do
        if ! kill -0 "${PID[$name]}" 2>/dev/null; then
            tail -n 20 "${LOG[$name]}" >&2
            die "${LABEL[$name]} exited before it was listening (log: ${LOG[$name]})"
        fi
        if ((waited >= 300)); then
            tail -n 20 "${LOG[$name]}" >&2
            die "${LABEL[$name]} did not log 'listening on 127.0.0.1:${PORT[$name]}' within 30 s (log: ${LOG[$name]})"
        fi
        sleep 0.1
        waited=$((waited + 1))
    done
    # One request of each kind of body before any load: a wrong answer fails here, clearly.
    if command -v curl >/dev/null; then
        local body status
        body=$(head -n 1 "$CORPUS")
        status=$(curl -s -o "$RUN_DIR/first-answer-$name.json" -w '%{http_code}' -X POST \
            -H 'Content-Type: application/json' -H 'X-Corpus-Index: 0' --data-binary "$body" \
            "http://127.0.0.1:${PORT[$name]}/v1/resolve") || true
        [[ "$status" == 2* ]] || die "${LABEL[$name]} answered the first corpus body with HTTP $status: $(head -c 300 "$RUN_DIR/first-answer-$name.json" 2>/dev/null)"
    fi
    say "${LABEL[$name]} listening on 127.0.0.1:${PORT[$name]} (pid ${PID[$name]})"
}

cpu_ticks() {  # pid → utime+stime in clock ticks
    local stat
    stat=$(<"/proc/$1/stat")
    stat=${stat##*) }  # fields after the command name, starting at field 3
    local fields
    read -r -a fields <<<"$stat"
    echo $((fields[11] + fields[12]))
}
peak_rss_kib() { awk '/^VmHWM:/ {print $2}' "/proc/$1/status"; }
CLK_TCK=$(getconf CLK_TCK)

# The product first: the same-bytes limit starts with its answers, fetched once, and must send them back
# byte for byte before anything is timed.
ANSWERS="$RUN_DIR/answers.bin"
ANSWERS_NOTE=""
if wants product; then
    start_server product
    if wants limit; then
        ANSWERS_NOTE=$(python3 Benchmarks/corpus/answers.py fetch "$CORPUS" "${PORT[product]}" "$ANSWERS") \
            || die "fetching the product's answers for the same-bytes limit failed"
        say "$ANSWERS_NOTE"
    fi
fi
for s in "${SERVER_LIST[@]}"; do [[ "$s" == product ]] || start_server "$s"; done
if wants limit; then
    if CHECK_NOTE=$(python3 Benchmarks/corpus/answers.py check "$CORPUS" "$ANSWERS" "${PORT[limit]}"); then
        ANSWERS_NOTE="$ANSWERS_NOTE; $CHECK_NOTE"
        say "$CHECK_NOTE"
    else
        printf '%s\n' "$CHECK_NOTE" >&2
        die "the same-bytes limit does not send the product's answers byte for byte: ${CHECK_NOTE%%$'\n'*}"
    fi
fi
# The peer must do the product's work: same status and same JSON for every corpus body.
if wants product && wants peer; then
    if COMPARE_NOTE=$(python3 Benchmarks/corpus/compare_answers.py "$CORPUS" product "${PORT[product]}" peer "${PORT[peer]}"); then
        say "$COMPARE_NOTE"
    else
        printf '%s\n' "$COMPARE_NOTE" >&2
        failures+=("product and peer answer differently: ${COMPARE_NOTE%%$'\n'*}")
    fi
fi
LOAD_BEFORE=$(cut -d' ' -f1-3 /proc/loadavg)

# ---------------------------------------------------------------- load
LUA="$ROOT/Benchmarks/wrk/resolve.lua"
ROWS="$RUN_DIR/rows.tsv"  # server round rps p50 p99 cpu_us_per_req requests non2xx errors
: >"$ROWS"
run_wrk() {  # name round
    local name=$1 round=$2 url out before after line
    url="http://127.0.0.1:${PORT[$name]}/v1/resolve"
    kill -0 "${PID[$name]}" 2>/dev/null || die "${LABEL[$name]} is no longer running (log: ${LOG[$name]})"
    wrk -t1 -c"$connections" -d"${warmup}s" -s "$LUA" "$url" -- "$CORPUS" >"$RUN_DIR/wrk-$name-$round-warmup.txt" 2>&1 \
        || die "wrk warm-up against ${LABEL[$name]} failed: $(tail -n 3 "$RUN_DIR/wrk-$name-$round-warmup.txt")"
    out="$RUN_DIR/wrk-$name-$round.txt"
    before=$(cpu_ticks "${PID[$name]}")
    wrk -t1 -c"$connections" -d"${duration}s" --latency -s "$LUA" "$url" -- "$CORPUS" >"$out" 2>&1 \
        || die "wrk against ${LABEL[$name]} failed: $(tail -n 3 "$out")"
    after=$(cpu_ticks "${PID[$name]}")
    kill -0 "${PID[$name]}" 2>/dev/null || die "${LABEL[$name]} died under load (log: ${LOG[$name]})"
    line=$(grep '^BENCH ' "$out") || die "no BENCH line in $out"
    local requests rps p50 p99 non2xx errors cpu
    requests=$(sed -E 's/.* requests=([0-9]+).*/\1/' <<<"$line")
    rps=$(sed -E 's/.* rps=([0-9.]+).*/\1/' <<<"$line")
    p50=$(sed -E 's/.* p50_us=([0-9]+).*/\1/' <<<"$line")
    p99=$(sed -E 's/.* p99_us=([0-9]+).*/\1/' <<<"$line")
    non2xx=$(sed -E 's/.* non2xx=([0-9]+).*/\1/' <<<"$line")
    errors=$(awk '{for (i = 1; i <= NF; i++) if ($i ~ /^(connect|read|write)_errors=|^timeouts=/) {split($i, kv, "="); n += kv[2]}} END {print n + 0}' <<<"$line")
    cpu=$(awk -v t=$((after - before)) -v hz="$CLK_TCK" -v n="$requests" 'BEGIN {printf "%.1f", n ? t / hz * 1e6 / n : 0}')
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "$round" "$rps" "$p50" "$p99" "$cpu" "$requests" "$non2xx" "$errors" >>"$ROWS"
    say "round $round ${LABEL[$name]}: $rps req/s, p50 $p50 µs, p99 $p99 µs, $cpu µs CPU/request, $non2xx non-2xx, $errors socket errors"
    if ((non2xx > 0)); then
        failures+=("${LABEL[$name]} answered $non2xx of $requests requests with a non-2xx status (first: $(grep '^BENCH_FIRST_BAD' "$out" | cut -c17-))")
    fi
}

say "load: wrk -t1 -c$connections, ${warmup} s warm-up + ${duration} s measured per server, $rounds round(s)"
for round in $(seq "$rounds"); do
    # Alternate the order so no server always runs first (or right after the same neighbour).
    order=("${SERVER_LIST[@]}")
    if ((round % 2 == 0)); then
        order=()
        for ((i = ${#SERVER_LIST[@]} - 1; i >= 0; i--)); do order+=("${SERVER_LIST[$i]}"); done
    fi
    for s in "${order[@]}"; do run_wrk "$s" "$round"; done
done
LOAD_AFTER=$(cut -d' ' -f1-3 /proc/loadavg)
declare -A RSS
for s in "${SERVER_LIST[@]}"; do RSS[$s]=$(peak_rss_kib "${PID[$s]}"); done
cleanup
PID=()

# ---------------------------------------------------------------- report
median_of() {  # name column → median of that column over the server's rounds
    awk -F'\t' -v s="$1" -v c="$2" '$1 == s {print $c}' "$ROWS" | sort -g |
        awk '{v[NR] = $1} END {if (NR == 0) print 0; else if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2}'
}
summary() {  # name → "rps p50 p99 cpu non2xx": medians over rounds, worst p99, all non-2xx
    local rps p50 cpu worst bad
    rps=$(median_of "$1" 3)
    p50=$(median_of "$1" 4)
    cpu=$(median_of "$1" 6)
    worst=$(awk -F'\t' -v s="$1" '$1 == s && $5 > w {w = $5} END {print w + 0}' "$ROWS")
    bad=$(awk -F'\t' -v s="$1" '$1 == s {b += $8} END {print b + 0}' "$ROWS")
    awk -v a="$rps" -v b="$p50" -v c="$worst" -v d="$cpu" -v e="$bad" 'BEGIN {printf "%.0f %.0f %d %.1f %d", a, b, c, d, e}'
}
fmt_ms() { awk -v us="$1" 'BEGIN {printf "%.2f ms", us / 1000}'; }
{
    echo "# RotationPolicy benchmark, $STAMP UTC ($mode)"
    echo
    echo "- machine: $(nproc) cores, $(uname -r); $(swift --version 2>/dev/null | head -n 1)"
    echo "- load: wrk -t1 -c$connections --latency, ${warmup} s warm-up + ${duration} s per server per round, $rounds round(s), servers in turn, loopback"
    echo "- ${CORPUS_NOTE}"
    [[ -n "$COMPARE_NOTE" ]] && echo "- answers checked before timing: ${COMPARE_NOTE%%$'\n'*}"
    [[ -n "$ANSWERS_NOTE" ]] && echo "- same-bytes limit: $ANSWERS_NOTE"
    echo "- load average before / after the load runs: $LOAD_BEFORE / $LOAD_AFTER"
    if awk -v l="${LOAD_BEFORE%% *}" -v n="$(nproc)" 'BEGIN {exit !(l > n * 0.75)}'; then
        echo "- **WARNING: the machine was busy before the run (load average ${LOAD_BEFORE%% *} on $(nproc) cores): other processes shared the cores, so absolute numbers are low and ratios are noisy**"
    fi
    echo "- every server: --threads 2; CPU = utime+stime of the server process over the measured run / requests; RSS = VmHWM after all rounds"
    echo
    echo "Median over rounds (p99: the worst round):"
    echo
    echo "| server | req/s | p50 | p99 | CPU per request | peak RSS | non-2xx |"
    echo "|---|---:|---:|---:|---:|---:|---:|"
    for s in "${SERVER_LIST[@]}"; do
        read -r rps p50 p99 cpu bad <<<"$(summary "$s")"
        echo "| ${LABEL[$s]} | $rps | $(fmt_ms "$p50") | $(fmt_ms "$p99") | $cpu µs | $(awk -v k="${RSS[$s]}" 'BEGIN {printf "%.1f MB", k / 1024}') | $bad |"
    done
    echo
    if wants product; then
        read -r p_rps _ p_p99 p_cpu _ <<<"$(summary product)"
        p_rss=${RSS[product]}
        if wants limit; then
            read -r l_rps _ _ l_cpu _ <<<"$(summary limit)"
            awk -v a="$p_rps" -v b="$l_rps" 'BEGIN {r = a / b; printf "- product / same-bytes limit throughput: %.2f (target ≥ 0.75: %s)\n", r, (r >= 0.75 ? "met" : "MISSED")}'
            awk -v a="$p_cpu" -v b="$l_cpu" 'BEGIN {if (b > 0) {r = a / b; printf "- product / same-bytes limit CPU per request: %.2f (target ≤ 1.5: %s; steadier than req/s when other processes share the cores)\n", r, (r <= 1.5 ? "met" : "MISSED")}}'
        fi
        if wants limit-fixed; then
            read -r f_rps _ _ f_cpu _ <<<"$(summary limit-fixed)"
            awk -v a="$p_rps" -v b="$f_rps" -v c="$p_cpu" -v d="$f_cpu" 'BEGIN {if (b > 0 && d > 0) printf "- product / fixed-reply limit (the old limit, no target): throughput %.2f, CPU per request %.2f\n", a / b, c / d}'
        fi
        if wants peer; then
            read -r h_rps _ _ _ _ <<<"$(summary peer)"
            awk -v a="$p_rps" -v b="$h_rps" 'BEGIN {r = a / b; printf "- product / peer throughput: %.2f (target ≥ 2: %s)\n", r, (r >= 2 ? "met" : "MISSED")}'
        fi
        awk -v us="$p_p99" -v c="$connections" 'BEGIN {printf "- product p99 at %d connections: %.2f ms (target ≤ 2 ms: %s)\n", c, us / 1000, (us <= 2000 ? "met" : "MISSED")}'
        awk -v k="$p_rss" 'BEGIN {printf "- product peak RSS under load: %.1f MB (target ≤ 25 MB: %s)\n", k / 1024, (k / 1024 <= 25 ? "met" : "MISSED")}'
    else
        echo "- the product was not measured (--servers $servers): no ratios"
    fi
    if wants limit && wants limit-fixed; then
        read -r l_rps _ _ l_cpu _ <<<"$(summary limit)"
        read -r f_rps _ _ f_cpu _ <<<"$(summary limit-fixed)"
        awk -v a="$l_rps" -v b="$f_rps" -v c="$l_cpu" -v d="$f_cpu" 'BEGIN {if (b > 0 && d > 0) printf "- same-bytes / fixed-reply limit: throughput %.2f, CPU per request %.2f (the cost of sending the real answer bytes)\n", a / b, c / d}'
    fi
    if wants limit && wants peer; then
        read -r l_rps _ _ _ _ <<<"$(summary limit)"
        read -r h_rps _ _ _ _ <<<"$(summary peer)"
        awk -v a="$h_rps" -v b="$l_rps" 'BEGIN {printf "- peer / same-bytes limit throughput: %.2f\n", a / b}'
    fi
    socket_errors=$(awk -F'\t' '{n += $9} END {print n + 0}' "$ROWS")
    if ((socket_errors > 0)); then
        echo "- wrk counted $socket_errors socket errors (timeouts, resets): a server was starved of CPU or dropped connections; see the per-round table"
    fi
    echo
    echo "Per round:"
    echo
    echo "| server | round | req/s | p50 | p99 | CPU per request | requests | non-2xx | socket errors |"
    echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|"
    while IFS=$'\t' read -r s round rps p50 p99 cpu requests bad errors; do
        echo "| ${LABEL[$s]} | $round | $rps | $(fmt_ms "$p50") | $(fmt_ms "$p99") | $cpu µs | $requests | $bad | $errors |"
    done <"$ROWS"
} >"$REPORT"

# ---------------------------------------------------------------- in process: callgrind, micro-benchmarks
if ((micro)); then
    {
        echo
        echo "## Instructions per request (callgrind)"
        echo
    } >>"$REPORT"
    say "callgrind on the corpus"
    if ((micro_build_ok)) && scripts/bench-callgrind.sh --no-build --rounds "$callgrind_rounds" --out "$RUN_DIR/callgrind" \
        >"$RUN_DIR/callgrind.md" 2>"$RUN_DIR/callgrind.log"; then
        cat "$RUN_DIR/callgrind.md" >>"$REPORT"
        # The target is on the HTTP corpus (the one the load above used).
        awk '/<!-- CALLGRIND/ {for (i = 1; i <= NF; i++) if ($i ~ /^total=/) {split($i, kv, "="); v = kv[2]}} END {if (v) printf "\n- instructions per request on the HTTP corpus: %.0f (target ≤ 35 000: %s)\n", v, (v <= 35000 ? "met" : "MISSED")}' \
            "$RUN_DIR/callgrind.md" >>"$REPORT"
    else
        cat "$RUN_DIR/callgrind.md" "$RUN_DIR/callgrind.log" >>"$REPORT" 2>/dev/null || true
        failures+=("callgrind on the corpus failed (see $RUN_DIR/callgrind.log)")
    fi

    {
        echo
        echo "## Resolver micro-benchmark (in process)"
        echo
    } >>"$REPORT"
    if ((micro_build_ok)) && [[ -x "$MICRO_BIN" ]]; then
        say "resolver micro-benchmark"
        micro_failed=0
        "$MICRO_BIN" "${micro_args[@]}" >"$RUN_DIR/micro.txt" 2>&1 || micro_failed=1
        cat "$RUN_DIR/micro.txt" >>"$REPORT"
        ((micro_failed)) && failures+=("the resolver micro-benchmark failed (see $RUN_DIR/micro.txt)")
    else
        echo "Not run: Benchmarks/ResolverBench does not build against the product (logs: build-micro-*.log)." >>"$REPORT"
        failures+=("the resolver micro-benchmark does not build (logs: $RUN_DIR/build-micro-*.log)")
    fi

    {
        echo
        echo "## Explorer and transition function (in process, ExploreBench)"
        echo
    } >>"$REPORT"
    if ((micro_build_ok)) && [[ -x "$EXPLORE_BIN" ]]; then
        say "explorer micro-benchmark"
        explore_failed=0
        "$EXPLORE_BIN" "${micro_args[@]}" >"$RUN_DIR/explore.txt" 2>&1 || explore_failed=1
        # Its own headings are level 2: one level down inside this section.
        sed 's/^## /### /' "$RUN_DIR/explore.txt" >>"$REPORT"
        # The last table row: | scenarios | rounds | events applied | CPU | events/s |
        awk -F'|' 'NF >= 6 && $6 ~ /^ *[0-9]+ *$/ {v = $6 + 0} END {if (v) printf "\n- transition function: %.2f M events/s on one core (target ≥ 5 M: %s)\n", v / 1e6, (v >= 5e6 ? "met" : "MISSED")}' \
            "$RUN_DIR/explore.txt" >>"$REPORT"
        ((explore_failed)) && failures+=("the explorer micro-benchmark failed (see $RUN_DIR/explore.txt)")
    else
        echo "Not run: ExploreBench does not build (logs: build-micro-*.log)." >>"$REPORT"
        failures+=("the explorer micro-benchmark does not build (logs: $RUN_DIR/build-micro-*.log)")
    fi

    {
        echo
        echo "## Scan of a generated 2,000-file project (release, one core)"
        echo
    } >>"$REPORT"
    say "scan benchmark"
    if scripts/bench-scan.sh >"$RUN_DIR/scan.txt" 2>&1; then
        grep -v '^==>' "$RUN_DIR/scan.txt" >>"$REPORT"
    else
        grep -v '^==>' "$RUN_DIR/scan.txt" >>"$REPORT"
        failures+=("the scan benchmark missed a target or failed (see $RUN_DIR/scan.txt)")
    fi

    {
        echo
        echo "## Lint of a generated 2,000-file project (release, one core)"
        echo
    } >>"$REPORT"
    say "lint benchmark"
    lint_ok=1
    scripts/bench-lint.sh >"$RUN_DIR/lint.txt" 2>&1 || lint_ok=0
    grep -v '^==>' "$RUN_DIR/lint.txt" >>"$REPORT"
    ((lint_ok)) || failures+=("the lint benchmark missed its target or failed (see $RUN_DIR/lint.txt)")
fi

if ((${#failures[@]})); then
    {
        echo
        echo "## Failures"
        echo
        for f in "${failures[@]}"; do echo "- $f"; done
    } >>"$REPORT"
fi
cp "$REPORT" "$RESULTS_DIR/latest.md"
cat "$REPORT"
say "saved $REPORT (raw wrk output and logs in $RUN_DIR)"
((${#failures[@]} == 0)) || exit 1
