#!/usr/bin/env python3
"""Writes adversarial POST /v1/explore bodies (docs/hardening.md, "Hardening III"):

    explore_shapes.py SHAPE [--pad-bytes N] [--actions N] [--time-limit-ms MS] > body.json

Shapes:
- answer-bomb: a large app (filler controllers with long class names, about --pad-bytes of JSON) and
  --actions distinct push actions, each of a landscape-only controller onto a portrait navigation
  stack: every push is its own finding, and every witness repeats the whole app.
- many-actions: the same app, and --actions push actions with maxExtraEvents 6 (and --noop updates
  that change nothing): the search has far more states than its time allows (each state tries every
  action; each transition copies and hashes the app).
- deep: a navigation stack --actions controllers deep in a large app, with push/pop/present/dismiss
  actions: long paths, so the witnesses' replays are long.
- wide-small: a small app (a tab bar of --actions tabs) whose actions toggle each tab's mask: more
  distinct states than any budget, each small, so the search runs into --max-explore-bytes.
- noop-small: a small app and --noop updates that change nothing: every transition is enabled and
  leads back to a state already seen (the per-transition path records grow with transitions).
Standard library only.
"""
import argparse, json, sys


def filler(count, class_bytes):
    return [{"id": f"f{i}", "class": "F" * class_bytes, "supportedOrientations": "all"} for i in range(count)]


def app(pad_bytes, deep=0):
    count = max(1, pad_bytes // 1060)
    nav_children = [{"id": "list", "class": "Demo.List", "supportedOrientations": "portrait"}]
    nav_children += [{"id": f"d{i}", "supportedOrientations": "portrait"} for i in range(deep)]
    return {
        "app": {"idiom": "phone", "iosVersion": "15.0", "supportedOrientations": "allButUpsideDown"},
        "interfaceOrientation": "portrait",
        "root": {
            "id": "tabs", "kind": "tabBarController", "forwarding": "selected",
            "children": [{"id": "nav", "kind": "navigationController", "forwarding": "top", "children": nav_children}]
            + filler(count, 1000),
        },
    }


def main():
    p = argparse.ArgumentParser()
    p.add_argument("shape", choices=["answer-bomb", "many-actions", "deep", "wide-small", "noop-small"])
    p.add_argument("--max-states", type=int, default=None)
    p.add_argument("--pad-bytes", type=int, default=2_700_000)
    p.add_argument("--actions", type=int, default=300)
    p.add_argument("--time-limit-ms", type=int, default=2000)
    p.add_argument("--max-extra-events", type=int, default=None)
    p.add_argument("--quiet", action="store_true", help="pushed controllers support every orientation: no findings")
    p.add_argument("--noop", type=int, default=0,
                   help="many-actions: add this many updates that change nothing (each costs a copy and a hash of the app)")
    a = p.parse_args()
    pushes = [
        {"type": "push", "navigation": "nav",
         "controller": {"id": f"p{i}", "class": "Demo.Player",
                        "supportedOrientations": "all" if a.quiet else "landscape"}}
        for i in range(a.actions)
    ]
    if a.shape == "answer-bomb":
        body = app(a.pad_bytes)
        body["explore"] = {"actions": pushes, "maxExtraEvents": a.max_extra_events or 1, "timeLimitMs": a.time_limit_ms}
    elif a.shape == "many-actions":
        body = app(a.pad_bytes)
        noop = [{"type": "update", "controller": f"f{i % max(1, a.pad_bytes // 1060)}", "set": {"supportedOrientations": "all"}}
                for i in range(a.noop)]
        body["explore"] = {"actions": pushes + [{"type": "pop", "navigation": "nav"}] + noop,
                           "maxExtraEvents": a.max_extra_events or 6, "timeLimitMs": a.time_limit_ms}
    elif a.shape in ("wide-small", "noop-small"):
        tabs = a.actions if a.shape == "wide-small" else 4
        body = {"interfaceOrientation": "portrait",
                "root": {"id": "tabs", "kind": "tabBarController", "forwarding": "selected",
                         "children": [{"id": f"t{i}"} for i in range(tabs)]}}
        if a.shape == "wide-small":
            actions = [{"type": "update", "controller": f"t{i}", "set": {"supportedOrientations": mask}}
                       for i in range(tabs) for mask in ("portrait", None)]
        else:
            actions = [{"type": "update", "controller": f"t{i % tabs}", "set": {"supportedOrientations": "all"}}
                       for i in range(a.noop)] + [{"type": "update", "controller": "t0", "set": {"supportedOrientations": m}}
                                                  for m in ("portrait", "landscape", "all")]
        body["explore"] = {"actions": actions, "maxExtraEvents": a.max_extra_events or 12, "timeLimitMs": a.time_limit_ms}
    else:
        body = app(a.pad_bytes, deep=a.actions)
        body["explore"] = {
            "actions": pushes[:8] + [{"type": "pop", "navigation": "nav"},
                                     {"type": "present", "presenter": "nav", "style": "fullScreen",
                                      "controller": {"id": "modal", "supportedOrientations": "landscape"}},
                                     {"type": "dismiss", "controller": "modal"}],
            "maxExtraEvents": a.max_extra_events or 12, "timeLimitMs": a.time_limit_ms}
    if a.max_states:
        body["explore"]["maxStates"] = a.max_states
    json.dump(body, sys.stdout, separators=(",", ":"))


if __name__ == "__main__":
    main()
