#!/usr/bin/env python3
"""Checks that the changed resolve goldens (Tests/**/*.expected.json, against a git revision) differ only
by the added `confidence` members: the answer's object and each step's level. Used once when the
confidence fields were added (issue 23); kept so a re-recording can be checked the same way.

Usage: scripts/check-golden-confidence-diff.py [REV]   (REV defaults to HEAD)
"""
import json
import subprocess
import sys

LEVELS = {"documented", "decompiled", "observed", "extrapolated", "assumed"}


def strip(answer, path):
    if not isinstance(answer, dict) or "steps" not in answer:
        return answer
    conf = answer.pop("confidence", None)
    if not (isinstance(conf, dict) and conf.get("level") in LEVELS
            and set(conf) == {"level", "uncertainRules", "assumptions", "uncertainPresets"}):
        raise ValueError(f"{path}: answer confidence missing or malformed: {conf!r}")
    for index, step in enumerate(answer["steps"]):
        level = step.pop("confidence", None)
        if level not in LEVELS:
            raise ValueError(f"{path}: step {index} confidence missing or malformed: {level!r}")
    return answer


def main():
    rev = sys.argv[1] if len(sys.argv) > 1 else "HEAD"
    changed = subprocess.run(
        ["git", "diff", "--name-only", rev, "--", "Tests/"], capture_output=True, text=True, check=True
    ).stdout.split()
    goldens = [path for path in changed if path.endswith(".expected.json")]
    others = [path for path in changed if not path.endswith(".expected.json")]
    bad = 0
    for path in goldens:
        old = json.loads(subprocess.run(["git", "show", f"{rev}:{path}"], capture_output=True, text=True, check=True).stdout)
        with open(path, encoding="utf-8") as handle:
            new = json.load(handle)
        try:
            if strip(new, path) != old:
                print(f"{path}: differs beyond the confidence fields")
                bad += 1
        except ValueError as error:
            print(error)
            bad += 1
    print(f"{len(goldens)} goldens changed, {len(goldens) - bad} only by the added confidence fields"
          + (f"; other changed files under Tests/ (not checked): {len(others)}" if others else ""))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
