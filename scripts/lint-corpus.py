#!/usr/bin/env python3
"""Lint the before and after tree of every entry of the orientation bug corpus and print the score.

Usage: scripts/lint-corpus.py MIRRORS BINARY [--manifest FILE] [--only ID] [--json OUT]

MIRRORS is a folder of read-only git directories, one per repository, named owner+name (the
repository's git dir is MIRRORS/owner+name/repo, or MIRRORS/owner+name itself). BINARY is a built
rotation-policy. Each tree's source, plist and project files are extracted into a temporary folder, linted
with `rotation-policy lint ROOT --reporter json`, and removed. One lint runs at a time.

"before flagged" means a finding of one of the entry's expected kinds lies in the bug's file within
the tolerance (15 lines) of its lines in the before tree. "after clean" means no such finding lies
near the same place in the after tree, and lint did read that tree (exit 0 or 1); for an entry with
no rule yet, no finding of any kind may lie there.
CI cannot fetch repositories, so this is run by hand; docs/lint-corpus.md holds the results.
Standard library only.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_MANIFEST = os.path.join(HERE, "..", "Tests", "LintCorpus", "manifest.json")
LINT_TIMEOUT_S = 900  # a whole-app lint on a debug build; generous, not a measurement


def git_dir(mirrors, repo):
    base = os.path.join(mirrors, repo.replace("/", "+"))
    for candidate in (os.path.join(base, "repo"), base):
        if os.path.isfile(os.path.join(candidate, "HEAD")):
            return candidate
    raise SystemExit(f"lint-corpus: no mirror of {repo} under {mirrors} (expected {base}/repo)")


# What lint reads (docs/scan.md); other files, often large binaries a snapshot lacks, are not extracted.
LINT_SUFFIXES = (".swift", ".m", ".mm", ".h", ".plist", ".pbxproj", ".xcconfig", ".storyboard", ".xib",
                 ".yml", ".yaml", ".podspec", ".entitlements", ".xcworkspacedata", ".xcscheme")
MAX_BLOB = 4 * 1024 * 1024


def extract(gitdir, commit, dest):
    """Write the commit's files that lint reads into dest (like `git archive | tar -x`, filtered)."""
    listing = subprocess.run(["git", f"--git-dir={gitdir}", "ls-tree", "-r", "-l", "-z", commit],
                             capture_output=True, check=True).stdout.split(b"\0")
    wanted = []
    for line in listing:
        if not line:
            continue
        meta, path = line.split(b"\t", 1)
        mode, kind, sha, size = meta.split()
        if kind != b"blob" or mode == b"120000" or not path.decode("utf-8", "replace").endswith(LINT_SUFFIXES):
            continue
        # A blob the snapshot lacks lists its size as "BAD": it cannot be extracted, like a large one.
        if size.isdigit() and int(size) <= MAX_BLOB:
            wanted.append((sha, path.decode("utf-8", "surrogateescape")))
    batch = subprocess.Popen(["git", f"--git-dir={gitdir}", "cat-file", "--batch"],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE)

    def request():  # from a thread: cat-file answers while we ask, and both pipes are bounded
        batch.stdin.write(b"".join(sha + b"\n" for sha, _ in wanted))
        batch.stdin.close()

    writer = threading.Thread(target=request)
    writer.start()
    for sha, path in wanted:
        header = batch.stdout.readline().split()
        if len(header) < 3 or header[1] == b"missing":
            continue  # the snapshot lacks this blob
        data = batch.stdout.read(int(header[2]))
        batch.stdout.read(1)
        target = os.path.join(dest, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as handle:
            handle.write(data)
    writer.join()
    if batch.wait() != 0:
        raise SystemExit(f"lint-corpus: could not extract {commit} from {gitdir}")


def lint(binary, root):
    started = time.monotonic()
    try:
        run = subprocess.run(
            [binary, "lint", root, "--reporter", "json", "--fail-on", "crash", "--color", "never"],
            capture_output=True, text=True, timeout=LINT_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        return {"exit": None, "error": f"timed out after {LINT_TIMEOUT_S} s", "findings": [], "seconds": LINT_TIMEOUT_S}
    seconds = round(time.monotonic() - started, 1)
    result = {"exit": run.returncode, "seconds": seconds, "findings": [], "notes": []}
    if run.returncode in (0, 1):
        try:
            report = json.loads(run.stdout)
            result["findings"] = report.get("findings", [])
            result["notes"] = report.get("notes", [])
        except json.JSONDecodeError as error:
            result["error"] = f"unreadable JSON report: {error}"
    else:
        result["error"] = (run.stderr.strip() or run.stdout.strip()).splitlines()[-1:] or ["(no message)"]
        result["error"] = result["error"][0]
    return result


def repo_path(lint_root, path, tree=None):
    """A report path (relative to the lint root, or absolute inside the tree) relative to the repository root."""
    if os.path.isabs(path) and tree:
        return os.path.relpath(os.path.normpath(path), tree)
    return os.path.normpath(os.path.join(lint_root, path))


def near(findings, lint_root, place, kinds, tolerance, tree=None):
    low, high = place["lines"][0] - tolerance, place["lines"][1] + tolerance
    hits = []
    for finding in findings:
        location = finding.get("location") or {}
        if "path" not in location:
            continue
        if repo_path(lint_root, location["path"], tree) != os.path.normpath(place["file"]):
            continue
        if not low <= location.get("line", 0) <= high:
            continue
        if kinds and finding.get("kind") not in kinds:
            continue
        hits.append(f'{finding.get("kind")}@{location.get("line")}')
    return hits


def summary(result, lint_root, place, tree=None):
    """What lint said, for the notes column: exit code, counts, findings in the bug's file."""
    if result.get("error"):
        return f'exit {result["exit"]}: {result["error"]}'
    in_file = [f for f in result["findings"]
               if repo_path(lint_root, (f.get("location") or {}).get("path", ""), tree) == os.path.normpath(place["file"])]
    return (f'exit {result["exit"]}, {len(result["findings"])} finding(s), {len(in_file)} in the bug\'s file, '
            f'{result["seconds"]} s')


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("mirrors")
    parser.add_argument("binary")
    parser.add_argument("--manifest", default=DEFAULT_MANIFEST)
    parser.add_argument("--only", action="append", help="entry id to run (repeatable)")
    parser.add_argument("--json", help="write the per-entry results to this file")
    args = parser.parse_args()

    with open(args.manifest, encoding="utf-8") as handle:
        manifest = json.load(handle)
    tolerance = manifest.get("tolerance", 15)
    entries = [e for e in manifest["entries"] if not args.only or e["id"] in args.only]
    binary = os.path.abspath(args.binary)

    rows = []
    for entry in entries:
        gitdir = git_dir(args.mirrors, entry["repo"])
        kinds = entry.get("rules", [])
        outcome = {"id": entry["id"]}
        for side, place in (("before", entry["bug"]), ("after", entry["fixed"])):
            with tempfile.TemporaryDirectory(prefix="lint-corpus-") as tree:
                extract(gitdir, entry[side], tree)
                result = lint(binary, os.path.join(tree, entry["lintRoot"]))
            hits = near(result["findings"], entry["lintRoot"], place, kinds, tolerance, tree)
            outcome[side] = {"hits": hits, "ran": not result.get("error"), "notes": result.get("notes", []),
                             "summary": summary(result, entry["lintRoot"], place, tree),
                             "kinds": sorted({f.get("kind") for f in result["findings"]})}
        outcome["flagged"] = bool(kinds) and bool(outcome["before"]["hits"])
        # A tree lint could not read is not clean: nothing was checked there.
        outcome["clean"] = outcome["after"]["ran"] and not outcome["after"]["hits"]
        rows.append(outcome)
        print(f'{entry["id"]} ({entry["repo"]} {entry["before"][:8]}..{entry["after"][:8]}, '
              f'{entry["bug"]["file"]}:{entry["bug"]["lines"][0]}-{entry["bug"]["lines"][1]}, '
              f'rule {", ".join(kinds) or "none yet"})')
        print(f'  before flagged at the bug: {"yes" if outcome["flagged"] else "no"}'
              f'  [{", ".join(outcome["before"]["hits"]) or "-"}; {outcome["before"]["summary"]}]')
        print(f'  after clean there: {"yes" if outcome["clean"] else "no"}'
              f'  [{", ".join(outcome["after"]["hits"]) or "-"}; {outcome["after"]["summary"]}]')
        sys.stdout.flush()

    total = len(rows)
    print(f'before flagged: {sum(r["flagged"] for r in rows)} of {total}')
    print(f'after clean: {sum(r["clean"] for r in rows)} of {total}')
    if args.json:
        with open(args.json, "w", encoding="utf-8") as handle:
            json.dump(rows, handle, indent=2)


if __name__ == "__main__":
    main()
