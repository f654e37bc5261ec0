#!/usr/bin/env bash
# Installs what a fresh Debian machine lacks to build and test the service. Safe to rerun: it only
# touches apt when something is missing (Python packages: scripts/venv.sh). Usage: scripts/ensure-deps.sh [--ci]
set -euo pipefail

# python3-venv: the scripts' Python packages live in a project venv (scripts/venv.sh), as Debian's
# own Python refuses pip installs.
apt_packages=(libmicrohttpd-dev pkg-config curl python3 python3-venv)
# strace: ScanFileSystemTests traces the server's file calls while projects are posted.
[[ "${1:-}" == "--ci" ]] && apt_packages+=(wrk strace)

missing=()
for package in "${apt_packages[@]}"; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if ((${#missing[@]})); then
    echo "==> apt-get install ${missing[*]}"
    sudo_cmd=""
    [[ $(id -u) -ne 0 ]] && sudo_cmd="sudo"
    $sudo_cmd apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# Package.swift says swift-tools-version 6.1: an older toolchain fails with a less helpful message.
get_swift="install Swift 6.1 or later (Debian has no package for it): see README, Quick start"
if ! command -v swift >/dev/null 2>&1; then
    echo "error: no Swift toolchain on PATH; $get_swift" >&2
    exit 1
fi
version="$(swift --version 2>&1 | grep -oE 'Swift version [0-9]+\.[0-9]+' | head -1 | grep -oE '[0-9]+\.[0-9]+' || true)"
if [[ -n "$version" ]] && ! printf '6.1\n%s\n' "$version" | sort -C -V; then
    echo "error: Swift $version on PATH ($(command -v swift)); Package.swift needs 6.1 or later: $get_swift" >&2
    exit 1
fi
