// The "From code" panel: Swift, Objective-C, storyboard/xib, Info.plist and project.pbxproj files, dropped
// (files or a folder) or pasted, go to POST /v1/scan; the app at launch it answers goes into the editor.
// What the scan could not decide, and every refusal (naming the file and line), stay visible here.
import { h, put } from "./dom.js";

/** The service takes at most this many files (openapi.yaml, ScanRequest.files.maxItems). */
const MAX_FILES = 2000;

/** The names the scan reads (RotationPolicyScan FileKind); anything else dropped is left out, and said so. */
export function scannable(path) {
  const name = path.split("/").pop();
  return name === "project.pbxproj" || name === "Podfile" || /\.(swift|m|mm|h|storyboard|xib|xcconfig|yml|yaml|podspec|podspec\.json)$/.test(name)
    || (name.endsWith(".plist") && name.includes("Info"));
}

/** Folders a drop never needs: dependencies and build products are not the app's own code. */
const SKIPPED_FOLDERS = new Set(["Pods", "Carthage", ".build", "build", "DerivedData", ".git", "node_modules"]);

/** The files of a drop, folders walked (webkitGetAsEntry), paths relative to what was dropped. */
async function droppedFiles(dataTransfer) {
  const entries = [...(dataTransfer.items ?? [])].map((item) => item.webkitGetAsEntry?.()).filter(Boolean);
  if (!entries.length) return [...(dataTransfer.files ?? [])].map((file) => ({ path: file.name, file }));
  const out = [];
  const walk = async (entry) => {
    if (out.length > MAX_FILES) return;
    if (entry.isFile) {
      const file = await new Promise((resolve, reject) => entry.file(resolve, reject));
      out.push({ path: entry.fullPath.replace(/^\/+/, ""), file });
    } else if (entry.isDirectory && !SKIPPED_FOLDERS.has(entry.name)) {
      const reader = entry.createReader();
      // readEntries answers in batches until an empty one.
      for (;;) {
        const batch = await new Promise((resolve, reject) => reader.readEntries(resolve, reject));
        if (!batch.length) break;
        for (const child of batch) await walk(child);
      }
    }
  };
  for (const entry of entries) await walk(entry);
  return out;
}

/** A file's text; binary property lists cannot travel as text (openapi.yaml), so they are refused here. */
async function readText(file) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (String.fromCharCode(...bytes.slice(0, 6)) === "bplist") {
    throw new Error("a binary property list: the service takes text; convert it with `plutil -convert xml1`");
  }
  return new TextDecoder().decode(bytes);
}

/** The 1-based line of a problem message "Path/To/File:12: …" about `path`, or null. */
export function problemLine(message, path) {
  const m = message.startsWith(path + ":") ? /^:(\d+)/.exec(message.slice(path.length)) : null;
  return m ? Number(m[1]) : null;
}

/**
 * Builds the panel inside `root` (a <details>). `post(path, body)` is the page's fetch wrapper;
 * `onRequest(text, story)` puts the request in the editor.
 */
export function initFromCode(root, { post, onRequest }) {
  const dropped = [];
  const fileInput = h("input", { type: "file", id: "fc-files", multiple: true, class: "visually-hidden" });
  // A chosen folder keeps each file's path inside it (webkitRelativePath), so INFOPLIST_FILE, the
  // project's groups and XcodeGen's sources still name the posted files.
  const folderInput = h("input", { type: "file", id: "fc-folder", multiple: true, webkitdirectory: true, class: "visually-hidden" });
  const list = h("ul", { class: "fc-list", "aria-label": "files to scan" });
  const name = h("input", { type: "text", id: "fc-name", placeholder: "App/ViewController.swift", spellcheck: "false" });
  const paste = h("textarea", { id: "fc-paste", rows: 6, spellcheck: "false", wrap: "off", placeholder: "Paste one file's text here" });
  const hierarchy = h("textarea", { id: "fc-hierarchy", rows: 4, spellcheck: "false", wrap: "off", placeholder: "<UINavigationController 0x7f…>, state: appeared, view: …" });
  const idiom = h("select", { id: "fc-idiom" }, h("option", { value: "" }, "from the project"), h("option", { value: "phone" }, "phone"), h("option", { value: "pad" }, "pad"));
  const ios = h("input", { type: "text", id: "fc-ios", size: 6, placeholder: "project's" });
  const scan = h("button", { type: "button", id: "fc-scan" }, "Scan");
  const result = h("div", { id: "fc-result", class: "fc-result", role: "status", "aria-live": "polite" });
  const zone = h("div", { class: "fc-drop", id: "fc-drop", tabindex: "0", role: "group", "aria-label": "Drop files or a project folder here" },
    "Drop Swift, Objective-C, storyboard/xib, Info.plist or project.pbxproj files, or a project folder, here — or ",
    h("label", { for: "fc-files", class: "fc-choose" }, "choose files"), " or ",
    h("label", { for: "fc-folder", class: "fc-choose" }, "a folder"), ".", fileInput, folderInput);

  root.append(
    h("p", { class: "help" }, "Reads the app from its code with ", h("code", {}, "POST /v1/scan"),
      " and puts the app at launch, with its explore actions, in the editor. Nothing is stored."),
    zone, list,
    h("label", { for: "fc-name" }, "Pasted file's name"), name,
    h("label", { for: "fc-paste" }, "Pasted file's text"), paste,
    h("details", {}, h("summary", {}, "Live hierarchy (optional)"),
      h("label", { for: "fc-hierarchy", class: "small" }, "What _printHierarchy printed: the tree comes from it, the overrides from the code."), hierarchy),
    h("p", { class: "fc-row" }, h("label", { for: "fc-idiom" }, "Idiom "), idiom, h("label", { for: "fc-ios" }, " iOS "), ios, " ", scan),
    result);

  const showList = () => put(list, dropped.map((f, k) => h("li", {}, f.path, " ",
    h("button", { type: "button", class: "fc-remove", "aria-label": `Remove ${f.path}`, onclick: () => { dropped.splice(k, 1); showList(); } }, "×"))));

  const add = (files) => {
    const kept = files.filter((f) => scannable(f.path));
    const left = files.length - kept.length;
    for (const f of kept) {
      const same = dropped.findIndex((d) => d.path === f.path);
      if (same >= 0) dropped[same] = f; else dropped.push(f);
    }
    showList();
    const over = dropped.length > MAX_FILES;
    message(over ? "problem" : "info", [
      `${kept.length} file(s) added${left ? `; ${left} left out (not a kind the scan reads)` : ""}.`,
      over ? ` That makes ${dropped.length}: the service takes at most ${MAX_FILES}; remove some.` : ""]);
  };

  const message = (kind, ...parts) => {
    root.dataset.outcome = kind;
    put(result, h("div", { class: kind === "problem" ? "errors" : "fc-info" }, parts));
  };

  fileInput.addEventListener("change", () => { add([...fileInput.files].map((file) => ({ path: file.webkitRelativePath || file.name, file }))); fileInput.value = ""; });
  folderInput.addEventListener("change", () => {
    const inFolder = [...folderInput.files].filter((file) => !file.webkitRelativePath.split("/").slice(0, -1).some((part) => SKIPPED_FOLDERS.has(part)));
    add(inFolder.map((file) => ({ path: file.webkitRelativePath || file.name, file })));
    folderInput.value = "";
  });
  // The zone is focusable: Enter or Space opens the file chooser, for those who do not drag.
  zone.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); fileInput.click(); } });
  zone.addEventListener("dragover", (e) => { e.preventDefault(); zone.classList.add("over"); });
  zone.addEventListener("dragleave", () => zone.classList.remove("over"));
  zone.addEventListener("drop", async (e) => {
    e.preventDefault();
    zone.classList.remove("over");
    try { add(await droppedFiles(e.dataTransfer)); } catch (error) { message("problem", `The drop could not be read: ${error.message}`); }
  });

  /** Selects line `line` of the pasted text, so a problem in it points at the place. */
  const selectPasted = (line) => {
    const starts = [0];
    for (let k = 0; k < paste.value.length; k++) if (paste.value[k] === "\n") starts.push(k + 1);
    const start = starts[Math.min(line, starts.length) - 1];
    const end = paste.value.indexOf("\n", start);
    paste.focus();
    paste.setSelectionRange(start, end < 0 ? paste.value.length : end);
  };

  scan.addEventListener("click", async () => {
    const files = [];
    try {
      for (const f of dropped) {
        try { files.push({ path: f.path, content: await readText(f.file) }); } catch (error) { throw new Error(`${f.path}: ${error.message}`); }
      }
    } catch (error) { message("problem", error.message); return; }
    const pastedName = name.value.trim();
    if (paste.value.trim()) {
      if (!pastedName) { message("problem", "Give the pasted text a file name (…swift, …m, …storyboard, Info.plist, project.pbxproj): the name says how to read it."); name.focus(); return; }
      if (!scannable(pastedName)) { message("problem", `${pastedName}: not a kind the scan reads (Swift, Objective-C, storyboard/xib, Info.plist, project.pbxproj, xcconfig, project.yml, podspec, Podfile).`); name.focus(); return; }
      files.push({ path: pastedName, content: paste.value });
    }
    if (!files.length) { message("problem", "Nothing to scan: drop or choose files, or paste one."); return; }
    const body = { files };
    if (idiom.value) body.idiom = idiom.value;
    if (ios.value.trim()) body.iosVersion = ios.value.trim();
    if (hierarchy.value.trim()) body.hierarchy = hierarchy.value;
    message("info", `Scanning ${files.length} file(s)…`);
    scan.disabled = true;
    let r;
    try { r = await post("/v1/scan", JSON.stringify(body)); } catch (error) { message("problem", `The service did not answer: ${error.message}`); return; } finally { scan.disabled = false; }
    if (r.status !== 200 || !r.json?.request) { showProblem(r, files, pastedName); return; }
    const spec = r.json;
    const unresolved = spec.unresolved ?? [];
    const text = JSON.stringify({ ...spec.request, explore: spec.explore ?? {} }, null, 2) + "\n";
    const story = `From code: POST /v1/scan read ${files.length} file(s) (${(spec.sources ?? []).length} fact(s) traced to a file and line). `
      + (unresolved.length ? `Unresolved (${unresolved.length}): ${unresolved.map((u) => `${u.what} — ${u.reason}`).join("; ")}.` : "Nothing stayed unresolved.");
    message("ok", h("p", {}, `Scanned ${files.length} file(s): the request is in the editor.`),
      unresolved.length ? [h("p", { class: "small" }, `Unresolved (${unresolved.length}):`),
        h("ul", { class: "fc-unresolved" }, unresolved.map((u) => h("li", {}, h("b", {}, u.what), ": ", u.reason)))] : h("p", { class: "small" }, "Nothing stayed unresolved."));
    // Folded so the editor and its story line come into view; the result stays here when it is opened.
    root.open = false;
    onRequest(text, story);
  });

  /** A refusal, each error with the file it is about; a line in the pasted text is one click away. */
  const showProblem = (r, files, pastedName) => {
    const p = r.json;
    if (r.status === 404 || r.status === 405) { message("problem", `This server has no POST /v1/scan (it answered ${r.status}).`); return; }
    const errors = p?.errors?.length ? p.errors : [{ path: "$", message: p?.detail ?? `HTTP ${r.status}` }];
    message("problem",
      h("p", { class: "problem-title" }, `${r.status} ${p?.title ?? "Error"}`, p?.type ? h("span", { class: "small" }, ` (${p.type})`) : null),
      h("ul", {}, errors.map((e) => {
        const k = /^\$\.files\[(\d+)\]/.exec(e.path ?? "");
        const file = k ? files[Number(k[1])]?.path : null;
        const line = file ? problemLine(e.message, file) : null;
        return h("li", { class: "error-item", "data-file": file ?? "" },
          file && !e.message.startsWith(file) ? h("b", {}, `${file}: `) : null, h("span", { class: "message" }, e.message),
          file && file === pastedName && line ? [" ", h("button", { type: "button", class: "path", onclick: () => selectPasted(line) }, `show line ${line}`)] : null);
      })));
  };
}
