#!/usr/bin/env bash
# Quick start, step 2: install what is missing, then run every test: the resolver's unit and fixture
# tests, the HTTP integration tests against the real server binary, the OpenAPI check and the format check.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-deps.sh "$@"

echo "==> swift format lint"
swift format lint --strict --recursive Package.swift Sources Tests

echo "==> openapi.yaml (OpenAPI 3.1)"
# The validator comes pinned in the project venv (.venv/, scripts/requirements-test.txt).
source scripts/venv.sh test
python3 -m openapi_spec_validator openapi.yaml

echo "==> README and docs: relative links and anchors resolve, no notes outside the repository"
python3 scripts/check-links.py

echo "==> swift test"
swift build --build-tests
swift test --skip-build --parallel
