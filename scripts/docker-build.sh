#!/usr/bin/env bash
# Builds the container image from ./Dockerfile.
#
#   scripts/docker-build.sh [--tag NAME] [--engine auto|docker|buildah] [--local-bases] [--smoke-test]
#
# Engines, in the order `auto` tries them:
#   docker   a reachable Docker engine: `docker build` with the Dockerfile's own bases.
#   buildah  `buildah bud` (rootful, vfs storage, chroot isolation), which needs no daemon. It uses the
#            Dockerfile's own bases when a registry answers, otherwise the LOCAL-ONLY path below.
#
# LOCAL-ONLY PATH (--local-bases, or buildah when no registry is reachable). For machines that reach
# Debian's package mirror but no container registry. It is not how the image is meant to be built for
# release: it exists to check the Dockerfile end to end on such a machine.
#   * runtime base: a `debootstrap --variant=minbase bookworm` root file system, imported as
#     localhost/rotation-policy-base/runtime:bookworm. It stands in for gcr.io/distroless/cc-debian12
#     (same release and glibc; far larger, so the image size it gives is not the real image's: see
#     scripts/ops/image-size.sh for that).
#   * build base: that root file system plus the packages the official Swift image installs and the
#     Swift toolchain COPIED FROM THIS HOST (/opt/swift, override with SWIFT_TOOLCHAIN=DIR; it must be
#     6.3.1 for bookworm, as the Dockerfile's swift:6.3.1-bookworm). If the host's git rewrites GitHub
#     addresses to a local package mirror (git config `url.<dir>.insteadOf`), that mirror and the rule
#     are copied too, so `swift package resolve` works without GitHub. Imported as
#     localhost/rotation-policy-base/swift:6.3.1-bookworm-local.
#   The Dockerfile is used unchanged: the bases are passed as SWIFT_IMAGE / RUNTIME_IMAGE build args.
#   Root file systems and buildah storage live under ${ROTATION_POLICY_BUILD_CACHE:-/var/tmp/rotation-policy-image}
#   (several GiB: vfs storage copies every layer); delete that folder to start over.
#
# --smoke-test (buildah only) starts the built image's binary in a buildah container (chroot isolation
# shares the host network; the server listens on 127.0.0.1:${SMOKE_TEST_PORT:-8080} as the image's
# USER), checks GET /healthz and GET /readyz from the host, then stops the server with SIGTERM (the
# image's STOPSIGNAL) and expects a clean exit.
set -euo pipefail
cd "$(dirname "$0")/.."

tag="rotation-policy:latest"
engine="auto"
local_bases=false
smoke_test=false
while (($#)); do
    case "$1" in
        --tag) tag="$2"; shift 2 ;;
        --engine) engine="$2"; shift 2 ;;
        --local-bases) local_bases=true; shift ;;
        --smoke-test) smoke_test=true; shift ;;
        -h | --help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
        *) echo "unknown argument: $1 (see --help)" >&2; exit 2 ;;
    esac
done

log() { printf '==> %s\n' "$*" >&2; }
die() { printf 'error: %s\n' "$*" >&2; exit 1; }

swift_image_default="swift:6.3.1-bookworm"
runtime_image_default="gcr.io/distroless/cc-debian12"
cache="${ROTATION_POLICY_BUILD_CACHE:-/var/tmp/rotation-policy-image}"
toolchain="${SWIFT_TOOLCHAIN:-/opt/swift}"
local_runtime="localhost/rotation-policy-base/runtime:bookworm"
local_swift="localhost/rotation-policy-base/swift:6.3.1-bookworm-local"

if [[ "$engine" == auto ]]; then
    if ! $local_bases && command -v docker >/dev/null 2>&1 && docker info >/dev/null 2>&1; then
        engine=docker
    else
        engine=buildah
    fi
fi

if [[ "$engine" == docker ]]; then
    $local_bases && die "--local-bases needs --engine buildah"
    $smoke_test && die "--smoke-test needs --engine buildah; with Docker: docker run --rm -p 8080:8080 $tag"
    log "docker build -t $tag ."
    exec docker build -t "$tag" .
fi
[[ "$engine" == buildah ]] || die "--engine must be auto, docker or buildah"
[[ $(id -u) -eq 0 ]] || die "the buildah path runs rootful (vfs storage, chroot isolation): run as root"

ensure_packages() {
    local missing=()
    for package in "$@"; do dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package"); done
    if ((${#missing[@]})); then
        log "apt-get install ${missing[*]}"
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
    fi
}
ensure_packages buildah
mkdir -p "$cache"
bah() { buildah --root "$cache/storage" --runroot "$cache/run" --storage-driver vfs "$@"; }
export BUILDAH_ISOLATION=chroot

have_image() { bah inspect --type image "$1" >/dev/null 2>&1; }

registry_reachable() {
    # One pull of the small base, bounded in time; a failure means "use the local bases".
    have_image "$runtime_image_default" && return 0
    timeout 60 buildah --root "$cache/storage" --runroot "$cache/run" --storage-driver vfs \
        pull --quiet "$runtime_image_default" >/dev/null 2>&1
}

# A root file system from debootstrap, made once.
make_rootfs() {
    local rootfs="$cache/bookworm-minbase"
    if [[ ! -x "$rootfs/usr/bin/apt-get" ]]; then
        ensure_packages debootstrap
        log "debootstrap --variant=minbase bookworm $rootfs (Debian's default mirror, or DEBOOTSTRAP_MIRROR)"
        rm -rf "$rootfs"
        debootstrap --variant=minbase bookworm "$rootfs" ${DEBOOTSTRAP_MIRROR:+"$DEBOOTSTRAP_MIRROR"} >&2
        # As debian:bookworm-slim has: security updates, and no apt caches.
        local mirror
        mirror=$(awk '$1 == "deb" { print $2; exit }' "$rootfs/etc/apt/sources.list")
        printf 'deb %s bookworm main\ndeb %s bookworm-updates main\ndeb %s-security bookworm-security main\n' \
            "$mirror" "$mirror" "$mirror" >"$rootfs/etc/apt/sources.list"
        rm -rf "$rootfs/var/cache/apt/archives/"*.deb "$rootfs/var/lib/apt/lists/"*
    fi
    printf '%s\n' "$rootfs"
}

# Imports a directory tree as an image with the given config.
import_rootfs() {
    local rootfs="$1" name="$2" container mountpoint
    container=$(bah from scratch)
    mountpoint=$(bah mount "$container")
    cp -a "$rootfs/." "$mountpoint/"
    bah umount "$container" >/dev/null
    bah config --env PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin --cmd bash "$container"
    bah commit --quiet --rm "$container" "$name" >/dev/null
}

make_local_bases() {
    local rootfs
    rootfs=$(make_rootfs)
    if ! have_image "$local_runtime"; then
        log "importing $local_runtime (stands in for $runtime_image_default)"
        import_rootfs "$rootfs" "$local_runtime"
    fi
    if ! have_image "$local_swift"; then
        [[ -x "$toolchain/usr/bin/swift" ]] || die "no Swift toolchain at $toolchain (set SWIFT_TOOLCHAIN)"
        local version
        version=$("$toolchain/usr/bin/swift" --version 2>/dev/null | head -n 1)
        [[ "$version" == *"6.3.1"* ]] || log "warning: the host toolchain is '$version', the Dockerfile expects 6.3.1"
        log "building $local_swift from $local_runtime + the host toolchain $toolchain (LOCAL ONLY)"
        local container mountpoint
        container=$(bah from --pull=never "$local_runtime")
        # The packages the official swift:*-bookworm image installs for its toolchain.
        bah run "$container" -- sh -c 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
            binutils ca-certificates git gnupg2 libc6-dev libcurl4-openssl-dev libedit2 libgcc-12-dev libncurses-dev \
            libpython3-dev libsqlite3-0 libstdc++-12-dev libxml2-dev libz3-dev pkg-config tzdata unzip zlib1g-dev \
            >/dev/null && rm -rf /var/lib/apt/lists/*'
        mountpoint=$(bah mount "$container")
        mkdir -p "$mountpoint/opt"
        cp -a "$toolchain" "$mountpoint/opt/swift"
        # The host's offline package mirror, if its git uses one (url.<dir>.insteadOf https://github.com/).
        local mirror
        mirror=$(git config --global --get-regexp '^url\..*\.insteadof$' 'https://github.com/' 2>/dev/null \
            | awk '{ sub(/^url\./, "", $1); sub(/\.insteadof$/, "", $1); print $1; exit }' || true)
        if [[ -z "$mirror" ]]; then
            mirror=$(git config --system --get-regexp '^url\..*\.insteadof$' 'https://github.com/' 2>/dev/null \
                | awk '{ sub(/^url\./, "", $1); sub(/\.insteadof$/, "", $1); print $1; exit }' || true)
        fi
        if [[ -n "$mirror" && -d "$mirror" ]]; then
            log "copying the host's Swift package mirror $mirror (LOCAL ONLY)"
            mkdir -p "$mountpoint/$(dirname "$mirror")"
            cp -a "$mirror" "$mountpoint/$mirror"
            printf '[url "%s"]\n\tinsteadOf = https://github.com/\n[safe]\n\tdirectory = *\n' "$mirror" \
                >>"$mountpoint/etc/gitconfig"
        fi
        bah umount "$container" >/dev/null
        bah config --env PATH=/opt/swift/usr/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin "$container"
        bah commit --quiet --rm "$container" "$local_swift" >/dev/null
    fi
}

build_args=()
if $local_bases || ! registry_reachable; then
    $local_bases || log "no registry reachable: using local bases (LOCAL-ONLY path, see --help)"
    log "local bases stand in for $swift_image_default and $runtime_image_default"
    make_local_bases
    build_args=(--build-arg "SWIFT_IMAGE=$local_swift" --build-arg "RUNTIME_IMAGE=$local_runtime" --pull=never)
fi

# docker format: the OCI format has no HEALTHCHECK. No --layers by default: with vfs storage every cached
# layer is a full copy of the root file system (about 5 GiB in the build stage, 60 GiB for one build);
# BUILDAH_LAYERS=true turns the cache on where the disk allows it.
log "buildah bud -t $tag ${build_args[*]}"
bah bud --format docker "${build_args[@]}" -t "$tag" -f Dockerfile . >&2
log "built $tag"
bah images "$tag" >&2

# The pid of the process named $2 below pid $1 (buildah run → chroot runtime → exec → the server).
descendant() {
    local pid="$1" name="$2" child
    for child in $(ps -o pid= --ppid "$pid" 2>/dev/null); do
        if [[ "$(ps -o comm= -p "$child" 2>/dev/null)" == "$name"* ]]; then
            printf '%s\n' "$child"
            return 0
        fi
        descendant "$child" "$name" && return 0
    done
    return 1
}

if $smoke_test; then
    # On loopback only (the image's environment binds 0.0.0.0; chroot isolation shares the host's network).
    port="${SMOKE_TEST_PORT:-8080}"
    log "smoke test: /app/rotation-policy-server --host 127.0.0.1 --port $port in a container of $tag"
    container=$(bah from --pull=never "$tag")
    server=""
    cleanup() {
        if [[ -n "$server" ]]; then
            kill -TERM "$(descendant "$server" rotation-policy || echo "$server")" 2>/dev/null || true
            wait "$server" 2>/dev/null || true
        fi
        bah rm "$container" >/dev/null 2>&1 || true
    }
    trap cleanup EXIT
    # buildah run applies the image's USER (10001) and WORKDIR; the command replaces ENTRYPOINT + CMD.
    bah run "$container" -- /app/rotation-policy-server --host 127.0.0.1 --port "$port" >"$cache/smoke-server.log" 2>&1 &
    server=$!
    get_healthz() {
        exec 3<>"/dev/tcp/127.0.0.1/$port" \
            && printf 'GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n' >&3 && cat <&3
    }
    body=""
    for _ in $(seq 1 50); do
        if body=$(get_healthz 2>/dev/null); then
            break
        fi
        body=""
        sleep 0.2
    done
    [[ -n "$body" ]] || { cat "$cache/smoke-server.log" >&2; die "the server in the image did not answer on port $port"; }
    log "GET /healthz from the host: $(printf '%s' "$body" | head -n 1 | tr -d '\r') $(printf '%s' "$body" | tail -n 1)"
    [[ "$body" == *'{"status":"ok"}'* ]] || die "GET /healthz did not answer {\"status\":\"ok\"}"

    # The image has no HEALTHCHECK (distroless: no shell to run one); check readiness from the host,
    # as the Kubernetes readiness probe does.
    ready=$(exec 3<>"/dev/tcp/127.0.0.1/$port" \
        && printf 'GET /readyz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n' >&3 && cat <&3) \
        || die "GET /readyz failed"
    [[ "$ready" == *'{"status":"ready"}'* ]] || die "GET /readyz did not answer {\"status\":\"ready\"}"
    log "GET /readyz from the host: ready"

    # STOPSIGNAL: SIGTERM must end the server cleanly.
    pid=$(descendant "$server" rotation-policy) || die "cannot find the server process below buildah run ($server)"
    kill -TERM "$pid"
    wait "$server" || die "the server did not exit 0 after SIGTERM"
    server=""
    grep -q 'stopped' "$cache/smoke-server.log" || die "no 'stopped' line after SIGTERM"
    log "SIGTERM: the server stopped cleanly. Its log:"
    cat "$cache/smoke-server.log" >&2
    log "smoke test passed"
fi
