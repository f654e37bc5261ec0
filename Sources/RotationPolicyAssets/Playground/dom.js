// A tiny element builder: h("p", {class: "x"}, "text", child). Text is always set as text, never as
// HTML, so nothing from a request or an answer can inject markup.
const SVG = "http://www.w3.org/2000/svg";

function build(ns, tag, attrs, children) {
  const el = ns ? document.createElementNS(ns, tag) : document.createElement(tag);
  for (const [k, v] of Object.entries(attrs ?? {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
    else el.setAttribute(k, v === true ? "" : String(v));
  }
  const breaks = !ns && !NO_BREAKS.has(tag);
  for (const c of children.flat(Infinity)) {
    if (c === undefined || c === null || c === false) continue;
    if (c instanceof Node) el.append(c);
    else if (breaks) el.append(...wordBreaks(String(c)));
    else el.append(String(c));
  }
  return el;
}

/** Elements whose text must stay one text node (an <option> holds no elements) or never wraps. */
const NO_BREAKS = new Set(["option", "textarea", "pre", "title", "script", "style"]);

/**
 * Text with a line-break opportunity (<wbr>) between the words of each long identifier, so that
 * `UIApplicationInvalidInterfaceOrientation` wraps as "UIApplicationInvalid / InterfaceOrientation",
 * never inside a word (style.css no longer breaks anywhere). <wbr> adds no character to copied text.
 */
export function wordBreaks(text) {
  const out = [];
  let last = 0;
  for (const m of text.matchAll(/[A-Za-z0-9_.]{16,}/g)) {
    const words = m[0].split(/(?<=[a-z0-9])(?=[A-Z])|(?<=\.)(?=[A-Za-z])/);
    if (words.length < 2) continue;
    if (m.index > last) out.push(text.slice(last, m.index));
    words.forEach((word, k) => { if (k) out.push(document.createElement("wbr")); out.push(word); });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

export const h = (tag, attrs, ...children) => build(null, tag, attrs, children);

/** replaceChildren without the nulls and falses of conditional parts (it would print them as text). */
export function put(parent, ...children) {
  parent.replaceChildren(...children.flat(Infinity).filter((c) => c !== null && c !== undefined && c !== false));
}
export const s = (tag, attrs, ...children) => build(SVG, tag, attrs, children);

export const ORIENTATIONS = ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"];
export const SHORT = { portrait: "portrait", portraitUpsideDown: "upside down", landscapeLeft: "land. left", landscapeRight: "land. right" };

/** Controller references in trace and message text: `<Demo.HomeViewController: home>` → "home". */
export function namedControllers(text) {
  const names = [];
  for (const m of String(text).matchAll(/<([^<>:]+): ([^<>]+)>/g)) names.push(m[2]);
  return names;
}

/** The anchor of a rule in docs/rules.md: lower case, § as s, dots and spaces as -: "§7 E1" → "s7-e1". */
export const ruleAnchor = (rule) => rule.toLowerCase().replace(/§/g, "s").replace(/[. ]+/g, "-");

/** A rule number as a link into the rules reference the server serves at /docs/rules. */
export function ruleLink(rule) {
  if (!rule) return null;
  return h("a", { class: "rule", href: `/docs/rules#${ruleAnchor(rule)}`, target: "_blank", rel: "noopener", title: `${rule} in the rules reference` }, rule);
}

/** What each confidence level rests on (docs/rules.md#confidence), for the badges' titles. */
const LEVELS = {
  documented: "Apple's documentation (or the library's source) says so",
  decompiled: "UIKitCore disassembly of one release shows it",
  observed: "dated public reports show it",
  extrapolated: "a preset's reports used on a later iOS version than they cover",
  assumed: "the simulator's own choice where nothing documents or shows UIKit's behaviour",
};

/** The answer's assumption codes in words (RotationPolicyWire's Vocabulary.assumptions). */
const ASSUMPTIONS = {
  fallbackOrientation: "fallback orientation",
  noContainerReevaluation: "iOS 16+ push/pop/tab switch without re-evaluation",
  deviceOrientationSetUnderLock: "KVC orientation set under the lock",
  sceneLockReleaseFollowsDevice: "released scene lock follows the device",
  hiddenWindowSkipped: "hidden window skipped, shown like a new one",
  requiresFullScreenAsDocumented: "iPadOS 26.1 full-screen app as documented, reports disagree",
};

/** A step's (or an answer's) confidence level as a small badge linking to the levels' explanation. */
export function confidenceBadge(level) {
  if (!level) return null;
  return h("a", {
    class: `confidence confidence-${level}`, href: "/docs/rules#confidence", target: "_blank", rel: "noopener",
    "data-confidence": level, title: `confidence: ${level} — ${LEVELS[level] ?? ""}`,
  }, level);
}

/** The answer's `confidence` in one line: the level, and below documented what lowered it, with links. */
export function confidenceSummary(confidence) {
  if (!confidence?.level) return null;
  const rules = confidence.uncertainRules ?? [];
  const assumptions = (confidence.assumptions ?? []).map((code) => ASSUMPTIONS[code] ?? code);
  const presets = confidence.uncertainPresets ?? [];
  const why = [];
  if (rules.length) why.push(" · ", rules.map((rule, k) => [k ? ", " : "", ruleLink(rule)]));
  if (assumptions.length) why.push(" ", assumptions.join(", "));
  if (presets.length) why.push(` · preset${presets.length === 1 ? "" : "s"} ${presets.join(", ")}`);
  return h("p", { class: `confidence-line${confidence.level === "documented" ? "" : " banner warning"}`, "data-confidence": confidence.level },
    "Confidence: ", confidenceBadge(confidence.level), why);
}
