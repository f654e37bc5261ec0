// Where each JSON path of the API's errors ($.root.children[2].id) sits in the editor's text, so an
// error is shown at its place. A small scanner of our own: JSON.parse keeps no positions.

/** The path syntax of the service (Sources/RotationPolicyJSON/JSONPath.swift): the key quoted as its JSON writer does. */
export function memberPath(base, key) {
  if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) return `${base}.${key}`;
  const named = { '"': '\\"', "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t" };
  const escaped = key.replace(/[\\"\u0000-\u001f]/g,
    (c) => named[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
  return `${base}["${escaped}"]`;
}

/**
 * Maps every path in `text` to {start, end} (character offsets of the value, or of `"key": value` for
 * members). Scans as far as the text is valid JSON; what follows an error is simply absent.
 */
export function locatePaths(text) {
  const spans = new Map();
  let i = 0;
  const ws = () => { while (i < text.length && " \t\r\n".includes(text[i])) i++; };
  const string = () => {
    if (text[i] !== '"') throw new Error("string");
    let out = "";
    i++;
    while (i < text.length && text[i] !== '"') {
      if (text[i] === "\\") {
        const c = text[i + 1];
        if (c === "u") { out += String.fromCharCode(parseInt(text.slice(i + 2, i + 6), 16)); i += 6; continue; }
        out += { n: "\n", t: "\t", r: "\r", b: "\b", f: "\f" }[c] ?? c;
        i += 2;
        continue;
      }
      out += text[i++];
    }
    if (i >= text.length) throw new Error("unterminated");
    i++;
    return out;
  };
  const value = (path, keyStart) => {
    ws();
    const start = i;
    const c = text[i];
    if (c === "{") {
      i++; ws();
      if (text[i] === "}") { i++; } else {
        for (;;) {
          ws();
          const kStart = i;
          const key = string();
          ws();
          if (text[i] !== ":") throw new Error(":");
          i++;
          value(memberPath(path, key), kStart);
          ws();
          if (text[i] === ",") { i++; continue; }
          if (text[i] === "}") { i++; break; }
          throw new Error("object");
        }
      }
    } else if (c === "[") {
      i++; ws();
      if (text[i] === "]") { i++; } else {
        for (let n = 0; ; n++) {
          value(`${path}[${n}]`);
          ws();
          if (text[i] === ",") { i++; continue; }
          if (text[i] === "]") { i++; break; }
          throw new Error("array");
        }
      }
    } else if (c === '"') {
      string();
    } else {
      const m = /^(-?\d+(\.\d+)?([eE][+-]?\d+)?|true|false|null)/.exec(text.slice(i, i + 400));
      if (!m) throw new Error("value");
      i += m[0].length;
    }
    spans.set(path, { start: keyStart ?? start, end: i });
  };
  try { value("$"); } catch { /* partial map: the scan stops at the first error */ }
  return spans;
}

/** The span for `path`, or for its nearest ancestor the text has (an unknown key's parent, say). */
export function spanFor(spans, path, text) {
  let p = path;
  while (p) {
    if (spans.has(p)) return spans.get(p);
    const cut = Math.max(p.lastIndexOf("."), p.lastIndexOf("["));
    if (cut <= 0) break;
    p = p.slice(0, cut);
  }
  return spans.get("$") ?? { start: 0, end: Math.min(text.length, 1) };
}

/** A character offset for "at byte N" in a malformed-JSON message (the service counts UTF-8 bytes). */
export function offsetOfByte(text, byte) {
  const bytes = new TextEncoder().encode(text);
  return new TextDecoder().decode(bytes.slice(0, Math.min(byte, bytes.length))).length;
}

export function lineOf(text, offset) {
  let line = 1;
  for (let k = 0; k < offset && k < text.length; k++) if (text[k] === "\n") line++;
  return line;
}
