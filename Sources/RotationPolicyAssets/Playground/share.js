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

/**
 * The most a shared link may hold once decompressed: the server's default request body limit
 * (`--max-body-bytes`, 4 MiB). A link is a few kilobytes of deflate, which can inflate a thousandfold:
 * an 87 KB link held 64 MiB. Beyond the cap the page stops reading and says so.
 */
export const MAX_SHARED_BYTES = 4 * 1024 * 1024;

const tooLarge = () =>
  new Error(`the link's request is larger than ${MAX_SHARED_BYTES / 1048576} MiB once decompressed (the server's request limit); it was not opened`);

/**
 * Decompresses at most MAX_SHARED_BYTES and gives up as soon as the output passes it. The input goes in
 * 1 KiB at a time (deflate inflates at most about 1032-fold, so each step adds about 1 MiB at most):
 * handed over whole, the 85 KB link came out as one 64 MiB chunk before any check could run.
 */
async function inflateCapped(bytes) {
  const stream = new DecompressionStream("deflate-raw");
  const writer = stream.writable.getWriter();
  const reader = stream.readable.getReader();
  const feeding = (async () => {
    try {
      for (let k = 0; k < bytes.length; k += 1024) await writer.write(bytes.subarray(k, k + 1024));
      await writer.close();
    } catch { /* the reader stopped (too large) or the data is damaged: the read loop reports it */ }
  })();
  const chunks = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > MAX_SHARED_BYTES) {
      await reader.cancel();
      await feeding;
      throw tooLarge();
    }
    chunks.push(value);
  }
  await feeding;
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
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
  if (match[1] === "j") {
    if (bytes.length > MAX_SHARED_BYTES) throw tooLarge();
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  }
  if (typeof DecompressionStream !== "function") throw new Error("this browser cannot decompress the link (no DecompressionStream)");
  return new TextDecoder("utf-8", { fatal: true }).decode(await inflateCapped(bytes));
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
