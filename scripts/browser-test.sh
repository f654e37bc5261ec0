#!/usr/bin/env bash
# The playground in a real browser: Debian's chromium + chromium-driver (headless), Selenium and pytest
# from PyPI in the project venv (.venv/, scripts/venv.sh), the real server binary on a free loopback port.
# Screenshots, one per test: Tests/Browser/screenshots/ (a CI artifact). Extra arguments go to pytest.
# Usage: scripts/browser-test.sh [-k name] [-x]
set -euo pipefail
cd "$(dirname "$0")/.."
echo "==> playground in a real browser (Chromium + Selenium)"

sudo_cmd=""
[[ $(id -u) -ne 0 ]] && sudo_cmd="sudo"
missing=()
for package in chromium chromium-driver fonts-dejavu-core; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
# Debian's python3 needs python3-venv for `python3 -m venv` to bring pip.
python3 -c 'import ensurepip, venv' >/dev/null 2>&1 || missing+=(python3-venv)
if ((${#missing[@]})); then
    echo "==> apt-get install ${missing[*]}"
    $sudo_cmd apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# The project venv (.venv/, scripts/venv.sh) with scripts/requirements-browser.txt.
source scripts/venv.sh test browser

swift build --product rotation-policy-server
swift build --product rotation-policy  # the CLI checks the page's "Copy as spec file"
export ROTATION_POLICY_SERVER="$PWD/.build/debug/rotation-policy-server"
export ROTATION_POLICY_CLI="$PWD/.build/debug/rotation-policy"
mkdir -p Tests/Browser/screenshots
rm -f Tests/Browser/screenshots/*.png
python3 -m pytest -q -rs Tests/Browser "$@"
echo "screenshots: $(ls Tests/Browser/screenshots/*.png | wc -l) in Tests/Browser/screenshots/"
