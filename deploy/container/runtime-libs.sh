#!/usr/bin/env bash
# Copies the shared libraries BINARY needs that the runtime base image does not have into
# DEST/usr/lib/<multiarch>/, for `COPY --from=build DEST /` in the Dockerfile's runtime stage.
#
#   runtime-libs.sh BINARY DEST
#
# The runtime base (gcr.io/distroless/cc-debian12) already has glibc (libc, libm, the loader),
# libgcc_s and libstdc++ from Debian 12, so those are left out; everything else in `ldd BINARY`
# (libmicrohttpd and the GnuTLS chain it links) is copied as a regular file under its soname. Both stages
# are Debian 12, so the copies match the base's glibc. scripts/ops/image-size.sh uses this same script.
set -euo pipefail
binary="$1"
dest="$2"
base_provided='^(ld-linux.*|libc|libm|libdl|libpthread|librt|libgcc_s|libstdc\+\+)\.so'
listing=$(ldd "$binary")
if grep -q 'not found' <<<"$listing"; then
    printf 'error: unresolved libraries:\n%s\n' "$listing" >&2
    exit 1
fi
while read -r path; do
    name=$(basename "$path")
    if [[ "$name" =~ $base_provided ]]; then continue; fi
    target="$dest/usr/lib/$(basename "$(dirname "$path")")/$name"
    install -D -m 0644 "$(readlink -f "$path")" "$target"
    printf '%s\n' "$target"
done < <(awk '$2 == "=>" && $3 ~ /^\// { print $3 }' <<<"$listing")
