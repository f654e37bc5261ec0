"""The real rotation-policy-server binary on a free loopback port, and a real headless Chromium
(Debian's chromium + chromium-driver) driven by Selenium. Every test saves a screenshot under
Tests/Browser/screenshots/ and checks it is not blank."""

import io
import json
import os
import re
import shutil
import subprocess
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from PIL import Image
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

ROOT = Path(__file__).resolve().parents[2]
SCREENSHOTS = Path(__file__).resolve().parent / "screenshots"


class Server:
    def __init__(self, binary: Path):
        self.process = subprocess.Popen(
            [str(binary), "--host", "127.0.0.1", "--port", "0", "--log-level", "info"],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, cwd=ROOT,
        )
        deadline = time.monotonic() + 15
        self.port = None
        self.log = []
        while time.monotonic() < deadline:
            line = self.process.stdout.readline()
            if not line:
                break
            self.log.append(line)
            match = re.search(r"listening on 127\.0\.0\.1:(\d+)", line)
            if match:
                self.port = int(match.group(1))
                break
        if self.port is None:
            self.process.kill()
            raise RuntimeError("the server did not log its port:\n" + "".join(self.log))
        self.url = f"http://127.0.0.1:{self.port}"
        # The server logs a line per request: read them all, or once the pipe's 64 KiB are full the
        # server blocks writing its log and every later page load times out.
        threading.Thread(target=self._drain, daemon=True).start()

    def _drain(self):
        for line in self.process.stdout:
            self.log.append(line)
            del self.log[:-200]

    def request(self, method, path, body=None, content_type="application/json"):
        """(status, headers, body bytes) of one HTTP exchange, errors included."""
        data = body if isinstance(body, (bytes, type(None))) else json.dumps(body).encode()
        req = urllib.request.Request(self.url + path, data=data, method=method)
        if data is not None:
            req.add_header("content-type", content_type)
        try:
            with urllib.request.urlopen(req, timeout=30) as response:
                return response.status, response.headers, response.read()
        except urllib.error.HTTPError as error:
            return error.code, error.headers, error.read()

    def resolve(self, request):
        status, _, body = self.request("POST", "/v1/resolve", request)
        assert status == 200, body
        return json.loads(body)

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


@pytest.fixture(scope="session")
def server():
    binary = Path(os.environ.get("ROTATION_POLICY_SERVER", ROOT / ".build/debug/rotation-policy-server"))
    if not binary.exists():
        pytest.fail(f"no server binary at {binary}: build it first (scripts/browser-test.sh does)")
    s = Server(binary)
    yield s
    s.stop()


@pytest.fixture(scope="session")
def examples(server):
    status, _, body = server.request("GET", "/v1/examples")
    assert status == 200
    return {f"{e['seed']}/{e['name']}": e for e in json.loads(body)["examples"]}


def new_driver():
    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1440,900",
                     "--disable-gpu", "--no-first-run", "--disable-extensions", "--disable-background-networking"]:
        options.add_argument(argument)
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"), options=options)
    driver.set_page_load_timeout(30)
    return driver


@pytest.fixture
def driver(request):
    d = new_driver()
    yield d
    try:
        save_screenshot(d, request.node.name)
    finally:
        d.quit()


def save_screenshot(d, name):
    """Saves the page as it is and fails the test if the picture is blank (one colour, or nearly)."""
    SCREENSHOTS.mkdir(exist_ok=True)
    png = d.get_screenshot_as_png()
    path = SCREENSHOTS / (re.sub(r"[^A-Za-z0-9_.-]+", "_", name) + ".png")
    path.write_bytes(png)
    image = Image.open(io.BytesIO(png)).convert("RGB")
    small = image.resize((image.width // 4, image.height // 4))
    colours = small.getcolors(maxcolors=1 << 16) or []
    most = max(count for count, _ in colours) if colours else 0
    total = small.width * small.height
    assert len(colours) > 50 and most < 0.95 * total, f"screenshot {path} looks blank ({len(colours)} colours)"
    return path


def console_errors(d):
    return [e for e in d.get_log("browser") if e["level"] == "SEVERE"]
