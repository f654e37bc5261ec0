#!/usr/bin/env bash
# Builds release binaries and installs rotation-policy and rotation-policy-server into $PREFIX/bin
# (default /usr/local/bin; use sudo there, or PREFIX=$HOME/.local for a user install).
# Usage: scripts/install.sh [--prefix DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
prefix="${PREFIX:-/usr/local}"
if [[ "${1:-}" == "--prefix" && -n "${2:-}" ]]; then prefix="$2"; fi
bindir="$prefix/bin"

scripts/ensure-deps.sh
scripts/swift-build.sh -c release --product rotation-policy  # says every minute how long it has run
scripts/swift-build.sh -c release --product rotation-policy-server
binpath="$(swift build -c release --show-bin-path)"
mkdir -p "$bindir"
install -m 0755 "$binpath/rotation-policy" "$binpath/rotation-policy-server" "$bindir/"
echo "installed rotation-policy and rotation-policy-server in $bindir"
case ":$PATH:" in *":$bindir:"*) ;; *) echo "note: $bindir is not on your PATH" ;; esac
