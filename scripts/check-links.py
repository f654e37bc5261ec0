#!/usr/bin/env python3
"""Every relative link in README.md and docs/*.md must lead somewhere: the file (or folder) exists, and a
`#anchor` is a heading of the target (GitHub's slugs) or an explicit `<a id="…">`. External links are not
fetched. Also refuses references to notes that are not in the repository (`uikit-rules.md`,
`api-contract.md`, "precise semantics N"). Usage: scripts/check-links.py [FILE.md ...]; stdlib only."""
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LINK = re.compile(r"(?<!\!)\[(?:[^\]\[]|\[[^\]]*\])*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)|!\[[^\]]*\]\(([^)\s]+)\)")
HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
EXPLICIT = re.compile(r"<a\s+(?:id|name)=\"([^\"]+)\"")
MISSING_NOTES = re.compile(r"uikit-rules(\.md)?|api-contract(\.md)?|precise semantics|shared notes", re.I)


def slug(text):
    """GitHub's heading anchor: lower case, markup and punctuation dropped, spaces to hyphens."""
    text = re.sub(r"`([^`]*)`", r"\1", text)
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = re.sub(r"<[^>]+>", "", text).strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(path):
    found, counts, fenced = set(), {}, False
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.lstrip().startswith("```"):
            fenced = not fenced
            continue
        if fenced:
            continue
        found.update(EXPLICIT.findall(line))
        match = HEADING.match(line)
        if match:
            base = slug(match.group(2))
            n = counts.get(base, 0)
            counts[base] = n + 1
            found.add(base if n == 0 else f"{base}-{n}")
    return found


def check(path):
    problems, fenced = [], False
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if line.lstrip().startswith("```"):
            fenced = not fenced
            continue
        if MISSING_NOTES.search(line):
            problems.append(f"{path.relative_to(ROOT)}:{number}: refers to notes not in the repository: {line.strip()[:100]}")
        if fenced:
            continue
        for match in LINK.finditer(re.sub(r"`[^`]*`", "", line)):
            target = match.group(1) or match.group(2)
            if re.match(r"^[a-z][a-z0-9+.-]*:", target, re.I):
                continue  # http:, https:, mailto:
            file_part, _, anchor = target.partition("#")
            resolved = (path.parent / file_part).resolve() if file_part else path
            where = f"{path.relative_to(ROOT)}:{number}: ({target})"
            if not resolved.exists():
                problems.append(f"{where}: no such file {file_part}")
                continue
            if anchor and resolved.suffix == ".md" and anchor not in anchors(resolved):
                problems.append(f"{where}: no anchor #{anchor} in {resolved.relative_to(ROOT)}")
    return problems


def main(argv):
    files = [Path(a).resolve() for a in argv] or [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
    problems = [p for f in files for p in check(f)]
    for problem in problems:
        print(problem, file=sys.stderr)
    print(f"links: {len(files)} files checked, {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
