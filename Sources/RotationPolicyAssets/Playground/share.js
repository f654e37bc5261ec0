// Sharing: the request text lives in the URL fragment (never sent to a server), deflate-raw compressed
// by the browser's own CompressionStream and base64url-encoded: `#z=…`. Browsers without
// CompressionStream write `#j=…` (plain base64url); both are read everywhere they can be.

const toBase64url = (bytes) => {
  let binary = "";
  for (let k = 0; k < bytes.length; k += 0x8000) binary += String.fromCharCode(...bytes.subarray(k, k + 0x8000));
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
};

const fromBase64url = (text) => {
  const b64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
};

async function pipe(bytes, stream) {
  const piped = new Blob([bytes]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(piped).arrayBuffer());
}

export async function encodeFragment(text) {
  const bytes = new TextEncoder().encode(text);
  if (typeof CompressionStream === "function") {
    try {
      return "z=" + toBase64url(await pipe(bytes, new CompressionStream("deflate-raw")));
    } catch { /* fall through to the plain form */ }
  }
  return "j=" + toBase64url(bytes);
}

/** The request text in a fragment, or null if there is none; throws with a reason if it is damaged. */
export async function decodeFragment(hash) {
  const fragment = hash.replace(/^#/, "");
  const match = /^([zj])=(.+)$/.exec(fragment);
  if (!match) return null;
  const bytes = fromBase64url(match[2]);
  if (match[1] === "j") return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  if (typeof DecompressionStream !== "function") throw new Error("this browser cannot decompress the link (no DecompressionStream)");
  return new TextDecoder("utf-8", { fatal: true }).decode(await pipe(bytes, new DecompressionStream("deflate-raw")));
}

/** A shell command that sends the request as it is. */
export function curlCommand(origin, text) {
  const body = compact(text);
  return `curl -s ${origin}/v1/resolve -H 'content-type: application/json' -d '${body.replace(/'/g, "'\\''")}'`;
}

const compact = (text) => {
  try { return JSON.stringify(JSON.parse(text)); } catch { return text; }
};

/**
 * A spec file as the fixtures and `rotation-policy check` read it: {"story", "request", "expect"}, with
 * `expect` taken from the answer on screen. It pins today's behaviour; review it before committing it.
 */
export function specFile(story, request, answer) {
  const expect = {
    interfaceOrientation: answer.interfaceOrientation,
    supportedOrientations: answer.supportedOrientations,
    decidingController: answer.decidingController,
    violation: answer.violation,
    terminated: answer.terminated,
    steps: answer.steps.map((s) => ({
      event: s.event, type: s.type, interfaceOrientation: s.interfaceOrientation, rotated: s.rotated,
      decidingController: s.decidingController,
    })),
  };
  expect.warnings = answer.warnings ?? [];
  return JSON.stringify({ story: story || "Describe what this scenario shows.", request, expect }, null, 2) + "\n";
}

/** Clipboard with a fallback for pages the browser does not trust with navigator.clipboard (plain http). */
export async function copyText(text) {
  if (navigator.clipboard && window.isSecureContext) {
    try { await navigator.clipboard.writeText(text); return true; } catch { /* fall back */ }
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.className = "offscreen";
  document.body.append(area);
  area.select();
  let ok = false;
  try { ok = document.execCommand("copy"); } catch { ok = false; }
  area.remove();
  return ok;
}
