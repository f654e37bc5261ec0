#!/usr/bin/env bash
# Quick start, step 2: install what is missing, then run every test: the resolver's unit and fixture
# tests, the HTTP integration tests against the real server binary, the OpenAPI check and the format check.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ci-steps.sh
ci_step "test.sh: ensure-deps" scripts/ensure-deps.sh "$@"

echo "==> swift format lint"
ci_step "test.sh: swift format lint" swift format lint --strict --recursive Package.swift Sources Tests

echo "==> openapi.yaml (OpenAPI 3.1)"
# The validator comes pinned in the project venv (.venv/, scripts/requirements-test.txt).
ci_step "test.sh: python venv (test)" source scripts/venv.sh test
ci_step "test.sh: openapi-spec-validator" python3 -m openapi_spec_validator openapi.yaml

echo "==> README and docs: relative links and anchors resolve, no notes outside the repository"
ci_step "test.sh: links" python3 scripts/check-links.py

echo "==> swift build --build-tests (the first one compiles swift-syntax: several minutes on 2 cores)"
ci_step "test.sh: swift build --build-tests (debug)" swift build --build-tests
echo "==> swift test"
ci_step "test.sh: swift test" swift test --skip-build --parallel
