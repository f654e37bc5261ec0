#!/usr/bin/env bash
# Estimates the container image's size without a container engine, and checks that the binary runs on
# exactly the files the image would hold.
#
#   scripts/ops/image-size.sh
#
# 1. Builds rotation-policy-server with the Dockerfile's flags (--static-swift-stdlib -Xlinker -s) in
#    .build-ops/.
# 2. Runs deploy/container/runtime-libs.sh, as the Dockerfile does, for the libraries to copy.
# 3. Stands in for gcr.io/distroless/cc-debian12 with the Debian 12 packages that image is made of
#    (base-files, netbase, tzdata, ca-certificates, libc6, libssl3, libgcc-s1, libgomp1, libstdc++6),
#    unpacked with dpkg-deb and, as distroless does, without docs, man pages and lintian files. Prints
#    the packages' Installed-Size (apt-cache show) and the measured bytes of each part.
# 4. Runs the binary inside that tree (chroot, as uid 10001, loopback, a free port): GET /healthz and
#    /readyz, then SIGTERM and a clean exit. A library missing from the image would fail here.
# Needs root (chroot). Files under .build-ops/ (ignored by git).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
log() { printf '==> %s\n' "$*" >&2; }
die() { printf 'error: %s\n' "$*" >&2; exit 1; }
[[ $(id -u) -eq 0 ]] || die "needs root for chroot"

scratch="$root/.build-ops"
work="$scratch/image-estimate"
base_packages=(base-files netbase tzdata ca-certificates libc6 libssl3 libgcc-s1 libgomp1 libstdc++6)

log "swift build -c release --product rotation-policy-server --static-swift-stdlib -Xlinker -s"
swift build -c release --product rotation-policy-server --static-swift-stdlib -Xlinker -s \
    --scratch-path "$scratch" >&2
binary="$(swift build -c release --scratch-path "$scratch" --show-bin-path)/rotation-policy-server"

rm -rf "$work"
mkdir -p "$work/debs" "$work/base" "$work/app"
install -D -m 0755 "$binary" "$work/app/app/rotation-policy-server"
install -D -m 0644 openapi.yaml "$work/app/usr/share/rotation-policy/openapi.yaml"
log "deploy/container/runtime-libs.sh (as in the Dockerfile)"
deploy/container/runtime-libs.sh "$binary" "$work/app" | sed "s|^$work/app|  |" >&2

log "apt-get download ${base_packages[*]} (the distroless/cc-debian12 stand-in)"
(cd "$work/debs" && apt-get -o APT::Sandbox::User=root download "${base_packages[@]}" >/dev/null)
installed_kb=0
for package in "${base_packages[@]}"; do
    size=$(apt-cache show --no-all-versions "$package" | awk '/^Installed-Size:/ { print $2; exit }')
    installed_kb=$((installed_kb + size))
    printf '  %-16s Installed-Size %6d KiB\n' "$package" "$size" >&2
done
for deb in "$work"/debs/*.deb; do dpkg-deb -x "$deb" "$work/base"; done
rm -rf "$work/base/usr/share/doc" "$work/base/usr/share/man" "$work/base/usr/share/info" \
    "$work/base/usr/share/lintian" "$work/base/usr/share/locale"

bytes() { du -s -B1 --apparent-size "$1" | cut -f1; }
mb() { awk -v b="$1" 'BEGIN { printf "%.1f MB", b / 1e6 }'; }
binary_bytes=$(stat -c %s "$binary")
libs_bytes=$(bytes "$work/app/usr/lib")
base_bytes=$(bytes "$work/base")
total=$((binary_bytes + libs_bytes + base_bytes + $(stat -c %s openapi.yaml)))
printf 'binary (static Swift runtime, stripped): %s\n' "$(mb "$binary_bytes")"
printf 'copied libraries (libmicrohttpd + GnuTLS chain): %s\n' "$(mb "$libs_bytes")"
printf 'distroless/cc-debian12 stand-in, unpacked without docs: %s (Installed-Size sum with docs: %s)\n' \
    "$(mb "$base_bytes")" "$(mb $((installed_kb * 1024)))"
printf 'image estimate (uncompressed): %s\n' "$(mb "$total")"

log "running the binary on that tree: chroot as 10001:10001, 127.0.0.1, a free port"
rootfs="$work/rootfs"
rm -rf "$rootfs"
cp -a "$work/base" "$rootfs"
cp -a "$work/app/." "$rootfs/"
# The loader must find the copied libraries through its built-in paths, with no ld.so.cache to help.
rm -f "$rootfs/etc/ld.so.cache"
env -i ROTATION_POLICY_HOST=127.0.0.1 ROTATION_POLICY_PORT=0 "$(command -v chroot)" --userspec=10001:10001 "$rootfs" \
    /app/rotation-policy-server >"$work/server.log" 2>&1 &
server=$!
trap 'kill -KILL "$server" 2>/dev/null || true' EXIT
port=""
for _ in $(seq 1 100); do
    port=$(grep -s -o 'listening on 127\.0\.0\.1:[0-9]*' "$work/server.log" | grep -o '[0-9]*$' || true)
    [[ -n "$port" ]] && break
    kill -0 "$server" 2>/dev/null || { cat "$work/server.log" >&2; die "the server exited at start in the image tree"; }
    sleep 0.1
done
[[ -n "$port" ]] || { cat "$work/server.log" >&2; die "no 'listening on' line within 10 s"; }
get() {
    exec 3<>"/dev/tcp/127.0.0.1/$port"
    printf 'GET %s HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n' "$1" >&3
    cat <&3
    exec 3<&-
}
health=$(get /healthz)
ready=$(get /readyz)
spec=$(get /openapi.yaml | head -n 1 | tr -d '\r')
[[ "$health" == *'{"status":"ok"}'* ]] || die "GET /healthz: $health"
[[ "$ready" == *'{"status":"ready"}'* ]] || die "GET /readyz: $ready"
[[ "$spec" == *" 200 "* ]] || die "GET /openapi.yaml: $spec"
kill -TERM "$server"
wait "$server" || die "the server did not exit 0 after SIGTERM"
trap - EXIT
grep -q 'stopped' "$work/server.log" || die "no 'stopped' line after SIGTERM"
printf 'in the image tree: GET /healthz ok, GET /readyz ready, GET /openapi.yaml 200, SIGTERM exit 0\n'
