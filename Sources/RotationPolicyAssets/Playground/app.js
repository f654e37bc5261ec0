// The playground: edit a /v1/resolve request, see its timeline and controller tree, explore it, share it.
// Every orientation, mask, decider and message on the page is the service's answer; the page only draws.
import { h, put, namedControllers, ruleLink, confidenceBadge, confidenceSummary } from "./dom.js";
import { locatePaths, spanFor, offsetOfByte, lineOf } from "./jsonpath.js";
import { encodeFragment, decodeFragment, curlCommand, specFile, copyText } from "./share.js";
import { renderTimeline, markSelected, describeEvent, appliedCount } from "./timeline.js";
import { initialModel, applyEvent, renderTree, setPresets } from "./tree.js";
import { renderFindings } from "./explore.js";
import { initFromCode } from "./fromcode.js";

/** Device orientation and status bar per step need one answer per prefix of the events; past this many
 * events the cards show only what the full answer has. */
const MAX_PREFIX_REQUESTS = 60;

const $ = (id) => document.getElementById(id);
const editor = $("editor");
const gutter = $("gutter");

const state = {
  examples: [],
  story: "",
  /** The editor text the story describes: a Run of other text marks the story stale. */
  storyText: null,
  /** Texts the shown explore findings are about: the explored request and each finding's witness. */
  explored: null,
  text: "",
  request: null,
  answer: null,
  trace: null,
  prefix: [],
  selected: undefined,
  run: 0,
};

// ---- HTTP ----------------------------------------------------------------------------------------

async function post(path, body) {
  const response = await fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body });
  const type = response.headers.get("content-type") ?? "";
  const json = type.includes("json") ? await response.json().catch(() => null) : null;
  return { status: response.status, json, retryAfter: response.headers.get("retry-after") };
}

/** Runs `tasks` (functions returning promises) at most `n` at a time. */
async function pool(tasks, n) {
  let next = 0;
  const worker = async () => { while (next < tasks.length) await tasks[next++](); };
  await Promise.all(Array.from({ length: Math.min(n, tasks.length) }, worker));
}

// ---- Editor --------------------------------------------------------------------------------------

function updateGutter(errorLines = new Set()) {
  const lines = editor.value.split("\n").length;
  const out = [];
  for (let k = 1; k <= lines; k++) out.push(errorLines.has(k) ? `⚠ ${k}` : String(k));
  gutter.textContent = out.join("\n");
  gutter.dataset.errorLines = [...errorLines].join(" ");
  gutter.scrollTop = editor.scrollTop;
}

function setEditor(text, story) {
  editor.value = text;
  state.story = story ?? "";
  state.storyText = text;
  $("story").textContent = story ?? "";
  $("story").classList.remove("stale");
  clearErrors();
}

/**
 * After a Run of `text`: the example's story and the explore findings stay only while they are about
 * it. An edited example loses its story (and the menu its choice, and Copy as spec its `story`);
 * findings of another request are dimmed under a banner until Explore runs again.
 */
function markStale(text) {
  if (state.storyText !== null && text !== state.storyText && state.story) {
    state.story = "";
    $("story").textContent = "Edited since it was loaded: the story that came with it no longer describes this request.";
    $("story").classList.add("stale");
    $("examples").value = "";
  }
  const stale = state.explored !== null && !$("findings-section").hidden && !state.explored.has(text);
  $("findings-stale").hidden = !stale;
  $("findings-section").classList.toggle("stale", stale);
  $("findings-section").dataset.stale = String(stale);
}

function clearErrors() {
  $("errors").hidden = true;
  $("errors").replaceChildren();
  $("inline-error").hidden = true;
  $("stale").hidden = true;
  $("right").classList.remove("stale");
  editor.removeAttribute("aria-invalid");
  inlineError = null;
  updateGutter();
}

/** The first error's message drawn in the editor, under the line it is about; follows scrolling. */
let inlineError = null;
function placeInlineError() {
  const box = $("inline-error");
  if (!inlineError) { box.hidden = true; return; }
  const lineHeight = parseFloat(getComputedStyle(editor).lineHeight) || 18;
  const top = 6 + inlineError.line * lineHeight - editor.scrollTop;
  box.hidden = top < 0 || top > editor.clientHeight - 10;
  box.style.top = `${top}px`;
  box.textContent = `▲ ${inlineError.message}`;
}

function selectRange(start, end) {
  editor.focus();
  editor.setSelectionRange(start, end);
  // Scroll the selection into view: textareas do not do it for setSelectionRange everywhere.
  const line = lineOf(editor.value, start);
  const lineHeight = parseFloat(getComputedStyle(editor).lineHeight) || 18;
  editor.scrollTop = Math.max(0, (line - 4) * lineHeight);
}

/** Shows a problem document at its JSON paths in the editor's text. */
function showProblem(problem, text, status) {
  const spans = locatePaths(text);
  const errors = problem?.errors?.length ? problem.errors : [{ path: "$", message: problem?.detail ?? `HTTP ${status}` }];
  const lines = new Set();
  let firstSpan = null;
  const items = errors.map((e) => {
    let span = spanFor(spans, e.path, text);
    const byte = /at byte (\d+)/.exec(e.message);
    if (problem?.type?.endsWith("malformed-json") && byte) {
      const at = offsetOfByte(text, Number(byte[1]));
      span = { start: at, end: Math.min(text.length, at + 1) };
    }
    const line = lineOf(text, span.start);
    lines.add(line);
    firstSpan ??= span;
    return h("li", { class: "error-item" },
      h("button", { type: "button", class: "path", "data-path": e.path, onclick: () => selectRange(span.start, span.end) }, e.path),
      h("span", { class: "line" }, ` line ${line}: `), h("span", { class: "message" }, e.message));
  });
  const box = $("errors");
  put(box, 
    h("p", { class: "problem-title" }, `${status} ${problem?.title ?? "Error"}`, problem?.type ? h("span", { class: "small" }, ` (${problem.type})`) : null),
    h("ul", {}, items));
  box.hidden = false;
  editor.setAttribute("aria-invalid", "true");
  updateGutter(lines);
  const first = errors[0];
  const span = firstSpan;
  editor.setSelectionRange(span.start, span.end);
  inlineError = { line: lineOf(text, span.start), message: `${first.path}: ${first.message}` };
  const lineHeight = parseFloat(getComputedStyle(editor).lineHeight) || 18;
  const line = inlineError.line;
  if ((line - 1) * lineHeight < editor.scrollTop || line * lineHeight > editor.scrollTop + editor.clientHeight - 40) {
    editor.scrollTop = Math.max(0, (line - 4) * lineHeight);
  }
  placeInlineError();
  if (state.answer) { $("stale").hidden = false; $("right").classList.add("stale"); }
}

// ---- Running -------------------------------------------------------------------------------------

function status(text) { $("status").textContent = text; }

/**
 * The body for /v1/resolve: the editor's text as it is, so errors point into it; only an `explore`
 * member (the explorer's options, meant for Explore) is left out, which resolve would refuse.
 */
function resolveBody(text) {
  let parsed;
  try { parsed = JSON.parse(text); } catch { return text; }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed) || !("explore" in parsed)) return text;
  const { explore: _, ...rest } = parsed;
  return JSON.stringify(rest, null, 2);
}

async function run({ select } = {}) {
  const text = editor.value;
  const body = resolveBody(text);
  const runId = ++state.run;
  status("Running…");
  clearErrors();
  let result;
  try {
    result = await post("/v1/resolve", body);
  } catch (error) {
    status(`The service did not answer: ${error.message}`);
    return;
  }
  if (runId !== state.run) return;
  await saveFragment(text);
  if (result.status !== 200) {
    // Paths are the same in `body` and `text`; byte offsets (malformed JSON) only occur when body === text.
    showProblem(result.json, text, result.status);
    status(`The request was refused: ${result.json?.detail ?? `HTTP ${result.status}`}`);
    finished(runId, "problem");
    return;
  }
  markStale(text);
  state.text = text;
  state.request = JSON.parse(body);
  state.answer = result.json;
  state.trace = null;
  const done = appliedCount(state.answer);
  state.prefix = [];
  state.prefix[done] = state.answer;
  const violationStep = state.answer.violation?.event;
  state.selected = select !== undefined ? select : violationStep !== undefined && violationStep !== null ? violationStep
    : done > 0 ? done - 1 : null;
  renderAll();
  status(`${state.answer.steps.length} step(s); final interface ${state.answer.interfaceOrientation}${state.answer.terminated ? "; terminated" : ""}.`);
  await loadDetails(runId, done);
}

/** The decision trace (options.trace) and the per-prefix answers, after the first render. */
async function loadDetails(runId, done) {
  const request = state.request;
  const traced = { ...request, options: { ...(request.options ?? {}), trace: true } };
  const tasks = [async () => {
    const r = await post("/v1/resolve", JSON.stringify(traced));
    if (runId === state.run && r.status === 200) state.trace = r.json;
  }];
  if (done <= MAX_PREFIX_REQUESTS) {
    for (let k = 0; k < done; k++) {
      tasks.push(async () => {
        const r = await post("/v1/resolve", JSON.stringify({ ...request, events: (request.events ?? []).slice(0, k) }));
        if (runId === state.run && r.status === 200) state.prefix[k] = r.json;
      });
    }
  }
  try { await pool(tasks, 4); } catch (error) { status(`Loading the step details failed: ${error.message}`); }
  if (runId !== state.run) return;
  renderAll();
  finished(runId, "ok");
}

/** Marks the end of a run on <body> (data-ready = run number, data-outcome), for tests and tools. */
function finished(runId, outcome) {
  document.body.dataset.outcome = outcome;
  document.body.dataset.ready = String(runId);
}

async function saveFragment(text) {
  try {
    const fragment = await encodeFragment(text);
    history.replaceState(null, "", `${location.pathname}${location.search}#${fragment}`);
  } catch { /* the link stays as it was; the page still works */ }
}

// ---- Rendering -----------------------------------------------------------------------------------

function renderAll() {
  const { request, answer } = state;
  renderSummary(answer);
  renderTimeline($("timeline"), { request, answer, prefix: state.prefix, onSelect: selectStep });
  selectStep(state.selected, { focus: false });
}

function renderSummary(a) {
  const v = a.violation;
  put($("summary"), 
    h("p", {}, "Final: interface ", h("b", {}, a.interfaceOrientation), " · device ", h("b", {}, a.deviceOrientation),
      " · supported ", h("b", {}, a.supportedOrientations.orientations.join(", ")),
      " · decided by ", h("b", {}, a.decidingController ?? "—"),
      " · status bar ", h("b", {}, a.statusBar.orientation), a.statusBar.hidden ? " (hidden)" : ""),
    v ? h("p", { class: v.kind === "exception" ? "banner violation" : "banner error" },
      v.kind === "exception" ? `Terminated by ${v.exception}` : `${v.domain} ${v.code}`,
      v.event !== null && v.event !== undefined ? ` at event #${v.event}` : " at launch", ": ", h("span", { class: "reason-text" }, v.reason)) : null,
    a.warnings?.length ? h("p", { class: "banner warning" }, `${a.warnings.length} warning(s): ${a.warnings.map((w) => w.code).join(", ")}`) : null,
    a.findings?.length ? h("p", { class: "banner warning" }, `${a.findings.length} finding(s): ${a.findings.map((f) => `${f.code} (${f.severity})`).join(", ")}`) : null,
    confidenceSummary(a.confidence));
}

function selectStep(index, { focus = true } = {}) {
  state.selected = index;
  const { request, answer } = state;
  if (!answer) return;
  markSelected($("timeline"), index);
  const events = request.events ?? [];
  const model = initialModel(request);
  model.refused = new Set((answer.warnings ?? []).filter((w) => w.code === "presentRefused").map((w) => w.event));
  const upto = index === null || index === undefined ? -1 : index;
  for (let k = 0; k <= upto && k < events.length; k++) applyEvent(model, events[k], k);
  const step = answer.steps.find((s) => s.event === index);
  const traced = state.trace?.steps.find((s) => s.event === index);
  const after = state.prefix[upto + 1];
  const deciding = new Set();
  if (after?.windows) {
    for (const w of after.windows) if (w.decidingController) deciding.add(w.decidingController);
  } else if (step?.decidingController) {
    deciding.add(step.decidingController);
  }
  const named = new Set((traced?.trace ?? []).flatMap(namedControllers));
  if (answer.violation?.event === index && answer.violation.controller) named.add(answer.violation.controller);
  renderTree($("tree"), model, { deciding, named }, after?.windows);
  $("tree-when").textContent = index === null || index === undefined ? "— before any event" : `— after #${index} ${events[index]?.type ?? ""}`;
  renderDetail(index, step, traced, events[index]);
  if (focus) $("timeline").querySelector(`li[data-step="${index === null ? "start" : index}"] .card-select`)?.focus();
}

function renderDetail(index, step, traced, event) {
  const box = $("detail");
  if (index === null || index === undefined) {
    const start = state.prefix[0];
    put(box, h("h3", {}, state.request.interfaceOrientation ? "The state the request starts in" : "The app's launch (R3.11)"),
      start ? h("p", { class: "small" }, `interface ${start.interfaceOrientation}, decided by ${start.decidingController ?? "—"}`) : null,
      step ? h("p", { class: "reason" }, step.reason, " ", ruleLink(step.rule), " ", confidenceBadge(step.confidence)) : null,
      traced?.trace ? h("ol", { class: "trace", "aria-label": "decision trace" }, traced.trace.map((line) => h("li", {}, traceLine(line)))) : null);
    return;
  }
  const trace = traced?.trace;
  put(box, 
    h("h3", {}, `#${index} ${step?.type ?? event?.type}`, " ", h("span", { class: "small" }, describeEvent(event ?? {}))),
    step ? h("p", { class: "reason" }, step.reason, " ", ruleLink(step.rule), " ", confidenceBadge(step.confidence)) : null,
    trace ? h("ol", { class: "trace", "aria-label": "decision trace" }, trace.map((line) => h("li", {}, traceLine(line))))
      : h("p", { class: "hint" }, state.trace ? "No trace for this step." : "Loading the trace…"),
    h("details", {}, h("summary", {}, "event JSON"), h("pre", { class: "json" }, JSON.stringify(event, null, 2))));
}

/** A trace line with its controller references made into buttons that point at the tree. */
function traceLine(line) {
  const parts = [];
  let last = 0;
  for (const m of line.matchAll(/<([^<>:]+): ([^<>]+)>/g)) {
    parts.push(line.slice(last, m.index));
    const name = m[2];
    parts.push(h("button", { type: "button", class: "ref", "data-controller": name, title: "show in the tree", onclick: () => flash(name) }, m[0]));
    last = m.index + m[0].length;
  }
  parts.push(line.slice(last));
  return parts;
}

function flash(name) {
  const node = [...$("tree").querySelectorAll(".node")].find((n) => n.dataset.controller === name);
  if (!node) return;
  node.scrollIntoView({ block: "nearest" });
  node.classList.remove("flash");
  void node.offsetWidth;
  node.classList.add("flash");
}

// ---- Explore -------------------------------------------------------------------------------------

async function explore() {
  let request;
  const text = editor.value;
  try { request = JSON.parse(text); } catch { await run(); return; }
  const section = $("findings-section");
  section.hidden = false;
  put($("findings"), h("p", { class: "hint" }, "Exploring…"));
  status("Exploring…");
  let r;
  try {
    r = await post("/v1/explore", JSON.stringify({ ...request, explore: request.explore ?? {} }));
  } catch (error) {
    put($("findings"), h("p", { class: "violation" }, `The service did not answer: ${error.message}`));
    return;
  }
  if (r.status === 404 || r.status === 405) {
    put($("findings"), h("p", { class: "warning" }, "This server has no POST /v1/explore (it answered " + r.status + ")."));
    status("Explore is not available on this server.");
    return;
  }
  if (r.status === 429) {
    put($("findings"), h("p", { class: "warning" }, `The explorer is busy; try again in ${r.retryAfter ?? "a few"} s.`));
    status("The explorer is busy.");
    return;
  }
  if (r.status !== 200) {
    put($("findings"), h("p", { class: "violation" }, r.json?.detail ?? `HTTP ${r.status}`));
    showProblem(r.json, editor.value, r.status);
    status(`Explore refused the request: ${r.json?.detail ?? r.status}`);
    return;
  }
  state.explored = new Set([text, ...r.json.findings.map((f) => JSON.stringify(f.witness, null, 2) + "\n")]);
  markStale(text);
  renderFindings($("findings"), r.json, replay, request.explore);
  status(`Explore: ${r.json.findings.length} finding(s), ${r.json.stats?.statesExplored ?? "?"} states.`);
}

function replay(finding) {
  setEditor(JSON.stringify(finding.witness, null, 2) + "\n", `Replay of a finding: ${finding.code} — ${finding.message}`);
  $("examples").value = "";
  run({ select: finding.event ?? undefined });
  window.scrollTo({ top: 0 });
}

// ---- Examples, sharing, start-up -----------------------------------------------------------------

/** The preset catalogue, for the classes the tree shows; without it a preset shows by name. */
async function loadPresets() {
  try {
    const response = await fetch("/v1/presets");
    if (response.ok) setPresets((await response.json()).presets);
  } catch { /* the tree names the preset instead */ }
}

async function loadExamples() {
  const select = $("examples");
  try {
    const response = await fetch("/v1/examples");
    state.examples = (await response.json()).examples;
  } catch {
    select.replaceChildren(h("option", { value: "" }, "examples unavailable"));
    return;
  }
  const groups = new Map();
  state.examples.forEach((ex, k) => {
    if (!groups.has(ex.seed)) groups.set(ex.seed, h("optgroup", { label: ex.seed }));
    if (ex.seed === "explore") groups.get(ex.seed).title = "scenarios for the Explore button";
    groups.get(ex.seed).append(h("option", { value: k }, ex.name));
  });
  select.replaceChildren(h("option", { value: "" }, "— choose an example —"), ...groups.values());
}

function loadExample(k) {
  const ex = state.examples[k];
  if (!ex) return;
  $("examples").value = String(k);
  setEditor(JSON.stringify(ex.request, null, 2) + "\n", ex.story);
  $("findings-section").hidden = true;
  run();
}

async function copy(what) {
  let text;
  if (what === "link") text = location.href;
  if (what === "curl") text = curlCommand(location.origin, resolveBody(editor.value));
  if (what === "spec") {
    if (!state.answer || state.text !== editor.value) { status("Run the request first: the spec's expectations come from its answer."); return; }
    text = specFile(state.story, state.request, state.answer);
  }
  const ok = await copyText(text);
  status(ok ? `Copied the ${what === "spec" ? "spec file" : what}.` : `Could not copy; here it is:\n${text}`);
}

async function openFragment() {
  try {
    const text = await decodeFragment(location.hash);
    if (text === null) return false;
    setEditor(text, "From a shared link.");
    $("examples").value = "";
    await run();
    return true;
  } catch (error) {
    status(`The link's request could not be read: ${error.message}`);
    // Handled: no example is loaded over it, so the reason stays on screen.
    return true;
  }
}

async function main() {
  $("run").addEventListener("click", () => run());
  $("explore").addEventListener("click", explore);
  $("copy-link").addEventListener("click", () => copy("link"));
  $("copy-curl").addEventListener("click", () => copy("curl"));
  $("copy-spec").addEventListener("click", () => copy("spec"));
  $("examples").addEventListener("change", (e) => { if (e.target.value !== "") loadExample(Number(e.target.value)); });
  editor.addEventListener("input", () => updateGutter());
  editor.addEventListener("scroll", () => { gutter.scrollTop = editor.scrollTop; placeInlineError(); });
  editor.addEventListener("keydown", (e) => {
    if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) { e.preventDefault(); run(); }
  });
  window.addEventListener("hashchange", openFragment);
  initFromCode($("from-code"), { post, onRequest: (text, story) => {
    setEditor(text, story);
    $("examples").value = "";
    $("findings-section").hidden = true;
    run();
  } });
  await Promise.all([loadExamples(), loadPresets()]);
  if (!(await openFragment())) loadExample(Math.max(0, state.examples.findIndex((ex) => ex.seed.startsWith("seed-"))));
}

main();
