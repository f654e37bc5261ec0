// The timeline: a start card (the state before any event), then one card per step of the answer, then
// the events a terminating exception kept from running.
import { h, put, ORIENTATIONS, SHORT, ruleLink, confidenceBadge } from "./dom.js";
import { phoneOutline, deviceIcon, INTERFACE_ANGLE, DEVICE_ANGLE } from "./phone.js";

/** One line saying what an event does, as an iOS engineer would say it. */
export function describeEvent(e) {
  const c = (x) => (typeof x === "string" ? x : x?.id ?? "controller");
  switch (e.type) {
    case "deviceOrientation": return `the user turns the device to ${e.orientation}`;
    case "orientationLock": return e.locked ? "orientation lock on" : "orientation lock off";
    case "setDeviceOrientation": return `UIDevice setValue(${e.orientation}, forKey: "orientation")`;
    case "attemptRotationToDeviceOrientation": return "attemptRotationToDeviceOrientation()";
    case "setNeedsUpdateOfSupportedInterfaceOrientations": return `setNeedsUpdateOfSupportedInterfaceOrientations()${e.controller ? ` on ${e.controller}` : ""}`;
    case "requestGeometryUpdate": return `requestGeometryUpdate(${JSON.stringify(e.orientations)})`;
    case "push": return `push ${c(e.controller)} on ${e.navigation}`;
    case "pop": return `pop ${e.navigation}`;
    case "popToRoot": return `popToRoot ${e.navigation}`;
    case "selectTab": return `select tab ${e.index} of ${e.tabBar}`;
    case "present": return `${e.presenter} presents ${c(e.controller)} (${e.style ?? "automatic"})`;
    case "dismiss": return `dismiss ${e.controller}`;
    case "update": return `${e.controller}: ${Object.entries(e.set ?? {}).map(([k, v]) => `${k} = ${JSON.stringify(v)}`).join(", ")}`;
    case "setStatusBarOrientation": return `setStatusBarOrientation(${e.orientation})`;
    case "addWindow": return `add window ${typeof e.window === "string" ? e.window : e.window?.id ?? ""}`;
    case "removeWindow": return `remove window ${e.window}`;
    case "makeKey": return `make window ${e.window} key and visible`;
    case "makeKeyWindow": return `make window ${e.window} key (visibility unchanged)`;
    case "setDelegateMask": return `the app delegate now returns ${JSON.stringify(e.orientations)}`;
    case "setNeedsUpdateOfPrefersInterfaceOrientationLocked": return `setNeedsUpdateOfPrefersInterfaceOrientationLocked()${e.controller ? ` on ${e.controller}` : ""}`;
    case "setWindowingMode": return `${e.scene ? `scene ${e.scene}` : "the scene"} becomes ${e.windowingMode === "windowed" ? "a window" : "full screen"}`;
    case "activateScene": return `scene ${e.scene} comes to the front`;
    case "resizeScene": return `${e.scene ? `scene ${e.scene}` : "the scene"} is resized ${e.fillsScreen ? "to fill the screen" : "smaller than the screen"}`;
    case "showWindow": return `show window ${e.window}`;
    case "hideWindow": return `hide window ${e.window}`;
    case "swiftUI.sheet": case "swiftUI.fullScreenCover": case "swiftUI.popover":
      return `${e.presenter} shows ${c(e.controller)} with SwiftUI .${e.type.slice("swiftUI.".length)}`;
    default: return e.type ?? "event";
  }
}

function chips(mask) {
  const on = new Set(mask?.orientations ?? []);
  return h("ul", { class: "chips", "aria-label": "supported orientations" },
    ORIENTATIONS.map((o) => h("li", {
      class: on.has(o) ? "chip on" : "chip off", "data-orientation": o, title: `${o}: ${on.has(o) ? "supported" : "not supported"}`,
      "aria-label": `${o} ${on.has(o) ? "supported" : "not supported"}`,
    }, on.has(o) ? "✓ " : "", SHORT[o])));
}

const ruleText = ruleLink;

/** Violation, warnings and findings that belong to event `index` (null: launch / initial state). */
function problems(answer, index) {
  const out = [];
  const v = answer.violation;
  if (v && (v.event ?? null) === index) {
    out.push(h("div", { class: v.kind === "exception" ? "violation" : "violation error", role: "alert" },
      h("b", { class: "exception" }, v.kind === "exception" ? v.exception : `${v.domain} ${v.code}`),
      h("p", { class: "reason-text" }, v.reason),
      v.controller ? h("p", { class: "small" }, `controller: ${v.controller}`) : null));
  }
  for (const w of answer.warnings ?? []) {
    if ((w.event ?? null) !== index) continue;
    out.push(h("div", { class: "warning" }, h("b", {}, w.code), h("p", { class: "reason-text" }, w.message)));
  }
  // Deprecated API use: no console line in UIKit, so shown apart from the warnings.
  for (const d of answer.deprecations ?? []) {
    if ((d.event ?? null) !== index) continue;
    out.push(h("div", { class: "warning" }, h("b", {}, "deprecated"), " ",
      h("p", { class: "reason-text" }, `${d.api}: deprecated in iOS ${d.deprecatedIn}; use ${d.replacement}`)));
  }
  for (const f of answer.findings ?? []) {
    if ((f.event ?? null) !== index) continue;
    out.push(h("div", { class: "warning finding" }, h("b", {}, f.kind), " ", ruleLink(f.rule), h("p", { class: "reason-text" }, f.message)));
  }
  return out;
}

/**
 * state: {interfaceOrientation, supportedOrientations, decidingController, deviceOrientation?, statusBar?}
 * deviceOrientation and statusBar come from the answer for the events up to this one (null: not asked).
 */
function card({ index, title, desc, state, step, answer, app, onSelect }) {
  const io = state.interfaceOrientation;
  const device = state.deviceOrientation ?? null;
  const mismatch = device && device in DEVICE_ANGLE && DEVICE_ANGLE[device] !== INTERFACE_ANGLE[io];
  const probs = problems(answer, index);
  const outside = state.supportedOrientations && !state.supportedOrientations.orientations.includes(io);
  const classes = ["card"];
  if (probs.some((p) => p.classList.contains("violation"))) classes.push("has-violation");
  else if (probs.length) classes.push("has-warning");
  const select = h("button", { type: "button", class: "card-select", "aria-pressed": "false" },
    h("span", { class: "idx" }, index === null ? "start" : `#${index}`), " ", h("span", { class: "etype" }, title),
    step?.rotated ? h("span", { class: "rotated", title: "the interface rotated during this event" }, "↻ rotated") : null);
  const li = h("li", {
    class: classes.join(" "), "data-step": index === null ? "start" : index,
    "data-interface-orientation": io, "data-device-orientation": device ?? "",
    "data-supported": (state.supportedOrientations?.orientations ?? []).join(" "),
  },
  select,
  h("p", { class: "edesc" }, desc),
  h("div", { class: "figure" },
    phoneOutline({ interfaceOrientation: io, statusBar: state.statusBar ?? null, idiom: app.idiom, hasHomeButton: app.hasHomeButton,
      label: `interface ${io}${state.statusBar ? `, status bar ${state.statusBar.orientation}${state.statusBar.hidden ? " hidden" : ""}` : ""}` }),
    deviceIcon(device, app.idiom, app.hasHomeButton)),
  h("p", { class: "orient" }, "interface ", h("b", {}, io), mismatch ? h("span", { class: "mismatch", title: "the interface does not face the way the device is held" }, "≠ device") : null),
  h("p", { class: "orient" }, "device ", h("b", {}, device ?? "—")),
  outside ? h("p", { class: "outside" }, `${io} is not a supported orientation`) : null,
  chips(state.supportedOrientations),
  state.statusBar ? h("p", { class: "small" }, `status bar ${state.statusBar.orientation}${state.statusBar.hidden ? " (hidden)" : ""}`) : null,
  h("p", { class: "small" }, "decided by ", h("b", {}, state.decidingController ?? "—")),
  step ? h("p", { class: "reason" }, step.reason, " ", ruleText(step.rule), " ", confidenceBadge(step.confidence)) : null,
  probs);
  li.addEventListener("click", (ev) => { if (!(ev.target instanceof HTMLAnchorElement)) onSelect(index); });
  return li;
}

/**
 * Renders the timeline. `prefix[k]` is the answer for the first k events (device and status bar), or
 * undefined while it loads; after the last applied step it is `answer` itself.
 */
export function renderTimeline(list, { request, answer, prefix, onSelect }) {
  const app = { idiom: request.app?.idiom ?? "phone", hasHomeButton: request.app?.hasHomeButton ?? false };
  const events = request.events ?? [];
  const at = (k) => prefix[k];
  const start = at(0);
  const cards = [];
  // A launch that throws is told by a step-like entry with `event: null`: it belongs to the start card.
  const launch = answer.steps.find((s) => s.event === null) ?? null;
  if (start) {
    cards.push(card({
      index: null, title: request.interfaceOrientation ? "initial state" : "launch",
      desc: request.interfaceOrientation ? "before any event" : "the app launches (R3.11)",
      state: start, step: launch, answer, app, onSelect,
    }));
  }
  for (const step of answer.steps) {
    if (step.event === null) continue;
    const after = at(step.event + 1);
    cards.push(card({
      index: step.event, title: step.type, desc: describeEvent(events[step.event] ?? {}),
      state: { ...step, deviceOrientation: after?.deviceOrientation, statusBar: after?.statusBar }, step, answer, app, onSelect,
    }));
  }
  const done = appliedCount(answer);
  for (let k = done; k < events.length && answer.terminated; k++) {
    cards.push(h("li", { class: "card not-applied", "data-step": k },
      h("p", { class: "etype" }, `#${k} ${events[k].type}`), h("p", { class: "edesc" }, describeEvent(events[k])),
      h("p", { class: "small" }, "not applied: the app was terminated before it")));
  }
  put(list, ...cards);
}

/** How many events were applied: the index after the last step with an event. */
export function appliedCount(answer) {
  const applied = answer.steps.filter((s) => s.event !== null);
  return applied.length ? applied.at(-1).event + 1 : 0;
}

export function markSelected(list, index) {
  for (const li of list.querySelectorAll("li.card")) {
    const on = li.dataset.step === (index === null ? "start" : String(index));
    li.classList.toggle("selected", on);
    li.querySelector(".card-select")?.setAttribute("aria-pressed", String(on));
  }
}
