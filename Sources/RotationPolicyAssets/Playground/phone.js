// The phone (or iPad) outline. The body is drawn in the interface orientation: turned so that the
// interface's "up" is up on screen, content and status bar upright. Beside it, a small outline of the
// device's physical orientation. Angles are clockwise on screen.
import { s, h } from "./dom.js";

/** Interface orientation → body rotation. landscapeLeft: home button on the left, top to the right. */
export const INTERFACE_ANGLE = { portrait: 0, landscapeLeft: 90, landscapeRight: -90, portraitUpsideDown: 180 };
/** Device orientation → body rotation. Device landscapeLeft is interface landscapeRight. */
export const DEVICE_ANGLE = { portrait: 0, landscapeLeft: -90, landscapeRight: 90, portraitUpsideDown: 180 };

function body(idiom, hasHomeButton, cx, cy, scale) {
  const w = (idiom === "pad" ? 64 : 44) * scale;
  const ht = (idiom === "pad" ? 86 : 88) * scale;
  const x = cx - w / 2;
  const y = cy - ht / 2;
  const inset = 4 * scale;
  const chin = hasHomeButton ? 11 * scale : inset;
  const top = hasHomeButton ? 11 * scale : inset;
  const parts = [
    s("rect", { class: "body", x, y, width: w, height: ht, rx: 7 * scale }),
    s("rect", { class: "screen", x: x + inset, y: y + top, width: w - 2 * inset, height: ht - top - chin, rx: 2 * scale }),
  ];
  if (hasHomeButton) parts.push(s("circle", { class: "home", cx, cy: y + ht - chin / 2, r: 3 * scale }));
  else parts.push(s("rect", { class: "home", x: cx - 8 * scale, y: y + ht - chin - 3 * scale, width: 16 * scale, height: 1.5 * scale, rx: 1 }));
  return { parts, screen: { x: x + inset, y: y + top, w: w - 2 * inset, h: ht - top - chin } };
}

/**
 * The main outline. `statusBar` is {orientation, hidden} or null when unknown; the strip is drawn on the
 * screen edge the status bar's orientation puts it on (it differs from the interface's when another
 * window or setStatusBarOrientation moved it).
 */
export function phoneOutline({ interfaceOrientation, statusBar, idiom, hasHomeButton, label }) {
  const angle = INTERFACE_ANGLE[interfaceOrientation] ?? 0;
  const { parts, screen: local } = body(idiom, hasHomeButton, 60, 60, 1);
  // The body turns; the interface on its screen stays upright for the person holding it, so the content
  // is drawn unrotated over the turned screen (sides swapped in landscape). The screen is centred.
  const sideways = Math.abs(angle) === 90;
  const w = sideways ? local.h : local.w;
  const ht = sideways ? local.w : local.h;
  const screen = { x: 60 - w / 2, y: 60 - ht / 2, w, h: ht };
  const content = [];
  for (let row = 0; row < 5; row++) {
    const y = screen.y + 10 + row * 9;
    if (y + 5 > screen.y + screen.h - 2) break;
    content.push(s("rect", { class: "row", x: screen.x + 4, y, width: screen.w - 8 - (row % 2) * 10, height: 4, rx: 1 }));
  }
  if (statusBar) {
    // The status bar's own orientation decides its edge: another window or setStatusBarOrientation can
    // leave it on a side of the interface.
    const delta = ((((INTERFACE_ANGLE[statusBar.orientation] ?? 0) - angle) % 360) + 360) % 360;
    const t = 5;
    const strips = {
      0: { x: screen.x, y: screen.y, width: screen.w, height: t },
      90: { x: screen.x + screen.w - t, y: screen.y, width: t, height: screen.h },
      180: { x: screen.x, y: screen.y + screen.h - t, width: screen.w, height: t },
      270: { x: screen.x, y: screen.y, width: t, height: screen.h },
    };
    content.push(s("rect", { class: statusBar.hidden ? "statusbar hidden" : "statusbar", ...strips[delta], "data-edge": delta }));
  }
  return s("svg", { class: "phone", viewBox: "0 0 120 120", width: 120, height: 120, role: "img", "aria-label": label, "data-rotation": angle },
    s("title", {}, label),
    s("g", { class: "device-body", transform: `rotate(${angle} 60 60)` }, parts),
    s("g", { class: "interface" }, content));
}

/** The small outline of the physical device: a rotated phone, or a flat one for faceUp/faceDown. */
export function deviceIcon(deviceOrientation, idiom, hasHomeButton) {
  const label = `device ${deviceOrientation ?? "unknown"}`;
  let drawing;
  if (deviceOrientation in DEVICE_ANGLE) {
    const angle = DEVICE_ANGLE[deviceOrientation];
    drawing = s("g", { transform: `rotate(${angle} 24 24)`, "data-rotation": angle }, body(idiom, hasHomeButton, 24, 24, 0.42).parts);
  } else if (deviceOrientation === "faceUp" || deviceOrientation === "faceDown") {
    drawing = s("g", {}, s("ellipse", { class: deviceOrientation === "faceUp" ? "flat" : "flat down", cx: 24, cy: 28, rx: 18, ry: 7 }),
      s("text", { x: 24, y: 14, "text-anchor": "middle", class: "flat-label" }, deviceOrientation === "faceUp" ? "▲" : "▼"));
  } else {
    drawing = s("text", { x: 24, y: 30, "text-anchor": "middle", class: "flat-label" }, "?");
  }
  return h("div", { class: "device" },
    s("svg", { viewBox: "0 0 48 48", width: 48, height: 48, role: "img", "aria-label": label }, s("title", {}, label), drawing),
    h("span", { class: "device-label" }, "device"));
}
