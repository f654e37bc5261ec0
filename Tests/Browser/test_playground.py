"""The playground in a real headless Chromium against the real server. Expected values come from the API
(asked directly over HTTP by the test) or from the fixtures' hand-written `expect`, never from the page."""

import base64
import json
import os
import re
import subprocess
import time
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

from conftest import ROOT, console_errors, new_driver, save_screenshot

# Independent of the page's own table: interface landscapeLeft has the home button on the left, so the
# phone's top points right (clockwise 90°).
ANGLE = {"portrait": 0, "landscapeLeft": 90, "landscapeRight": -90, "portraitUpsideDown": 180}

THREE_SEEDS = [
    "seed-000/01-push-player-portrait-then-landscape",
    "seed-003/03-second-window-hijacks-status-bar",
    "seed-004/05-pop-without-restore-leaves-landscape",
]
CRASH = "seed-000/08-preferred-outside-mask-crash"
LAUNCH_CRASH = "seed-001/02-empty-intersection-throws-ios7"


# ---- helpers -------------------------------------------------------------------------------------

def ready_count(d):
    return int(d.execute_script("return document.body.dataset.ready || '0'"))


def wait_run(d, after):
    """Waits until a run later than `after` finished (answer, trace and per-step answers drawn)."""
    WebDriverWait(d, 30).until(lambda x: ready_count(x) > after)
    return d.execute_script("return document.body.dataset.outcome")


def open_page(d, server, fragment=""):
    d.get(server.url + "/" + fragment)
    wait_run(d, 0)


def choose_example(d, key):
    seed, name = key.split("/")
    before = ready_count(d)
    option = d.find_element(By.XPATH, f'//select[@id="examples"]/optgroup[@label="{seed}"]/option[text()="{name}"]')
    select = Select(d.find_element(By.ID, "examples"))
    select.select_by_value("")  # so that choosing the example already shown is a change too
    select.select_by_value(option.get_attribute("value"))
    assert wait_run(d, before) == "ok"


def editor_text(d):
    return d.execute_script("return document.getElementById('editor').value")


def card(d, event):
    return d.find_element(By.CSS_SELECTOR, f'#timeline li.card[data-step="{event}"]')


def rendered_rotation(c):
    body = c.find_element(By.CSS_SELECTOR, "svg.phone g.device-body")
    match = re.fullmatch(r"rotate\((-?\d+) 60 60\)", body.get_attribute("transform"))
    assert match, body.get_attribute("transform")
    box = c.find_element(By.CSS_SELECTOR, "svg.phone rect.body").rect
    return int(match.group(1)), box["width"], box["height"]


def timeline_snapshot(d):
    return d.execute_script("""
        return [...document.querySelectorAll('#timeline li.card')].map(li => ({
          step: li.dataset.step, io: li.dataset.interfaceOrientation, device: li.dataset.deviceOrientation,
          supported: li.dataset.supported, rotation: li.querySelector('g.device-body')?.getAttribute('transform'),
          text: li.innerText}));""")


def line_of(text, offset):
    return text.count("\n", 0, offset) + 1


# ---- tests ---------------------------------------------------------------------------------------

def test_page_is_served_with_a_strict_policy_and_loads_cleanly(server, driver):
    status, headers, body = server.request("GET", "/")
    assert status == 200 and headers["content-type"].startswith("text/html")
    csp = headers["content-security-policy"]
    for part in ["default-src 'none'", "script-src 'self'", "style-src 'self'", "connect-src 'self'", "frame-ancestors 'none'"]:
        assert part in csp
    assert "unsafe" not in csp
    assert headers["x-content-type-options"] == "nosniff"
    html = body.decode()
    assert not re.search(r"<script(?![^>]*\bsrc=)[^>]*>", html), "inline script"
    assert " style=" not in html and "<style" not in html, "inline style"
    for name, kind in [("app.js", "text/javascript"), ("style.css", "text/css")]:
        s, h, _ = server.request("GET", "/playground/" + name)
        assert s == 200 and h["content-type"].startswith(kind) and h["x-content-type-options"] == "nosniff"
    assert server.request("GET", "/playground/nope.js")[0] == 404
    assert server.request("GET", "/playground/../openapi.yaml")[0] == 404
    assert server.request("POST", "/")[0] == 405

    # Every seed fixture on disk is offered, with its story.
    on_disk = sorted(p for pattern in ["explore/*.json", "seed-*/*.json"] for p in (ROOT / "Tests/Fixtures").glob(pattern)
                     if not p.name.endswith(".expected.json"))
    _, _, body = server.request("GET", "/v1/examples")
    listed = json.loads(body)["examples"]
    assert [f"{e['seed']}/{e['name']}.json" for e in listed] == [f"{p.parent.name}/{p.name}" for p in on_disk]
    assert all(e["story"] and e["request"] for e in listed)

    open_page(driver, server)
    options = driver.find_elements(By.CSS_SELECTOR, "#examples optgroup option")
    assert len(options) == len(listed)
    assert driver.find_elements(By.CSS_SELECTOR, "#timeline li.card")
    assert console_errors(driver) == []  # a CSP violation or a script error would be logged here


@pytest.mark.parametrize("key", THREE_SEEDS)
def test_outline_rotation_and_chips_match_the_api_at_each_step(server, examples, driver, key):
    open_page(driver, server)
    choose_example(driver, key)
    request = examples[key]["request"]
    answer = server.resolve(request)
    assert answer["steps"], "a seed with no steps tests nothing here"
    for step in answer["steps"]:
        c = card(driver, step["event"])
        io = step["interfaceOrientation"]
        assert c.get_attribute("data-interface-orientation") == io
        angle, width, height = rendered_rotation(c)
        assert angle == ANGLE[io], (step["event"], io, angle)
        # The drawn body really is wide in landscape and tall in portrait.
        assert (width > height) == io.startswith("landscape"), (step["event"], io, width, height)
        chips_on = [li.get_attribute("data-orientation") for li in c.find_elements(By.CSS_SELECTOR, ".chip.on")]
        assert chips_on == step["supportedOrientations"]["orientations"]
        assert len(c.find_elements(By.CSS_SELECTOR, ".chip")) == 4
        # The physical device beside it: the API's answer for the events up to this one.
        prefix = server.resolve({**request, "events": request.get("events", [])[: step["event"] + 1]})
        assert c.get_attribute("data-device-orientation") == prefix["deviceOrientation"]
        assert step["reason"] in c.text and step["rule"] in c.text
    final = answer["steps"][-1]
    assert final["decidingController"] in driver.find_element(By.ID, "summary").text


@pytest.mark.parametrize("key", [CRASH, LAUNCH_CRASH])
def test_crash_example_shows_uikit_exact_exception_text(server, examples, driver, key):
    open_page(driver, server)
    choose_example(driver, key)
    fixture = json.loads((ROOT / f"Tests/Fixtures/{key}.json").read_text())
    expected = fixture["expect"]["violation"]  # written by hand from the rules, not by the service
    step = "start" if expected["event"] is None else expected["event"]
    c = card(driver, step)
    violation = c.find_element(By.CSS_SELECTOR, ".violation")
    assert violation.find_element(By.CSS_SELECTOR, ".exception").text == expected["exception"]
    assert violation.find_element(By.CSS_SELECTOR, ".reason-text").text == expected["reason"]
    if key == CRASH:
        assert "preferredInterfaceOrientationForPresentation 'landscapeRight' must match a supported interface orientation: 'portrait'!" in violation.text
    assert "has-violation" in c.get_attribute("class")
    assert f"Terminated by {expected['exception']}" in driver.find_element(By.ID, "summary").text
    # The events after the crash are listed as not applied.
    later = driver.find_elements(By.CSS_SELECTOR, "#timeline li.not-applied")
    applied = 0 if expected["event"] is None else expected["event"] + 1
    assert len(later) == len(fixture["request"].get("events", [])) - applied
    # The crashing step is selected, and the controller the exception names is highlighted in the tree.
    assert c.find_element(By.CSS_SELECTOR, ".card-select").get_attribute("aria-pressed") == "true"
    if expected.get("controller"):
        node = driver.find_element(By.CSS_SELECTOR, f'#tree .node[data-controller="{expected["controller"]}"]')
        assert "deciding" in node.get_attribute("class") or "named" in node.get_attribute("class")


def test_clicking_a_step_shows_its_trace_and_highlights_the_named_controllers(server, examples, driver):
    key = "seed-004/05-pop-without-restore-leaves-landscape"
    open_page(driver, server)
    choose_example(driver, key)
    request = examples[key]["request"]
    traced = server.resolve({**request, "options": {**request.get("options", {}), "trace": True}})
    for step in traced["steps"][:2]:
        # Keyboard: focus the card's button and press Enter.
        button = card(driver, step["event"]).find_element(By.CSS_SELECTOR, ".card-select")
        button.send_keys(Keys.ENTER)
        assert button.get_attribute("aria-pressed") == "true"
        lines = [li.text for li in driver.find_elements(By.CSS_SELECTOR, "#detail .trace > li")]
        assert lines == step["trace"]
        named = {m for line in step["trace"] for m in re.findall(r"<[^<>:]+: ([^<>]+)>", line)}
        assert named
        for name in named:
            node = driver.find_element(By.CSS_SELECTOR, f'#tree .node[data-controller="{name}"]')
            assert "named" in node.get_attribute("class"), name
        decider = driver.find_element(By.CSS_SELECTOR, f'#tree .node[data-controller="{step["decidingController"]}"]')
        assert "deciding" in decider.get_attribute("class")
        assert f"after #{step['event']}" in driver.find_element(By.ID, "tree-when").text


def test_an_invalid_edit_shows_the_api_error_at_its_path(server, examples, driver):
    key = "seed-004/05-pop-without-restore-leaves-landscape"
    open_page(driver, server)
    choose_example(driver, key)
    text = editor_text(driver)
    # Select the first mask value written as "portrait" and type a typo over it, as a user would.
    match = re.search(r'"supportedOrientations": ("portrait")', text)
    assert match
    start, end = match.span(1)
    editor = driver.find_element(By.ID, "editor")
    editor.click()
    driver.execute_script("arguments[0].setSelectionRange(arguments[1], arguments[2])", editor, start, end)
    editor.send_keys('"landscap"')
    edited = editor_text(driver)
    assert edited == text[:start] + '"landscap"' + text[end:]
    before = ready_count(driver)
    editor.send_keys(Keys.CONTROL, Keys.ENTER)
    assert wait_run(driver, before) == "problem"

    status, _, body = server.request("POST", "/v1/resolve", edited.encode())
    problem = json.loads(body)
    assert status == 400
    path = problem["errors"][0]["path"]
    errors = driver.find_element(By.ID, "errors")
    assert errors.is_displayed()
    assert errors.find_element(By.CSS_SELECTOR, ".path").text == path
    assert problem["errors"][0]["message"] in errors.text
    line = line_of(edited, start)
    assert f"line {line}:" in errors.text
    assert f"⚠ {line}" in driver.find_element(By.ID, "gutter").text
    selected = driver.execute_script("const e = arguments[0]; return e.value.slice(e.selectionStart, e.selectionEnd)", editor)
    assert '"landscap"' in selected
    assert editor.get_attribute("aria-invalid") == "true"
    inline = driver.find_element(By.ID, "inline-error")  # the message drawn under the line it is about
    assert inline.is_displayed() and path in inline.text
    assert driver.find_element(By.ID, "stale").is_displayed()  # the old timeline is marked as not this request's

    # Broken JSON: the malformed-json problem's byte offset becomes a line.
    driver.execute_script("arguments[0].setSelectionRange(0, arguments[0].value.length)", editor)
    editor.send_keys('{"root": {"id": "a"},\n  "events": [}')
    before = ready_count(driver)
    driver.find_element(By.ID, "run").click()
    assert wait_run(driver, before) == "problem"
    assert "Malformed JSON" in errors.text and "line 2:" in errors.text


EXPLORE_EXAMPLE = "explore/seed-004-pop-back-strands-landscape"


@pytest.fixture
def explored(server, examples):
    """The API's own explore answer for the example; skips (before any browser starts) without the endpoint."""
    status, _, body = server.request("POST", "/v1/explore", examples[EXPLORE_EXAMPLE]["request"])
    if status == 404:
        pytest.skip("POST /v1/explore is not on this server: the endpoint is being built on main (issue 9); "
                    "the page's Explore button reports it and this test runs once it lands")
    assert status == 200, body
    return json.loads(body)


def test_explore_and_replay_a_finding(server, examples, explored, driver):
    open_page(driver, server)
    choose_example(driver, EXPLORE_EXAMPLE)  # Run leaves the `explore` member out; Explore sends it
    driver.find_element(By.ID, "explore").click()
    WebDriverWait(driver, 60).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#findings .finding-item")
                                   or "Nothing found" in d.find_element(By.ID, "findings").text)
    items = driver.find_elements(By.CSS_SELECTOR, "#findings .finding-item")
    assert len(items) == len(explored["findings"])
    # The fixture's findings were derived by hand from the rules: the page lists each of them.
    expected = json.loads((ROOT / f"Tests/Fixtures/{EXPLORE_EXAMPLE}.json").read_text())["expectFindings"]
    shown = [(i.get_attribute("data-kind"), i.find_element(By.CSS_SELECTOR, ".path-of-events").text) for i in items]
    for want in expected:
        path = " → ".join(want["eventTypes"])
        assert any(kind == want["kind"] and text.replace("[", "").replace("]", "") == path for kind, text in shown), (want, shown)
    k, finding = next((k, f) for k, f in enumerate(explored["findings"]) if f["eventTypes"] == expected[0]["eventTypes"])
    assert finding["message"] in items[k].text
    before = ready_count(driver)
    items[k].find_element(By.CSS_SELECTOR, "button.replay").click()
    assert wait_run(driver, before) == "ok"
    assert json.loads(editor_text(driver)) == finding["witness"]
    replayed = server.resolve(finding["witness"])
    c = card(driver, finding["event"])
    assert "selected" in c.get_attribute("class")
    assert len(driver.find_elements(By.CSS_SELECTOR, "#timeline li.card")) == 1 + len(replayed["steps"])
    shown_here = [f["message"] for f in replayed.get("findings", []) if f["event"] == finding["event"]]
    assert shown_here, "the witness, resolved, shows the finding at its event"
    for message in shown_here:
        assert message in c.text
    # The stranded screen: the card's interface orientation is outside its supported chips.
    step = next(s for s in replayed["steps"] if s["event"] == finding["event"])
    assert step["interfaceOrientation"] not in step["supportedOrientations"]["orientations"]
    assert c.find_element(By.CSS_SELECTOR, ".outside").is_displayed()


def test_a_shared_link_reproduces_the_timeline_in_a_fresh_page(server, driver, request):
    key = "seed-000/06-login-from-landscape-player"
    open_page(driver, server)
    choose_example(driver, key)
    url = driver.current_url
    assert "#z=" in url, "Chromium has CompressionStream: the fragment should be the compressed form"
    original = timeline_snapshot(driver)
    text = editor_text(driver)
    assert len(original) > 2

    fresh = new_driver()
    try:
        fresh.get(url)
        assert wait_run(fresh, 0) == "ok"
        assert editor_text(fresh) == text
        assert timeline_snapshot(fresh) == original
        save_screenshot(fresh, request.node.name + "_fresh")
        # The uncompressed fallback form of the link reads the same.
        plain = base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")
        fresh.get("about:blank")
        fresh.get(server.url + "/#j=" + plain)
        assert wait_run(fresh, 0) == "ok"
        assert timeline_snapshot(fresh) == original
        assert console_errors(fresh) == []
    finally:
        fresh.quit()


def test_a_shared_link_that_inflates_past_the_body_limit_is_refused_with_a_message(server, driver, request):
    # 8 MiB of one repeated request inflates from about 8 KB of deflate: past the 4 MiB cap.
    import zlib
    member = b'{"type":"deviceOrientation","orientation":"landscapeLeft"},'
    text = b'{"root":{"id":"home"},"events":[' + member * (8 * 1048576 // len(member)) + b'{"type":"orientationLock","locked":true}]}'
    squeeze = zlib.compressobj(9, zlib.DEFLATED, -15)
    link = base64.urlsafe_b64encode(squeeze.compress(text) + squeeze.flush()).decode().rstrip("=")
    assert len(link) < 100_000
    driver.get(server.url + "/#z=" + link)
    WebDriverWait(driver, 30).until(lambda d: "larger than 4 MiB" in d.find_element(By.ID, "status").text)
    assert "it was not opened" in driver.find_element(By.ID, "status").text
    assert len(editor_text(driver)) < 1_000_000, "the inflated text must not reach the editor"
    assert console_errors(driver) == []
    # The same request under the cap opens as usual.
    small = b'{"root":{"id":"home"},"events":[' + member * 1000 + b'{"type":"orientationLock","locked":true}]}'
    squeeze = zlib.compressobj(9, zlib.DEFLATED, -15)
    driver.get("about:blank")
    driver.get(server.url + "/#z=" + base64.urlsafe_b64encode(squeeze.compress(small) + squeeze.flush()).decode().rstrip("="))
    assert wait_run(driver, 0) == "ok"
    assert json.loads(editor_text(driver)) == json.loads(small)
    save_screenshot(driver, request.node.name)


def read_clipboard(d):
    return d.execute_async_script("navigator.clipboard.readText().then(arguments[0], e => arguments[0]('ERROR ' + e))")


def test_copy_as_curl_and_as_spec_file(server, examples, driver, tmp_path):
    key = "seed-002/10-allow-rotation-flag-not-reset-ios10-contradicts-article"
    open_page(driver, server)
    driver.execute_cdp_cmd("Browser.grantPermissions", {
        "origin": server.url, "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
    choose_example(driver, key)
    request = examples[key]["request"]
    answer = server.resolve(request)

    driver.find_element(By.ID, "copy-curl").click()
    WebDriverWait(driver, 10).until(lambda d: "Copied the curl" in d.find_element(By.ID, "status").text)
    command = read_clipboard(driver)
    assert command.startswith(f"curl -s {server.url}/v1/resolve "), command[:80]
    # The command, run by a real shell and a real curl, gets the same answer.
    ran = subprocess.run(["bash", "-c", command], capture_output=True, text=True, timeout=30, check=True)
    assert json.loads(ran.stdout) == answer

    driver.find_element(By.ID, "copy-spec").click()
    WebDriverWait(driver, 10).until(lambda d: "Copied the spec file" in d.find_element(By.ID, "status").text)
    spec = json.loads(read_clipboard(driver))
    assert spec["story"] == examples[key]["story"]
    assert spec["request"] == request
    expect = spec["expect"]
    assert expect["interfaceOrientation"] == answer["interfaceOrientation"]
    assert expect["violation"] == answer["violation"] and expect["terminated"] == answer["terminated"]
    assert [s["interfaceOrientation"] for s in expect["steps"]] == [s["interfaceOrientation"] for s in answer["steps"]]
    # The real CLI runs the copied spec against the library and finds it holds.
    cli = Path(os.environ.get("ROTATION_POLICY_CLI", ROOT / ".build/debug/rotation-policy"))
    assert cli.exists(), f"no CLI at {cli}: scripts/browser-test.sh builds it"
    spec_file = tmp_path / "copied.json"
    spec_file.write_text(read_clipboard(driver))
    checked = subprocess.run([str(cli), "check", str(spec_file)], capture_output=True, text=True, timeout=60)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    # Where the fixture has hand-written expectations, the copied spec agrees with them.
    fixture = json.loads((ROOT / f"Tests/Fixtures/{key}.json").read_text())["expect"]
    for field in ("interfaceOrientation", "decidingController", "terminated"):
        if field in fixture:
            assert expect[field] == fixture[field], field


CONTRAST_JS = """
const parse = (c) => { const m = c.match(/[\\d.]+/g).map(Number); return {r: m[0], g: m[1], b: m[2], a: m.length > 3 ? m[3] : 1}; };
const lum = ({r, g, b}) => { const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b); };
const mix = (fg, bg, a) => ({r: fg.r * a + bg.r * (1 - a), g: fg.g * a + bg.g * (1 - a), b: fg.b * a + bg.b * (1 - a)});
const failures = [];
for (const el of document.querySelectorAll('body *')) {
  const own = [...el.childNodes].some(n => n.nodeType === 3 && n.textContent.trim());
  if (!own || !el.getClientRects().length) continue;
  const style = getComputedStyle(el);
  if (style.visibility === 'hidden' || el.closest('[hidden], svg, .offscreen, .visually-hidden, option')) continue;
  let opacity = 1, bg = null;
  for (let e = el; e; e = e.parentElement) {
    const s = getComputedStyle(e);
    opacity *= Number(s.opacity);
    if (!bg) { const c = parse(s.backgroundColor); if (c.a === 1) bg = c; }
  }
  bg = bg || {r: 255, g: 255, b: 255};
  const fg = parse(style.color);
  const shown = mix(fg, bg, fg.a * opacity);
  const [hi, lo] = [lum(shown), lum(bg)].sort((a, b) => b - a);
  const ratio = (hi + 0.05) / (lo + 0.05);
  const large = parseFloat(style.fontSize) >= 24 || (parseFloat(style.fontSize) >= 18.66 && Number(style.fontWeight) >= 700);
  if (ratio < (large ? 3 : 4.5)) failures.push(`${el.tagName}.${el.className}: ${ratio.toFixed(2)} '${el.textContent.trim().slice(0, 40)}'`);
}
return failures;
"""


@pytest.mark.parametrize("key", [CRASH, "seed-004/05-pop-without-restore-leaves-landscape"])
def test_text_contrast_meets_wcag_aa(server, driver, key):
    """Every visible text on the page, with the opacity it is drawn with, against its background: 4.5:1
    (3:1 for large text). Text in the answer of a refused request is dimmed on purpose and not on screen here."""
    open_page(driver, server)
    choose_example(driver, key)
    assert driver.execute_script(CONTRAST_JS) == []


REPUSH = {
    "app": {"iosVersion": "15.0"}, "interfaceOrientation": "portrait",
    "root": {"id": "nav", "kind": "navigationController", "forwarding": "top",
             "children": [{"id": "list", "supportedOrientations": "portrait"}]},
    "events": [
        {"type": "push", "navigation": "nav", "controller": {"id": "player", "supportedOrientations": "landscape"}},
        {"type": "pop", "navigation": "nav"},
        {"type": "push", "navigation": "nav", "controller": "player"},
        {"type": "present", "presenter": "player", "style": "fullScreen", "controller": {"id": "sheet", "supportedOrientations": "all"}},
        {"type": "dismiss", "controller": "sheet"},
        {"type": "present", "presenter": "list", "style": "fullScreen", "controller": "sheet"},
    ],
}


def test_tree_follows_each_step_with_controllers_named_by_id(server, driver):
    """Push again after a pop and present again after a dismissal, by id; the last present is refused by
    UIKit (the list's view is not in the window). At every step the tree holds the API's decider."""
    text = json.dumps(REPUSH, indent=2)
    plain = base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")
    open_page(driver, server, "#j=" + plain)
    answer = server.resolve(REPUSH)
    assert [w["code"] for w in answer["warnings"] if w["event"] == 5] == ["presentRefused"]
    sheet_shown = {0: False, 1: False, 2: False, 3: True, 4: False, 5: False}
    for step in answer["steps"]:
        card(driver, step["event"]).find_element(By.CSS_SELECTOR, ".card-select").click()
        tree = driver.find_element(By.ID, "tree")
        decider = tree.find_element(By.CSS_SELECTOR, f'.node[data-controller="{step["decidingController"]}"]')
        assert "deciding" in decider.get_attribute("class"), step
        assert bool(tree.find_elements(By.CSS_SELECTOR, '.node[data-controller="sheet"]')) == sheet_shown[step["event"]], step
        players = tree.find_elements(By.CSS_SELECTOR, '.node[data-controller="player"]')
        assert len(players) == (0 if step["event"] == 1 else 1), step


def test_rule_numbers_link_to_their_entry_in_the_served_rules_reference(server, driver):
    open_page(driver, server)
    choose_example(driver, CRASH)
    links = {a.text: a.get_attribute("href") for a in driver.find_elements(By.CSS_SELECTOR, "#timeline a.rule, #detail a.rule")}
    assert "§7 E2" in links, links
    on_disk = (ROOT / "docs/rules.md").read_text()
    status, headers, body = server.request("GET", "/docs/rules.md")
    assert status == 200 and body.decode() == on_disk
    for rule, href in links.items():
        driver.get(href)
        WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.body.dataset.ready"))
        anchor = href.split("#", 1)[1]
        # The anchor exists and the heading right after it names the rule.
        heading = driver.execute_script(
            "const a = document.getElementById(arguments[0]); let e = a && a.nextElementSibling;"
            "return e ? e.tagName + ' ' + e.textContent : null;", anchor)
        assert heading and heading.startswith("H3 " + rule + " —"), (rule, href, heading)
    assert console_errors(driver) == []


# ---- issue 23: nothing stale, preset classes, whole words ------------------------------------------

def test_run_of_another_request_marks_the_explore_findings_and_the_story_stale(server, examples, explored, driver):
    open_page(driver, server)
    choose_example(driver, EXPLORE_EXAMPLE)
    story = driver.find_element(By.ID, "story").text
    assert story == examples[EXPLORE_EXAMPLE]["story"]
    driver.find_element(By.ID, "explore").click()
    WebDriverWait(driver, 60).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#findings .finding-item"))
    section = driver.find_element(By.ID, "findings-section")
    assert not driver.find_element(By.ID, "findings-stale").is_displayed()
    assert section.get_attribute("data-stale") == "false"
    # Replaying a finding runs its witness: the findings are still about it, the replay has its own story.
    before = ready_count(driver)
    driver.find_elements(By.CSS_SELECTOR, "#findings .finding-item button.replay")[0].click()
    assert wait_run(driver, before) == "ok"
    assert not driver.find_element(By.ID, "findings-stale").is_displayed()
    assert "Replay of a finding" in driver.find_element(By.ID, "story").text
    # The user's own request: Run marks the findings and the story stale, and the menu forgets the example.
    own = {"app": {"iosVersion": "17.0"}, "root": {"id": "mine", "supportedOrientations": "portrait"}, "events": []}
    driver.execute_script("document.getElementById('editor').value = arguments[0];", json.dumps(own, indent=2))
    before = ready_count(driver)
    driver.find_element(By.ID, "run").click()
    assert wait_run(driver, before) == "ok"
    banner = driver.find_element(By.ID, "findings-stale")
    assert banner.is_displayed() and "earlier request" in banner.text
    assert section.get_attribute("data-stale") == "true" and "stale" in section.get_attribute("class")
    assert float(driver.find_element(By.ID, "findings").value_of_css_property("opacity")) < 1
    story_now = driver.find_element(By.ID, "story")
    assert story_now.text != story and "no longer describes" in story_now.text
    assert "stale" in story_now.get_attribute("class")
    assert Select(driver.find_element(By.ID, "examples")).first_selected_option.get_attribute("value") == ""
    save_screenshot(driver, "stale_findings_after_run")
    # Explore again: the findings are this request's, and not stale.
    driver.find_element(By.ID, "explore").click()
    WebDriverWait(driver, 60).until(lambda d: d.find_element(By.ID, "findings-section").get_attribute("data-stale") == "false")
    assert "Nothing found" in driver.find_element(By.ID, "findings").text
    assert not driver.find_element(By.ID, "findings-stale").is_displayed()


FLUTTER_TABS = {
    "app": {"iosVersion": "17.0"},
    "root": {"id": "tabs", "kind": "tabBarController", "forwarding": "selected", "children": [
        {"id": "feed", "supportedOrientations": "portrait"},
        {"id": "shop", "preset": "FlutterViewController"},
        {"id": "own", "class": "Demo.OwnViewController", "preset": "FlutterViewController"},
    ]},
    "events": [{"type": "selectTab", "tabBar": "tabs", "index": 1}],
}


def test_the_tree_shows_the_class_a_preset_filled_in(server, driver):
    status, _, body = server.request("GET", "/v1/presets")
    assert status == 200
    preset = next(p for p in json.loads(body)["presets"] if p["name"] == "FlutterViewController")
    expected = [b for b in preset["behaviours"] if b["fromIOS"] <= 17 and b["idiom"] in (None, "phone")][-1]["class"]
    plain = base64.urlsafe_b64encode(json.dumps(FLUTTER_TABS).encode()).decode().rstrip("=")
    open_page(driver, server, "#j=" + plain)
    shop = driver.find_element(By.CSS_SELECTOR, '#tree .node[data-controller="shop"]')
    cls = shop.find_element(By.CSS_SELECTOR, ".cls")
    assert cls.text == expected and "preset" in cls.get_attribute("class")
    assert cls.get_attribute("title") == "filled in by the preset FlutterViewController"
    # A class the request sets itself wins over the preset's, as in the API.
    own = driver.find_element(By.CSS_SELECTOR, '#tree .node[data-controller="own"] .cls')
    assert own.text == "Demo.OwnViewController" and "preset" not in own.get_attribute("class")


# Where each text node of `selector` wraps: the characters on both sides of every line break.
WRAPS = r"""
const out = [];
for (const el of document.querySelectorAll(arguments[0])) {
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  let previous = null;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const range = document.createRange();
    for (let i = 0; i < node.length; i++) {
      range.setStart(node, i); range.setEnd(node, i + 1);
      const rect = range.getClientRects()[0];
      const ch = node.data[i];
      // A space at a line's end collapses to nothing: remember it, the wrap is after a space.
      if (!rect || rect.width === 0) { if (previous && /\s/.test(ch)) previous.ch = " "; continue; }
      if (previous && rect.top > previous.top + 2) out.push([previous.ch, ch, el.innerText.slice(0, 60)]);
      previous = { top: rect.top, ch };
    }
  }
}
return out;
"""


def test_identifiers_wrap_between_words_never_inside_one(server, examples, driver):
    driver.set_window_size(1100, 900)  # narrow cards: the crash text must wrap
    open_page(driver, server)
    choose_example(driver, CRASH)
    c = card(driver, 0)
    wraps = driver.execute_script(WRAPS, f'#timeline li.card[data-step="0"] .violation *')
    assert wraps, "the exception text wraps in a card this narrow"
    for before, after, text in wraps:
        # A wrap follows a space, or falls between two words of a camelCase identifier.
        assert before == " " or after == " " or (before.islower() or before.isdigit()) and after.isupper() \
            or before in ".:'(" or after in "'", (before, after, text)
    exception = c.find_element(By.CSS_SELECTOR, ".exception")
    assert exception.text == "UIApplicationInvalidInterfaceOrientation", "no character added by the breaks"
    save_screenshot(driver, "identifiers_wrap_between_words")


def test_explore_stopped_by_a_budget_says_which_and_what_raises_it(server, explored, driver):
    request = {"app": {"iosVersion": "17.0"}, "root": {"id": "home", "supportedOrientations": "portrait"},
               "events": [], "explore": {"maxStates": 2}}
    status, _, body = server.request("POST", "/v1/explore", request)
    stats = json.loads(body)["stats"]
    assert status == 200 and stats["exhaustive"] is False and stats["distinctStates"] == 2, stats
    plain = base64.urlsafe_b64encode(json.dumps(request).encode()).decode().rstrip("=")
    open_page(driver, server, "#j=" + plain)
    driver.find_element(By.ID, "explore").click()
    WebDriverWait(driver, 60).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#findings .budget"))
    text = driver.find_element(By.CSS_SELECTOR, "#findings .budget").text
    assert f"only {stats['statesExplored']} state(s) were expanded" in text, text
    assert "The state budget stopped it (maxStates 2): raise explore.maxStates." in text, text


# ---- From code (POST /v1/scan) -------------------------------------------------------------------

SMALL_APP = """import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow()
        window?.rootViewController = LibraryViewController()
        window?.makeKeyAndVisible()
        return true
    }
}

class LibraryViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        [.portrait, .landscapeLeft]
    }

    override var shouldAutorotate: Bool { false }

    @objc func play() {
        present(PlayerViewController(), animated: true)
    }
}

class PlayerViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
}
"""


def scan_and_wait(d):
    """Clicks Scan and waits for its outcome in the panel (data-outcome ok or problem)."""
    d.execute_script("delete document.getElementById('from-code').dataset.outcome")
    d.find_element(By.ID, "fc-scan").click()
    WebDriverWait(d, 30).until(lambda x: x.execute_script("return document.getElementById('from-code').dataset.outcome") in ("ok", "problem"))
    return d.execute_script("return document.getElementById('from-code').dataset.outcome")


def paste_file(d, name, text):
    d.find_element(By.CSS_SELECTOR, "#from-code > summary").click()
    d.find_element(By.ID, "fc-name").send_keys(name)
    # The text goes in as a paste would (send_keys would type it key by key, with the editor's auto-indent).
    d.execute_script("const t = document.getElementById('fc-paste'); t.value = arguments[0]; t.dispatchEvent(new Event('input'))", text)


def drop(d, files):
    """Drops files (name → text) on the panel as a drag from the desktop would (a DataTransfer of Files)."""
    d.execute_script("""
        const dt = new DataTransfer();
        for (const [name, text] of Object.entries(arguments[0])) dt.items.add(new File([text], name));
        document.getElementById('fc-drop').dispatchEvent(new DragEvent('drop', {dataTransfer: dt, bubbles: true, cancelable: true}));""", files)
    WebDriverWait(d, 10).until(lambda x: all(x.find_elements(By.XPATH, f'//ul[@class="fc-list"]/li[starts-with(., "{name} ")]') for name in files))


def test_from_code_pasted_swift_becomes_the_request_and_runs(server, driver):
    open_page(driver, server)
    paste_file(driver, "App/AppDelegate.swift", SMALL_APP)
    before = ready_count(driver)
    assert scan_and_wait(driver) == "ok"
    assert wait_run(driver, before) == "ok"  # the scanned request is run as an example is

    request = json.loads(editor_text(driver))
    # What the code says, read by hand: the window's root is LibraryViewController with its literal mask
    # and shouldAutorotate; the present in play() is an explore action.
    root = request["root"]
    assert {k: v for k, v in root.items() if k != "id"} == {
        "class": "LibraryViewController", "supportedOrientations": ["portrait", "landscapeLeft"], "shouldAutorotate": False}
    [action] = request["explore"]["actions"]
    assert action["type"] == "present" and action["presenter"] == root["id"]
    assert action["controller"]["class"] == "PlayerViewController" and action["controller"]["supportedOrientations"] == "landscape"
    # The same as the service's own scan of that file.
    status, _, body = server.request("POST", "/v1/scan", {"files": [{"path": "App/AppDelegate.swift", "content": SMALL_APP}]})
    assert status == 200
    spec = json.loads(body)
    assert request == {**spec["request"], "explore": spec["explore"]}
    story = driver.find_element(By.ID, "story").text
    assert "1 file(s)" in story
    for u in spec["unresolved"]:
        assert u["what"] in story and u["what"] in driver.find_element(By.ID, "fc-result").get_attribute("textContent")
    # The panel folds so that the editor comes into view; it keeps its result for when it is opened.
    assert driver.find_element(By.ID, "from-code").get_attribute("open") is None

    # Run works, and its timeline is the service's answer for the request without `explore`.
    before = ready_count(driver)
    driver.find_element(By.ID, "run").click()
    assert wait_run(driver, before) == "ok"
    answer = server.resolve(spec["request"])
    summary = driver.find_element(By.ID, "summary").text
    assert answer["interfaceOrientation"] in summary
    assert ", ".join(answer["supportedOrientations"]["orientations"]) in summary
    assert driver.find_element(By.ID, "errors").is_displayed() is False

    # Explore works on it: the scanned actions reach the explorer, which finds what the service finds.
    driver.find_element(By.ID, "explore").click()
    WebDriverWait(driver, 60).until(lambda x: x.find_element(By.ID, "status").text.startswith("Explore:"))
    status, _, body = server.request("POST", "/v1/explore", request)
    assert status == 200, body
    findings = json.loads(body)["findings"]
    assert findings, "the scanned app explores to nothing: the comparison below would be empty"
    assert [li.get_attribute("data-code") for li in driver.find_elements(By.CSS_SELECTOR, "#findings li.finding-item")] == [f["code"] for f in findings]
    assert console_errors(driver) == []


def test_from_code_malformed_storyboard_shows_the_problem_naming_the_file(server, driver):
    open_page(driver, server)
    editor_before = editor_text(driver)
    storyboard = ('<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB">\n'
                  '  <scenes>\n    <scene sceneID="a">\n  </scenes>\n</document>\n')
    home = "import UIKit\nclass HomeViewController: UIViewController {}\n"
    paste_file(driver, "App/Base.lproj/Main.storyboard", storyboard)
    drop(driver, {"Home.swift": home})
    assert scan_and_wait(driver) == "problem"

    files = [{"path": "Home.swift", "content": home}, {"path": "App/Base.lproj/Main.storyboard", "content": storyboard}]
    status, _, body = server.request("POST", "/v1/scan", {"files": files})
    problem = json.loads(body)
    assert status == 422, problem
    box = driver.find_element(By.CSS_SELECTOR, "#fc-result .errors")
    assert box.is_displayed()
    assert f"{status} " in box.text and "App/Base.lproj/Main.storyboard" in box.text
    assert problem["errors"][0]["message"] in box.text
    line = int(re.search(r"Main\.storyboard:(\d+)", problem["errors"][0]["message"]).group(1))
    # The line is one click away in the pasted text.
    box.find_element(By.XPATH, f'.//button[text()="show line {line}"]').click()
    selected = driver.execute_script("const e = document.getElementById('fc-paste'); return [e.selectionStart, e.value.slice(e.selectionStart, e.selectionEnd)]")
    assert line_of(storyboard, selected[0]) == line and selected[1] == storyboard.split("\n")[line - 1]
    assert editor_text(driver) == editor_before  # a refused scan leaves the editor alone
    save_screenshot(driver, "from_code_storyboard_problem")

    # A 400 names the member and the file: the pasted text under the dropped file's name is posted twice.
    driver.find_element(By.ID, "fc-name").clear()
    driver.find_element(By.ID, "fc-name").send_keys("Home.swift")
    assert scan_and_wait(driver) == "problem"
    files[1]["path"] = "Home.swift"
    status, _, body = server.request("POST", "/v1/scan", {"files": files})
    problem = json.loads(body)
    assert status == 400, problem
    text = driver.find_element(By.CSS_SELECTOR, "#fc-result .errors").text
    assert text.startswith("400 ") and "Home.swift" in text and problem["errors"][0]["message"] in text

    # A pasted text without a name is refused before anything is sent, with the reason.
    driver.find_element(By.ID, "fc-name").clear()
    assert scan_and_wait(driver) == "problem"
    assert "file name" in driver.find_element(By.ID, "fc-result").text


def test_from_code_dropped_and_chosen_files_scan_as_the_service_does(server, driver):
    """Real files from disk through the file chooser, one more through a drop (the File API both ways)."""
    folder = ROOT / "Tests/ScanFixtures/seed-004"
    chosen = sorted(p for p in folder.rglob("*") if p.is_file() and p.name != "project.pbxproj")
    pbxproj = folder / "Demo.xcodeproj/project.pbxproj"
    open_page(driver, server)
    driver.find_element(By.CSS_SELECTOR, "#from-code > summary").click()
    driver.find_element(By.ID, "fc-files").send_keys("\n".join(str(p) for p in chosen))
    drop(driver, {"project.pbxproj": pbxproj.read_text()})
    WebDriverWait(driver, 10).until(lambda x: len(x.find_elements(By.CSS_SELECTOR, ".fc-list li")) == len(chosen) + 1)
    before = ready_count(driver)
    assert scan_and_wait(driver) == "ok"
    assert wait_run(driver, before) == "ok"
    # The page posts what a browser knows of a file: its name.
    files = [{"path": p.name, "content": p.read_text()} for p in chosen] + [{"path": "project.pbxproj", "content": pbxproj.read_text()}]
    status, _, body = server.request("POST", "/v1/scan", {"files": files})
    assert status == 200, body
    spec = json.loads(body)
    assert json.loads(editor_text(driver)) == {**spec["request"], "explore": spec["explore"]}
    assert f"{len(files)} file(s)" in driver.find_element(By.ID, "story").text


def test_from_code_chosen_folder_keeps_relative_paths(server, driver):
    """A folder chosen in the panel posts each file under its path inside the folder, so the project's
    INFOPLIST_FILE (Demo/Info.plist) still names the posted Info.plist: the request holds its mask, as the
    service's own scan of the same paths does."""
    folder = ROOT / "Tests/ScanFixtures/seed-002"
    open_page(driver, server)
    driver.find_element(By.CSS_SELECTOR, "#from-code > summary").click()
    driver.find_element(By.ID, "fc-folder").send_keys(str(folder))
    files = sorted(p for p in folder.rglob("*") if p.is_file())
    WebDriverWait(driver, 10).until(lambda x: len(x.find_elements(By.CSS_SELECTOR, ".fc-list li")) == len(files))
    shown = [li.text.rsplit(" ", 1)[0] for li in driver.find_elements(By.CSS_SELECTOR, ".fc-list li")]
    assert "seed-002/Demo/Info.plist" in shown and "seed-002/Demo.xcodeproj/project.pbxproj" in shown, shown
    before = ready_count(driver)
    assert scan_and_wait(driver) == "ok"
    assert wait_run(driver, before) == "ok"

    posted = [{"path": "seed-002/" + str(p.relative_to(folder)), "content": p.read_text()} for p in files]
    status, _, body = server.request("POST", "/v1/scan", {"files": posted})
    spec = json.loads(body)
    assert status == 200, spec
    request = json.loads(editor_text(driver))
    assert request == {**spec["request"], "explore": spec["explore"]}
    assert request["app"]["supportedOrientations"] == ["portrait"]
    plist = next(s for s in spec["sources"] if s["fact"] == "$.request.app.supportedOrientations")
    assert plist["at"].startswith("seed-002/Demo/Info.plist:"), plist
    assert console_errors(driver) == []


SWIFTUI_PRESENTS = {
    "app": {"idiom": "phone", "iosVersion": "17.0"},
    "device": {"orientation": "portrait"},
    "interfaceOrientation": "portrait",
    "root": {"id": "home", "preset": "UIHostingController"},
    "events": [
        {"type": "swiftUI.sheet", "presenter": "home", "controller": {"id": "sheet", "preset": "UIHostingController"}},
        {"type": "dismiss", "controller": "sheet"},
        {"type": "swiftUI.fullScreenCover", "presenter": "home",
         "controller": {"id": "cover", "preset": "UIHostingController", "supportedOrientations": "landscape",
                        "preferredOrientationForPresentation": "landscapeRight"}},
    ],
}


def test_the_tree_draws_swiftui_presentations_with_their_uikit_style(server, driver):
    """A .sheet is drawn as the page sheet SwiftUI presents, a .fullScreenCover as full screen; the tree
    holds the API's decider at every step (the cover decides, the sheet does not)."""
    plain = base64.urlsafe_b64encode(json.dumps(SWIFTUI_PRESENTS).encode()).decode().rstrip("=")
    open_page(driver, server, "#j=" + plain)
    answer = server.resolve(SWIFTUI_PRESENTS)
    shown = {0: ("sheet", "pageSheet, SwiftUI .sheet"), 1: None, 2: ("cover", "fullScreen, SwiftUI .fullScreenCover")}
    for step in answer["steps"]:
        card(driver, step["event"]).find_element(By.CSS_SELECTOR, ".card-select").click()
        tree = driver.find_element(By.ID, "tree")
        decider = tree.find_element(By.CSS_SELECTOR, f'.node[data-controller="{step["decidingController"]}"]')
        assert "deciding" in decider.get_attribute("class"), step
        styles = [e.text for e in tree.find_elements(By.CSS_SELECTOR, ".presents .style")]
        expected = shown[step["event"]]
        if expected is None:
            assert styles == [] and not tree.find_elements(By.CSS_SELECTOR, '.node[data-controller="sheet"]'), step
        else:
            assert tree.find_elements(By.CSS_SELECTOR, f'.node[data-controller="{expected[0]}"]'), step
            assert styles == [expected[1]], step


# ---- confidence (issue 23) -----------------------------------------------------------------------

FALLBACK_PRESENT = {
    "app": {"idiom": "phone", "iosVersion": "17.0", "supportedOrientations": "allButUpsideDown"},
    "interfaceOrientation": "portrait", "root": {"id": "home"},
    "events": [
        {"type": "deviceOrientation", "orientation": "landscapeLeft"},
        {"type": "deviceOrientation", "orientation": "portrait"},
        {"type": "present", "presenter": "home", "style": "fullScreen",
         "controller": {"id": "player", "supportedOrientations": "landscape"}},
    ],
}


def test_each_step_and_the_answer_show_their_confidence(server, driver):
    status, _, body = server.request("POST", "/v1/resolve", FALLBACK_PRESENT)
    assert status == 200
    answer = json.loads(body)
    levels = [s["confidence"] for s in answer["steps"]]
    assert levels == ["documented", "documented", "assumed"], levels  # from the API, not the page
    plain = base64.urlsafe_b64encode(json.dumps(FALLBACK_PRESENT).encode()).decode().rstrip("=")
    open_page(driver, server, "#j=" + plain)
    for step in answer["steps"]:
        badge = card(driver, step["event"]).find_element(By.CSS_SELECTOR, ".reason a.confidence")
        assert badge.text == step["confidence"], (step, badge.text)
        assert badge.get_attribute("href").endswith("/docs/rules#confidence")
    line = driver.find_element(By.CSS_SELECTOR, "#summary .confidence-line")
    assert line.get_attribute("data-confidence") == answer["confidence"]["level"] == "assumed"
    assert "banner" in line.get_attribute("class")
    for rule in answer["confidence"]["uncertainRules"]:
        link = line.find_element(By.CSS_SELECTOR, "a.rule")
        assert link.text == rule and link.get_attribute("href").endswith("/docs/rules#r3-6")
    assert "fallback orientation" in line.text, line.text
    # Selecting the assumed step shows its badge in the detail too.
    card(driver, 2).find_element(By.CSS_SELECTOR, ".card-select").click()
    WebDriverWait(driver, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#detail .reason a.confidence"))
    assert driver.find_element(By.CSS_SELECTOR, "#detail .reason a.confidence").text == "assumed"
    save_screenshot(driver, "confidence_badges")


def test_explore_shows_whether_each_fix_was_verified_and_the_other_ways_in(server, driver):
    """The explore panel says, per finding, what the API says: a verified fix or not (and what was
    checked), and how many distinct ways lead in (issue 23's verified fixes and entry paths)."""
    spec = json.loads((ROOT / "Tests/Fixtures/explore/issue23-list-stranded-by-pop-and-by-tab-switch.json").read_text())
    request = spec["request"]  # with its `explore` member
    status, _, body = server.request("POST", "/v1/explore", request)
    assert status == 200, body
    answer = json.loads(body)
    plain = base64.urlsafe_b64encode(json.dumps(request).encode()).decode().rstrip("=")
    open_page(driver, server, "#j=" + plain)
    driver.find_element(By.ID, "explore").click()
    WebDriverWait(driver, 60).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#findings .finding-item"))
    items = driver.find_elements(By.CSS_SELECTOR, "#findings .finding-item")
    assert len(items) == len(answer["findings"])
    for item, finding in zip(items, answer["findings"]):
        tag = item.find_element(By.CSS_SELECTOR, ".fix .tag")
        assert tag.text == ("verified fix" if finding["fix"]["verified"] else "fix not verified"), finding["fix"]
        ways = item.find_elements(By.CSS_SELECTOR, ".other-ways")
        assert bool(ways) == (finding["entryPaths"]["count"] > 1), finding["entryPaths"]
        if ways:
            assert f'{finding["entryPaths"]["count"]}' in ways[0].text and "also reachable by" in ways[0].text
    assert any(f["entryPaths"]["count"] > 1 for f in answer["findings"]), "the fixture has a finding with two ways in"
