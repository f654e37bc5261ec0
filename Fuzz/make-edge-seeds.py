#!/usr/bin/env python3
"""Writes the hand-made edge-case seeds into Fuzz/seeds/ (run by `scripts/fuzz.sh --refresh-seeds`).

Each seed aims at a boundary of the parser, the limits or the resolver that the fixtures do not reach:
nesting at and over the depth limits, numbers at and past the Double range, escapes and surrogates,
strings at the byte limit, duplicate keys under canonical equivalence, and one request using every
event type so mutations start from deep inside the resolver.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "seeds")


def write(name, body):
    data = body if isinstance(body, bytes) else (
        body.encode() if isinstance(body, str) else json.dumps(body, separators=(",", ":"), ensure_ascii=False).encode())
    with open(os.path.join(OUT, name), "wb") as f:
        f.write(data)


def chain(depth):
    """A controller chain `depth` levels deep (root is level 1)."""
    node = {"id": f"c{depth}"}
    for level in range(depth - 1, 0, -1):
        node = {"id": f"c{level}", "kind": "container", "children": [node]}
    return node


def main():
    os.makedirs(OUT, exist_ok=True)
    # JSON syntax edges: the parser's own limits and grammar.
    write("json-nesting-1024.json", "[" * 1024 + "]" * 1024)
    write("json-nesting-1025.json", "[" * 1025 + "]" * 1025)
    write("json-nesting-objects-600.json", '{"a":' * 600 + "{}" + "}" * 600)
    write("json-empty.json", b"")
    write("json-whitespace.json", b" \t\r\n")
    write("json-bom.json", b"\xef\xbb\xbf{}")
    write("json-trailing.json", b'{"root":{}} x')
    write("json-scalars.json", b"[null,true,false,-0,0.0e0,1E+2,-1.5e-7]")
    write("json-numbers-huge.json", '{"root":{"id":"r"},"windows":[1e308,1e309,-1e400,4.9e-324,2e-400,'
          "123456789012345678901234567890]}")
    write("json-numbers-bad.json", b"[01,1.,.5,+1,1e,--1,0x10,NaN,Infinity]")
    write("json-strings-escapes.json",
          r'{"root":{"id":"\u0041\u00e9\u4e2d\ud83d\ude00\"\\\/\b\f\n\r\t","class":"\u0000"}}')
    write("json-lone-surrogate.json", r'{"root":{"id":"\ud800"}}')
    write("json-lone-low-surrogate.json", r'{"root":{"id":"\udc00x"}}')
    write("json-invalid-utf8.json", b'{"root":{"id":"\xc3\x28\xed\xa0\x80\xf4\x90\x80\x80"}}')
    write("json-raw-control.json", b'{"root":{"id":"a\x01b"}}')
    write("json-duplicate-canonical-key.json", '{"root":{"id":"e\u0301","cl\u00e9":1,"cle\u0301":2}}')
    write("json-duplicate-key.json", '{"root":{"id":"a"},"root":{"id":"b"}}')
    write("json-string-1024.json", '{"root":{"id":"' + "x" * 1024 + '"}}')
    write("json-string-1025.json", '{"root":{"id":"' + "x" * 1025 + '"}}')
    write("json-string-escaped-1025.json", '{"root":{"id":"' + "\\u00e9" * 513 + '"}}')
    write("json-many-keys.json", "{" + ",".join(f'"k{i}":{i}' for i in range(400)) + "}")

    # Contract limits on the decoded request.
    write("limit-controller-depth-256.json", {"root": chain(256)})
    write("limit-controller-depth-257.json", {"root": chain(257)})
    write("limit-wide-tree.json", {"root": {"id": "t", "kind": "tabBarController", "selectedIndex": 999,
                                            "children": [{"id": f"v{i}"} for i in range(1000)]}})
    write("limit-selected-index-huge.json", {"root": {"kind": "tabBarController", "selectedIndex": 9007199254740993,
                                                      "children": [{}]}})
    write("mask-edges.json", {"app": {"supportedOrientations": 30, "supportedOrientationsPad": [],
                                      "delegateOrientations": 31}, "root": {"supportedOrientations": -2}})
    write("version-edges.json", {"app": {"iosVersion": "0017.00001.1"}, "root": {}})

    # Every event type, on phone and pad, with windows, navigation, tabs, presentations and trace on.
    nav = {"id": "nav", "kind": "navigationController", "forwarding": "top",
           "children": [{"id": "list", "supportedOrientations": "allButUpsideDown"}]}
    tabs = {"id": "tabs", "kind": "tabBarController", "forwarding": "selected", "selectedIndex": 1,
            "children": [nav, {"id": "settings", "supportedOrientations": ["portrait"], "shouldAutorotate": False}]}
    events = [
        {"type": "deviceOrientation", "orientation": "landscapeLeft"},
        {"type": "selectTab", "tabBar": "tabs", "index": 0},
        {"type": "push", "navigation": "nav", "controller": {"id": "player", "supportedOrientations": "landscape",
                                                             "preferredOrientationForPresentation": "landscapeRight"}},
        {"type": "orientationLock", "locked": True},
        {"type": "deviceOrientation", "orientation": "faceUp"},
        {"type": "orientationLock", "locked": False},
        {"type": "setDeviceOrientation", "orientation": "landscapeRight"},
        {"type": "attemptRotationToDeviceOrientation"},
        {"type": "update", "controller": "player", "set": {"supportedOrientations": "all", "prefersStatusBarHidden": True,
                                                            "shouldAutorotate": None, "class": "Demo.Player"}},
        {"type": "setNeedsUpdateOfSupportedInterfaceOrientations", "controller": "player"},
        {"type": "setNeedsUpdateOfSupportedInterfaceOrientations"},
        {"type": "requestGeometryUpdate", "orientations": ["portrait"]},
        {"type": "present", "presenter": "player", "style": "fullScreen",
         "controller": {"id": "modal", "supportedOrientations": 2,
                        "presented": {"style": "custom", "removesPresenterView": True,
                                      "controller": {"id": "inner", "kind": "navigationController",
                                                     "forwarding": "visible", "children": [{"id": "innerTop"}]}}}},
        {"type": "dismiss", "controller": "inner"},
        {"type": "dismiss", "controller": "modal"},
        {"type": "pop", "navigation": "nav"},
        {"type": "popToRoot", "navigation": "nav"},
        {"type": "setStatusBarOrientation", "orientation": "portraitUpsideDown"},
        {"type": "addWindow", "window": {"id": "overlay", "level": 2000.5, "root": {"id": "alert",
                                                                                    "supportedOrientations": "portrait"}}},
        {"type": "makeKey", "window": "overlay"},
        {"type": "deviceOrientation", "orientation": "portrait"},
        {"type": "makeKey", "window": "main"},
        {"type": "removeWindow", "window": "overlay"},
        {"type": "deviceOrientation", "orientation": "unknown"},
        {"type": "deviceOrientation", "orientation": "faceDown"},
        {"type": "deviceOrientation", "orientation": "portraitUpsideDown"},
    ]
    for idiom, version in [("phone", "16.4"), ("pad", "17"), ("phone", "9.3.5")]:
        request = {
            "app": {"idiom": idiom, "iosVersion": version, "hasHomeButton": idiom == "pad",
                    "supportedOrientations": ["portrait", "landscapeLeft", "landscapeRight"],
                    "supportedOrientationsPad": "all", "requiresFullScreen": idiom == "pad",
                    "viewControllerBasedStatusBarAppearance": True},
            "device": {"orientation": "portrait", "orientationLock": False},
            "interfaceOrientation": "portrait",
            "windows": [{"id": "main", "key": True, "level": 0, "root": tabs},
                        {"id": "side", "level": -1, "root": {"id": "sideRoot", "kind": "splitViewController",
                                                             "forwarding": "firstChild",
                                                             "children": [{"id": "master"}, {"id": "detail"}]}}],
            "events": [e for e in events if int(version.split(".")[0]) >= 16 or e["type"] != "requestGeometryUpdate"],
            "options": {"fallbackOrder": ["landscapeRight", "portrait"], "lockSnapsToPortrait": True, "trace": True},
        }
        write(f"all-events-{idiom}-{version}.json", request)
    # Each event type once on its own, against a small app, so single mutations reach each decoder branch.
    small = {"root": {"id": "nav", "kind": "navigationController", "children": [{"id": "a"}],
                      "presented": {"style": "pageSheet", "controller": {"id": "sheet"}}},
             "windows": None, "app": {"iosVersion": "17"}}
    for event in events:
        request = dict(small)
        request["events"] = [event]
        write(f"event-{event['type']}.json", request)
    # Runtime 400s: removing the last window, naming a controller no longer on screen.
    write("runtime-remove-last-window.json", {"root": {}, "events": [{"type": "removeWindow", "window": "main"}]})
    write("runtime-dismiss-gone.json", {"root": {"id": "a", "presented": {"controller": {"id": "b"}}},
                                       "events": [{"type": "dismiss", "controller": "b"},
                                                  {"type": "dismiss", "controller": "b"}]})


if __name__ == "__main__":
    main()
