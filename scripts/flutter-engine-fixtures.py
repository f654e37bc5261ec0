#!/usr/bin/env python3
"""Writes Tests/Fixtures/rules/crossplatform/flutter-engine/*.json: the 28 orientation cases of the
Flutter engine's FlutterViewControllerTest.mm (flutter/engine@0317a34215d539ab87a399332ef79db62e5a6260,
testPerformOrientationUpdateForcesOrientationChange: 15 cases, testPerformOrientationUpdateDoesNotForce
OrientationChange: 13 cases), each on the pre-16 path (iOS 15) and the iOS 16+ path.

The engine test's expectations, translated:
- pre-16: OCMExpect([device setValue:@(resulting) forKey:@"orientation"]) when didChange, OCMReject otherwise.
  Here: the UIKit calls of the step (`expectCalls`, read from the step's trace) and UIDevice.orientation
  afterwards (the KVC value, raw-equal to the interface value), plus the interface orientation UIKit
  then shows (resulting / unchanged).
- 16+: OCMExpect(requestGeometryUpdate with the mask) when the mask differs from the initial preference
  (all), OCMReject otherwise. Here: the calls; the orientation is UIKit's R3.9 pick (device, else
  current, else the fallback order), which the engine test does not assert.
The setup: the engine's initial preference is all; the phone is held as the interface shows; Info.plist
lists all four orientations and the phone has a home button, so every mask is reachable.
Run from the repository root; review the diff."""
import json, os

P, PUD, LL, LR = "portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"
MASKS = {
    "Portrait": [P], "PortraitUpsideDown": [PUD], "Landscape": [LL, LR], "LandscapeLeft": [LL],
    "LandscapeRight": [LR], "AllButUpsideDown": [P, LL, LR], "All": [P, PUD, LL, LR],
}
FLUTTER = {P: "portraitUp", PUD: "portraitDown", LL: "landscapeLeft", LR: "landscapeRight"}
DEVICE_HELD = {P: "portrait", PUD: "portraitUpsideDown", LL: "landscapeRight", LR: "landscapeLeft"}
KVC_DEVICE = {P: "portrait", PUD: "portraitUpsideDown", LL: "landscapeRight", LR: "landscapeLeft"}
CANONICAL = [P, PUD, LL, LR]  # the order answers list orientations in
FALLBACK = [P, LR, LL, PUD]
RAW = {P: 2, PUD: 4, LR: 8, LL: 16}

FORCES = [  # (mask, current, resulting)
    ("Portrait", LL, P), ("Portrait", LR, P), ("Portrait", PUD, P),
    ("PortraitUpsideDown", LL, PUD), ("PortraitUpsideDown", LR, PUD), ("PortraitUpsideDown", P, PUD),
    ("Landscape", P, LL), ("Landscape", PUD, LL),
    ("LandscapeLeft", P, LL), ("LandscapeLeft", LR, LL), ("LandscapeLeft", PUD, LL),
    ("LandscapeRight", P, LR), ("LandscapeRight", LL, LR), ("LandscapeRight", PUD, LR),
    ("AllButUpsideDown", PUD, P),
]
KEEPS = [  # (mask, current)
    ("All", P), ("All", PUD), ("All", LL), ("All", LR),
    ("AllButUpsideDown", P), ("AllButUpsideDown", LL), ("AllButUpsideDown", LR),
    ("Portrait", P), ("PortraitUpsideDown", PUD), ("Landscape", LL), ("Landscape", LR),
    ("LandscapeLeft", LL), ("LandscapeRight", LR),
]


def mask_json(names):
    ordered = [o for o in CANONICAL if o in names]
    return {"orientations": ordered, "rawValue": sum(RAW[o] for o in ordered)}


def list_text(names):
    return ", ".join(o for o in CANONICAL if o in names)


def request(version, mask, current):
    return {
        "app": {"idiom": "phone", "iosVersion": version, "hasHomeButton": True, "supportedOrientations": "all"},
        "device": {"orientation": DEVICE_HELD[current]},
        "interfaceOrientation": current,
        "root": {"id": "flutter", "preset": "FlutterViewController"},
        "events": [{"type": "flutter.setPreferredOrientations", "orientations": [FLUTTER[o] for o in MASKS[mask]]}],
        "options": {"trace": True},
    }


def write(name, story, req, expect, calls):
    out = os.path.join("Tests/Fixtures/rules/crossplatform/flutter-engine", name + ".json")
    with open(out, "w") as f:
        json.dump({"story": story, "request": req, "expectCalls": [calls], "expect": expect}, f, indent=2)
        f.write("\n")


def main():
    cases = [(m, c, True, r) for (m, c, r) in FORCES] + [(m, c, False, None) for (m, c) in KEEPS]
    assert len(cases) == 28
    for number, (mask, current, changes, resulting) in enumerate(cases, 1):
        names = MASKS[mask]
        test = "ForcesOrientationChange" if changes else "DoesNotForceOrientationChange"
        unchanged = mask == "All"  # the engine's initial preference: performOrientationUpdate does nothing
        base = f"{number:02d}-{mask}-from-{current}"
        # Pre-16.
        if unchanged:
            calls = []
        elif changes:
            calls = [f"orientationPreferences = {list_text(names)}", "attemptRotationToDeviceOrientation",
                     f"UIDevice setValue:{resulting} forKey:orientation"]
        else:
            calls = [f"orientationPreferences = {list_text(names)}"]
        final = resulting if changes else current
        write(base + "-ios15",
              f"Flutter engine test{test} case {number}: performOrientationUpdate(UIInterfaceOrientationMask{mask}) "
              f"with the interface in {current}, iOS 15 path: "
              + (f"{current} is not allowed, so attemptRotationToDeviceOrientation (the device, held {DEVICE_HELD[current]}, is not allowed either) "
                 f"then the KVC device orientation {resulting} (OCMExpect setValue:@({resulting})), which UIKit follows (R3.10)."
                 if changes else
                 ("the preference is already all: no call at all." if unchanged else
                  f"{current} is allowed: no KVC set (OCMReject setValue), nothing rotates.")),
              request("15.0", mask, current),
              {"interfaceOrientation": final,
               "deviceOrientation": KVC_DEVICE[resulting] if changes else DEVICE_HELD[current],
               "supportedOrientations": mask_json(names), "decidingController": "flutter",
               "violation": None, "terminated": False,
               "steps": [{"event": 0, "type": "flutter.setPreferredOrientations", "interfaceOrientation": final,
                          "rotated": changes, "decidingController": "flutter"}]},
              calls)
        # 16+.
        if unchanged:
            calls16 = []
            final16 = current
        else:
            calls16 = [f"orientationPreferences = {list_text(names)}", f"requestGeometryUpdate({list_text(names)})",
                       "setNeedsUpdateOfSupportedInterfaceOrientations"]
            # R3.9 with the device held as the interface shows: device (= current) if allowed, else fallback.
            final16 = current if current in names else next(o for o in FALLBACK if o in names)
        write(base + "-ios16",
              f"Flutter engine test{test} case {number}: performOrientationUpdate(UIInterfaceOrientationMask{mask}) "
              f"with the interface in {current}, iOS 16+ path: "
              + ("the preference is already all: no requestGeometryUpdate (OCMReject)." if unchanged else
                 f"the preference changed, so requestGeometryUpdate({list_text(names)}) (OCMExpect) then "
                 f"setNeedsUpdateOfSupportedInterfaceOrientations; UIKit picks {final16} (R3.9: the device orientation if "
                 "allowed, else the current one, else the fallback order)."),
              request("16.0", mask, current),
              {"interfaceOrientation": final16, "deviceOrientation": DEVICE_HELD[current],
               "supportedOrientations": mask_json(names), "decidingController": "flutter",
               "violation": None, "terminated": False, "warnings": [],
               "steps": [{"event": 0, "type": "flutter.setPreferredOrientations", "interfaceOrientation": final16,
                          "rotated": final16 != current, "decidingController": "flutter"}]},
              calls16)


main()
