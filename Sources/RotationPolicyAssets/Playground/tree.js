// The controller hierarchy of each window, replayed event by event for display: pushes, pops, tab
// switches, presents, dismisses, overrides and windows. Only the structure is replayed here; every
// orientation, mask and decider on screen comes from the service's answer.
import { h, put } from "./dom.js";

const KIND = {
  viewController: "VC", navigationController: "Nav", tabBarController: "Tab",
  pageViewController: "Page", splitViewController: "Split", container: "Container",
};

/** GET /v1/presets, so the tree can show the class (and kind) a preset fills in; empty until loaded. */
let presets = [];
export function setPresets(list) { presets = Array.isArray(list) ? list : []; }

/** The catalogue entry a preset applies on the request's device: as the API picks it, the last
 * behaviour whose fromIOS and idiom fit (openapi.yaml PresetCatalogue). */
function presetBehaviour(name, device) {
  const preset = name ? presets.find((p) => p.name === name) : null;
  return preset?.behaviours?.filter((b) => b.fromIOS <= device.major && (b.idiom === null || b.idiom === device.idiom)).at(-1) ?? null;
}

/** Builds the node for a controller object; every node also goes into `registry` by name. */
function build(c, path, registry, parent = null) {
  const filled = c.preset ? presetBehaviour(c.preset, registry.device) : null;
  const node = {
    name: c.id ?? path, kind: c.kind ?? filled?.kind ?? "viewController", cls: c.class ?? filled?.class ?? null,
    preset: c.class ? null : (c.preset ?? null),
    forwarding: c.forwarding ?? "none", mask: c.supportedOrientations ?? null,
    selectedIndex: c.selectedIndex ?? 0, parent, presenter: null, presented: null, children: [],
  };
  registry.controllers.set(node.name, node);
  node.children = (c.children ?? []).map((child, k) => build(child, `${path}.children[${k}]`, registry, node));
  if (c.presented?.controller) {
    const p = build(c.presented.controller, `${path}.presented.controller`, registry);
    p.presenter = node;
    node.presented = { style: c.presented.style ?? "automatic", node: p };
  }
  return node;
}

function buildWindow(w, path, registry) {
  const window = {
    id: w.id, key: w.key === true, level: w.level ?? 0, hidden: w.hidden === true,
    root: w.root ? build(w.root, `${path}.root`, registry) : null,
  };
  registry.windows.set(window.id, window);
  return window;
}

/**
 * The hierarchy before any event: {windows, registry}. Controllers and windows that events declare
 * (push, present, addWindow) are built up front too, so an event may name them by id, as the API allows
 * (push again after a pop, present again after a dismissal).
 */
export function initialModel(request) {
  const major = parseInt(String(request.app?.iosVersion ?? "17"), 10);
  const device = { idiom: request.app?.idiom ?? "phone", major: Number.isFinite(major) ? major : 17 };
  const registry = { controllers: new Map(), windows: new Map(), device };
  let windows;
  if (request.root) {
    windows = [buildWindow({ id: "main", key: true, level: 0, root: request.root }, "$", registry)];
  } else if (Array.isArray(request.scenes)) {
    // Several scenes: their windows in request order (the scene of each is in the answer's `scenes`).
    windows = request.scenes.flatMap((scene, i) =>
      (scene?.windows ?? []).map((w, j) => {
        const window = buildWindow(w, `$.scenes[${i}].windows[${j}]`, registry);
        window.scene = scene?.id;
        return window;
      }));
    if (windows.length && !windows.some((w) => w.key)) windows[0].key = true;
  } else {
    windows = (request.windows ?? []).map((w, i) => buildWindow(w, `$.windows[${i}]`, registry));
    if (windows.length && !windows.some((w) => w.key)) windows[0].key = true;
  }
  (request.events ?? []).forEach((e, k) => {
    if ((e.type === "push" || e.type === "present" || swiftUIStyle(e.type, device)) && e.controller && typeof e.controller === "object") {
      registry.controllers.set(`$.events[${k}]`, build(e.controller, `$.events[${k}].controller`, registry));
    }
    if (e.type === "addWindow" && e.window && typeof e.window === "object") {
      registry.windows.set(`$.events[${k}]`, buildWindow(e.window, `$.events[${k}].window`, registry));
    }
  });
  return { windows, registry };
}

/** The UIKit style SwiftUI presents its hosting controller with (rule X5, `SwiftUIPresentation.style`):
 * null when `type` is not a SwiftUI presentation. */
export function swiftUIStyle(type, device) {
  switch (type) {
    case "swiftUI.sheet": return "pageSheet";
    case "swiftUI.fullScreenCover": return "fullScreen";
    case "swiftUI.popover": return device.idiom === "pad" ? "popover" : "pageSheet";
    default: return null;
  }
}

function* nodes(node) {
  if (!node) return;
  yield node;
  for (const c of node.children) yield* nodes(c);
  if (node.presented) yield* nodes(node.presented.node);
}

const find = (windows, name) => {
  for (const w of windows) for (const n of nodes(w.root)) if (n.name === name) return n;
  return null;
};

const containmentRoot = (n) => { while (n.parent) n = n.parent; return n; };

/** The node of `n`'s containment hierarchy that holds its presentation (UIKit presents from the root; a
 * request may declare `presented` on any one controller of it), or null. */
function holder(n) {
  const stack = [containmentRoot(n)];
  while (stack.length) {
    const x = stack.pop();
    if (x.presented) return x;
    stack.push(...x.children);
  }
  return null;
}

/** The node an event's `controller` stands for: declared in the event itself, or named by id. */
const declared = (model, value, k) =>
  typeof value === "string" ? model.registry.controllers.get(value) : model.registry.controllers.get(`$.events[${k}]`);

/** Applies event `k` to the model in place. Unknown or refused changes leave it as it was. */
export function applyEvent(model, event, k) {
  const { windows } = model;
  switch (event.type) {
    case "push": {
      const nav = find(windows, event.navigation);
      const node = declared(model, event.controller, k);
      if (nav && node) { node.parent = nav; nav.children.push(node); }
      break;
    }
    case "pop": { const nav = find(windows, event.navigation); if (nav && nav.children.length > 1) nav.children.pop().parent = null; break; }
    case "popToRoot": { const nav = find(windows, event.navigation); if (nav) for (const c of nav.children.splice(1)) c.parent = null; break; }
    case "selectTab": { const tab = find(windows, event.tabBar); if (tab) tab.selectedIndex = event.index; break; }
    case "present":
    case "swiftUI.sheet":
    case "swiftUI.fullScreenCover":
    case "swiftUI.popover": {
      const presenter = find(windows, event.presenter);
      const node = declared(model, event.controller, k);
      if (!presenter || !node) break;
      // UIKit refused it (presenter off screen, or its hierarchy already presenting): the answer says so.
      if (model.refused?.has(k) || holder(presenter)) break;
      const root = containmentRoot(presenter);
      node.presenter = root;
      const style = event.type === "present" ? (event.style ?? "automatic") : swiftUIStyle(event.type, model.registry.device);
      root.presented = { style, node, swiftUI: event.type === "present" ? null : event.type.slice("swiftUI.".length) };
      break;
    }
    case "dismiss": {
      const x = find(windows, event.controller);
      if (!x) break;
      const root = containmentRoot(x);
      const above = holder(x);
      if (above) above.presented = null;
      else if (root.presenter) root.presenter.presented = null;
      break;
    }
    case "update": {
      const n = find(windows, event.controller);
      const set = event.set ?? {};
      if (!n) break;
      if ("supportedOrientations" in set) n.mask = set.supportedOrientations;
      if ("forwarding" in set) n.forwarding = set.forwarding ?? "none";
      if ("class" in set) { n.cls = set.class; n.preset = null; }
      break;
    }
    case "addWindow": {
      const w = typeof event.window === "string" ? model.registry.windows.get(event.window) : model.registry.windows.get(`$.events[${k}]`);
      if (!w) break;
      const declaredKey = typeof event.window === "object" && event.window?.key === true;
      if (declaredKey) for (const other of windows) other.key = false;
      w.key = declaredKey;
      w.hidden = false;  // adding shows the window
      windows.push(w);
      break;
    }
    case "removeWindow": {
      const i = windows.findIndex((w) => w.id === event.window);
      if (i >= 0) windows.splice(i, 1);
      break;
    }
    case "makeKey": case "makeKeyWindow": {
      // makeKeyAndVisible also shows the window; plain makeKey() leaves it as it is.
      for (const w of windows) w.key = w.id === event.window;
      const w = windows.find((x) => x.id === event.window);
      if (w && event.type === "makeKey") w.hidden = false;
      break;
    }
    case "showWindow": case "hideWindow": {
      const w = windows.find((x) => x.id === event.window);
      if (w) w.hidden = event.type === "hideWindow";
      break;
    }
    case "activateScene": {
      // As the service does: the scene's highest window with a root (ties: the last), else its first.
      const own = windows.filter((w) => w.scene === event.scene);
      const withRoot = own.filter((w) => w.root && !w.hidden);
      const pick = withRoot.reduce((best, w) => (best && best.level > w.level ? best : w), null) ?? own.find((w) => !w.hidden);
      if (pick) for (const w of windows) w.key = w === pick;
      break;
    }
    default: break;
  }
}

/** Where a controller's answers go when it forwards (`forwarding`), for the arrow; null if nowhere. */
function forwardTarget(n) {
  switch (n.forwarding) {
    case "top": return n.children.at(-1) ?? null;
    case "visible": { const top = n.children.at(-1); return top ? (holder(top)?.presented.node ?? top) : null; }
    case "selected": return n.children[n.selectedIndex] ?? null;
    case "firstChild": return n.children[0] ?? null;
    case "presented": return holder(n)?.presented.node ?? null;
    default: return null;
  }
}

const maskText = (m) => (Array.isArray(m) ? m.join(", ") : String(m));

function nodeView(n, marks, shown) {
  const target = forwardTarget(n);
  const classes = ["node"];
  if (!shown) classes.push("offscreen-branch");
  if (marks.deciding.has(n.name)) classes.push("deciding");
  if (marks.named.has(n.name)) classes.push("named");
  const row = h("div", {
    class: classes.join(" "), "data-controller": n.name,
    title: shown ? null : "not on screen: below the top of its navigation stack, or in a tab not selected",
  },
    h("span", { class: `kind kind-${n.kind}`, title: n.kind }, KIND[n.kind] ?? n.kind),
    " ", h("b", { class: "cid" }, n.name),
    n.cls ? [" ", h("span", n.preset ? { class: "cls preset", title: `filled in by the preset ${n.preset}` } : { class: "cls" }, n.cls)]
      : n.preset ? [" ", h("span", { class: "cls preset" }, `preset ${n.preset}`)] : null,
    n.mask !== null ? [" ", h("span", { class: "mask", title: "supportedInterfaceOrientations override" }, maskText(n.mask))] : null,
    n.forwarding !== "none"
      ? [" ", h("span", { class: "fwd", title: `forwards its answers (${n.forwarding})` }, `⇢ ${n.forwarding}`, target ? [" → ", h("b", {}, target.name)] : " → (none)")]
      : null,
    marks.deciding.has(n.name) ? h("span", { class: "badge-decides" }, "decides") : null);
  const kids = n.children.map((c, k) => {
    const visible = n.kind === "navigationController" ? k === n.children.length - 1
      : n.kind === "tabBarController" ? k === n.selectedIndex : true;
    return nodeView(c, marks, shown && visible);
  });
  const items = [row];
  if (kids.length) items.push(h("ul", {}, kids.map((v) => h("li", {}, v))));
  if (n.presented) {
    const how = n.presented.swiftUI ? `${n.presented.style}, SwiftUI .${n.presented.swiftUI}` : n.presented.style;
    items.push(h("div", { class: "presents" }, "⤷ presents ", h("span", { class: "style" }, how)),
      h("ul", { class: "presented" }, h("li", {}, nodeView(n.presented.node, marks, shown))));
  }
  return h("div", { class: "subtree" }, items);
}

/** marks: {deciding: Set of names, named: Set of names}; windowsAnswer: the answer's windows[] by id. */
export function renderTree(container, model, marks, windowsAnswer) {
  const windows = model.windows;
  put(container, ...windows.map((w) => {
    const answer = windowsAnswer?.find((a) => a.id === w.id);
    return h("section", { class: "window", "aria-label": `window ${w.id}` },
      h("h3", {}, `window ${w.id}`, w.key ? h("span", { class: "tag" }, "key") : null, w.hidden ? h("span", { class: "tag" }, "hidden") : null, h("span", { class: "tag" }, `level ${w.level}`),
        answer ? h("span", { class: "tag" }, answer.interfaceOrientation) : null),
      w.root ? h("ul", { class: "tree-root" }, h("li", {}, nodeView(w.root, marks, true))) : h("p", { class: "hint" }, "no root view controller"));
  }));
}
