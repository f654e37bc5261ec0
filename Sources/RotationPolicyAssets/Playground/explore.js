// Findings of POST /v1/explore: what the explorer found, the path of events that shows it, the fix, and a
// "replay" that loads the witness (a complete /v1/resolve request) into the editor and the timeline.
import { h, put, ruleLink, confidenceBadge } from "./dom.js";

/**
 * Which budgets stopped a search that is not exhaustive, and what raises them: the answer's
 * `stats.stoppedBy`, or for a server that does not send it, as the CLI does (ExploreBudget.swift), the
 * counters against the request's `explore` options: states reached maxStates, else time, else memory.
 */
export function budgetText(stats, options = {}) {
  if (stats.exhaustive !== false) return null;
  const maxStates = options.maxStates ?? 50000;
  const timeLimit = options.timeLimitMs ?? 2000;
  let stops = Array.isArray(stats.stoppedBy) && stats.stoppedBy.length ? stats.stoppedBy
    : (stats.distinctStates ?? 0) >= maxStates ? ["maxStates"] : (stats.elapsedMs ?? 0) >= timeLimit ? ["timeLimit"] : ["maxExploreBytes"];
  const omitted = stats.findingsOmitted ? `${stats.findingsOmitted} finding(s) were` : "Findings were";
  const text = {
    maxStates: `The state budget stopped it (maxStates ${maxStates}): raise explore.maxStates.`,
    timeLimit: `The time budget stopped it (timeLimitMs ${timeLimit}): raise explore.timeLimitMs.`,
    maxExploreBytes: `The memory budget stopped it: only ${stats.distinctStates} states fit in the server's --max-explore-bytes.`,
    maxFindings: `${omitted} left out by the findings budget (maxFindings ${options.maxFindings ?? 100}): raise explore.maxFindings.`,
    maxAnswerBytes: `${omitted} left out so the answer fits the server's --max-answer-bytes.`,
  };
  stops = stops.filter((s) => s in text);
  const search = stops.some((s) => ["maxStates", "timeLimit", "maxExploreBytes"].includes(s));
  return "Not exhaustive: " + (search ? `only ${stats.statesExplored} state(s) were expanded, so a finding missing here proves nothing. ` : "")
    + stops.map((s) => text[s]).join(" ");
}

/** "Also reachable by": the finding's other ways in (`entryPaths`), each as its event types. */
function otherWays(entryPaths) {
  if (!entryPaths || entryPaths.count < 2) return null;
  const count = `${entryPaths.count}${entryPaths.capped ? "+" : ""} distinct ways in`;
  const others = (entryPaths.witnesses ?? []).slice(1).map((w) => (w.events ?? []).map((e) => e.type).join(" → "));
  return h("p", { class: "small other-ways" }, others.length ? `${count}; also reachable by: ${others.join("; ")}` : count);
}

export function renderFindings(container, answer, onReplay, options = {}) {
  const findings = answer.findings ?? [];
  const stats = answer.stats ?? {};
  const budget = budgetText(stats, options ?? {});
  const summary = [h("p", { class: "small" },
    `${findings.length} finding(s) · ${stats.statesExplored ?? "?"} states explored · deepest path ${stats.deepestPath ?? "?"} · `,
    stats.exhaustive ? "exhaustive within the bounds" : "stopped by a budget: not exhaustive"),
  budget ? h("p", { class: "banner warning budget" }, budget) : null];
  if (!findings.length) {
    put(container, summary, h("p", {}, "Nothing found: no crash, denied request, warning or stranded screen within the bounds."));
    return;
  }
  put(container, summary, h("ol", { class: "findings" }, findings.map((f, k) => h("li", {
    class: `finding-item severity-${f.severity}`, "data-kind": f.kind, "data-code": f.code,
  },
  h("p", {}, h("span", { class: `sev sev-${f.severity}` }, f.severity), " ", h("b", {}, f.code),
    f.rule ? [" ", ruleLink(f.rule)] : null, f.confidence ? [" ", confidenceBadge(f.confidence.level)] : null, f.controller ? h("span", { class: "small" }, ` · ${f.controller}`) : null),
  h("p", { class: "reason-text" }, f.message),
  h("p", { class: "small path-of-events" }, (f.eventTypes ?? []).map((t, i) => (i === f.event ? `[${t}]` : t)).join(" → ")),
  otherWays(f.entryPaths),
  f.fix ? h("details", { class: "fix" },
    h("summary", {}, h("span", { class: `tag fix-${f.fix.verified ? "verified" : "unverified"}` }, f.fix.verified ? "verified fix" : "fix not verified"), " ", f.fix.summary),
    f.fix.swift ? h("pre", { class: "json" }, f.fix.swift) : null,
    f.fix.checked ? h("p", { class: "small fix-checked" }, f.fix.checked) : null) : null,
  h("button", { type: "button", class: "replay", "aria-label": `Replay finding ${k + 1}: ${f.code}`, onclick: () => onReplay(f) }, "Replay")))));
}
