#!/usr/bin/env bash
# Renders deploy/kubernetes (the base and every overlay) with kustomize and validates each object
# against the Kubernetes JSON schemas, offline, then checks what a schema cannot (check_k8s.py).
#
#   scripts/ops/validate-k8s.sh
#
# Renderer: `kubectl kustomize` (kubectl 1.21+, kustomize v4+) or a standalone `kustomize`; this
# machine kind's image ships kubectl (kustomize v5). Validator: kubernetes-validate from PyPI, which
# ships the schemas of every Kubernetes release in its wheel, so validation needs no network. It runs in
# the project venv (scripts/venv.sh test k8s, pinned in scripts/requirements-k8s.txt); rendered files go
# to .build-k8s/ (ignored by git). Objects are checked in --strict mode (unknown fields are
# errors) against the newest schema it ships and against 1.30, the oldest release whose Pod API has
# the preStop `sleep` action the Deployment uses.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"

log() { printf '==> %s\n' "$*" >&2; }
die() { printf 'error: %s\n' "$*" >&2; exit 1; }

oldest_kubernetes="1.30.0"
out="$root/.build-k8s/rendered"

bin="$(scripts/venv.sh test k8s)"
log "kubernetes-validate $("$bin/kubernetes-validate" --version 2>&1 | tail -n 1)"

if command -v kustomize >/dev/null 2>&1; then
    render=(kustomize build)
    log "renderer: $(kustomize version 2>&1 | head -n 1)"
elif command -v kubectl >/dev/null 2>&1 && kubectl kustomize --help >/dev/null 2>&1; then
    render=(kubectl kustomize)
    log "renderer: kubectl kustomize ($(kubectl version --client 2>/dev/null | grep -i kustomize || echo 'version unknown'))"
else
    die "neither kustomize nor kubectl (1.21+) is on PATH; install one of them to render deploy/kubernetes"
fi

rm -rf "$out"
mkdir -p "$out"
targets=(deploy/kubernetes/base)
for overlay in deploy/kubernetes/overlays/*/; do targets+=("${overlay%/}"); done

for target in "${targets[@]}"; do
    file="$out/$(echo "${target#deploy/kubernetes/}" | tr '/' '-').yaml"
    log "${render[*]} $target > ${file#"$root"/}"
    "${render[@]}" "$target" >"$file"
    for version in "" "$oldest_kubernetes"; do
        log "kubernetes-validate --strict ${version:+-k $version }${file#"$root"/}"
        "$bin/kubernetes-validate" --strict ${version:+-k "$version"} "$file"
    done
done

log "consistency checks (scripts/ops/check_k8s.py)"
"$bin/python" scripts/ops/check_k8s.py "$out"/*.yaml
log "deploy/kubernetes: every object valid"
