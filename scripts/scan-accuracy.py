#!/usr/bin/env python3
"""Counts for docs/scan.md's accuracy table, reproducibly.

For each app (a tree at a pinned commit), runs `rotation-policy scan DIR --format json` and counts
from the model (overrides in `model.classes[].overrides`, present/push call sites, transitions, the
root) against a grep of the same names in the tree's sources (outside test folders). Whether each
value is *right* stays a judgement made by reading the code; these are only the counts.

    scripts/scan-accuracy.py --apps /tmp/apps [--mirror /work/.mirror] [--cli .build/debug/rotation-policy]

With --mirror, an app folder that does not exist yet is made with
its project, plist, source and storyboard files at the pinned commit
(`git ls-tree` + `git cat-file` on MIRROR/<owner+name>[/repo], as `git archive | tar -x` would). Stdlib only.
"""

import argparse
import json
import os
import re
import subprocess
import sys
import time

# name, mirror (owner+name), pinned commit: the apps of docs/scan.md's table.
APPS = [
    ("Conjugar", "vermont42+Conjugar", "5d7d5b6"),
    ("moonlight-ios", "moonlight-stream+moonlight-ios", "da47035"),
    ("kiwix-apple", "kiwix+kiwix-apple", "973f26d"),
    ("Kodi-Remote", "xbmc+Official-Kodi-Remote-iOS", "57b0a06"),
    ("edx-app-ios", "openedx+edx-app-ios", "53763a2"),
]

# Only what the scan reads (project, plist, source and storyboard files): mirrors may lack large blobs.
KEPT = (".swift", ".m", ".mm", ".h", ".pch", ".storyboard", ".xib", ".plist", ".pbxproj", ".yml", ".yaml", ".xcconfig")
OVERRIDES = ("supportedInterfaceOrientations", "shouldAutorotate", "preferredInterfaceOrientationForPresentation")
SKIPPED_DIRS = {"Pods", "Carthage", "build", "DerivedData", "node_modules", ".git", ".build"}
SWIFT_OVERRIDE = re.compile(r"\b(?:var|func)\s+(" + "|".join(OVERRIDES) + r")\b")
OBJC_OVERRIDE = re.compile(r"^\s*-\s*\([^)]*\)\s*(" + "|".join(OVERRIDES) + r")\b")
SWIFT_TRANSITION = re.compile(r"(?:^|[^\w])(present|pushViewController|show)\s*\(")
OBJC_TRANSITION = re.compile(r"\b(presentViewController|pushViewController|showViewController)\s*:")


def is_test_path(relative):
    # `Tests`, `UITests`, `ConjugarTests`, `test`: test targets never feed the app model.
    return any(re.search(r"tests?$", part, re.IGNORECASE) for part in relative.split(os.sep)[:-1])


def sources(root):
    for folder, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d not in SKIPPED_DIRS)
        for name in sorted(files):
            path = os.path.join(folder, name)
            relative = os.path.relpath(path, root)
            if name.endswith((".swift", ".m", ".mm")) and not is_test_path(relative):
                yield relative, path


def grep(root):
    """Override declarations and present/push/show call lines, less comments and method definitions."""
    overrides, transitions = [], []
    for relative, path in sources(root):
        swift = relative.endswith(".swift")
        with open(path, encoding="utf-8", errors="replace") as handle:
            in_block = False
            for number, line in enumerate(handle, 1):
                stripped = line.strip()
                if in_block:
                    in_block = "*/" not in stripped
                    continue
                if stripped.startswith("/*"):
                    in_block = "*/" not in stripped
                    continue
                if stripped.startswith("//") or stripped.startswith("*"):
                    continue
                code = stripped.split("//")[0] if swift else stripped
                where = f"{relative}:{number}"
                if swift:
                    if SWIFT_OVERRIDE.search(code) and "{" in code or SWIFT_OVERRIDE.search(code) and code.rstrip().endswith(":"):
                        overrides.append(where)
                    elif SWIFT_OVERRIDE.search(code) and "override" in code:
                        overrides.append(where)
                    if SWIFT_TRANSITION.search(code) and not re.search(r"\bfunc\s+(present|show|pushViewController)\b", code):
                        transitions.append(where)
                else:
                    if OBJC_OVERRIDE.search(code) and not code.rstrip().endswith(";"):
                        overrides.append(where)
                    if OBJC_TRANSITION.search(code) and not re.match(r"^[-+]\s*\(", code):
                        transitions.append(where)
    return overrides, transitions


def extract(git_dir, commit, folder):
    """The kept files of `commit` written under `folder` (like `git archive | tar -x`, but a blob the mirror
    lacks, such as a large binary, is skipped rather than ending the archive)."""
    git = ["git", f"--git-dir={git_dir}"]
    listed = subprocess.run(git + ["ls-tree", "-r", "-z", commit], capture_output=True, check=True).stdout
    entries = []
    for record in listed.split(b"\0"):
        if not record:
            continue
        meta, path = record.split(b"\t", 1)
        mode, kind, sha = meta.split()
        name = path.decode("utf-8", "replace")
        if kind == b"blob" and mode != b"120000" and (name.endswith(KEPT) or os.path.basename(name) == "Package.swift"):
            entries.append((sha.decode(), name))
    batch = subprocess.run(git + ["cat-file", "--batch"], input="".join(sha + "\n" for sha, _ in entries).encode(), capture_output=True)
    data, offset = batch.stdout, 0
    for sha, name in entries:
        end = data.index(b"\n", offset)
        header = data[offset:end].split()
        offset = end + 1
        if header[-1] == b"missing":
            print(f"{name}: blob {sha} not in the mirror; skipped", file=sys.stderr)
            continue
        size = int(header[2])
        target = os.path.join(folder, name)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as handle:
            handle.write(data[offset : offset + size])
        offset += size + 1


def scan(cli, folder):
    started = time.monotonic()
    run = subprocess.run([cli, "scan", folder, "--format", "json"], capture_output=True, text=True)
    elapsed = time.monotonic() - started
    if run.returncode != 0:
        raise SystemExit(f"scan of {folder} failed ({run.returncode}): {run.stderr.strip()[:400]}")
    return json.loads(run.stdout), elapsed


def row(name, commit, folder, cli):
    data, elapsed = scan(cli, folder)
    model, stats = data["model"], data["stats"]
    unresolved = data["spec"].get("unresolved", [])
    found = [(c["name"], o["property"], o["at"]) for c in model["classes"] for o in c["overrides"] if o["property"] in OVERRIDES]
    dynamic = sum(1 for c in model["classes"] for o in c["overrides"] if o["property"] in OVERRIDES and len(o.get("alternatives", [])) != 1)
    calls = [s for s in model["callSites"] if s["kind"] in ("present", "push")]
    by_via = {}
    for transition in model["transitions"]:
        by_via[transition["via"]] = by_via.get(transition["via"], 0) + 1
    root = model["root"]
    if root.get("found"):
        root_text = f"`{root.get('class') or '?'}`, `{root.get('at') or root.get('detail') or '?'}`"
    else:
        root_text = f"not found: {root.get('reason', '?')}"
    grep_overrides, grep_transitions = grep(folder)
    return {
        "app": f"{name} (`{commit}`)",
        "files": f"{stats['filesRead']} ({stats['swiftFiles']} / {stats['objectiveCFiles']} / {stats['storyboards']}), {elapsed:.1f} s",
        "root": root_text,
        "overrides": f"{len(grep_overrides)} / {len(found)} (not one value: {dynamic})",
        "transitions": f"{len(grep_transitions)} / {len(calls)}",
        "model": ", ".join(f"{via} {count}" for via, count in sorted(by_via.items())) or "none",
        "unresolved": str(len(unresolved)),
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--apps", required=True, help="folder holding one tree per app (APPS/<name>)")
    parser.add_argument("--mirror", help="folder of bare mirrors (<owner+name>) to extract missing trees from")
    parser.add_argument("--cli", default=".build/debug/rotation-policy")
    parser.add_argument("--only", action="append", help="an app name; repeatable")
    args = parser.parse_args()
    columns = [
        ("app", "app (commit)"),
        ("files", "files read (Swift / ObjC / storyboards), time"),
        ("root", "root (model.root)"),
        ("overrides", "overrides: grep / found"),
        ("transitions", "present/push/show: grep / call sites found"),
        ("model", "model.transitions by source"),
        ("unresolved", "unresolved"),
    ]
    print("| " + " | ".join(title for _, title in columns) + " |")
    print("|" + "---|" * len(columns))
    for name, mirror, commit in APPS:
        if args.only and name not in args.only:
            continue
        folder = os.path.join(args.apps, name)
        if not os.path.isdir(folder):
            if not args.mirror:
                print(f"{folder}: missing (pass --mirror to extract it)", file=sys.stderr)
                continue
            git_dir = os.path.join(args.mirror, mirror)
            if os.path.isdir(os.path.join(git_dir, "repo")):
                git_dir = os.path.join(git_dir, "repo")  # fetch's layout: <owner+name>/repo
            extract(git_dir, commit, folder)
        values = row(name, commit, folder, args.cli)
        print("| " + " | ".join(values[key] for key, _ in columns) + " |", flush=True)


if __name__ == "__main__":
    main()
