"""Reads `rotation-policy check --format junit` output with junitparser, a real JUnit consumer, and
checks it against what the CLI test data holds (Tests/CLIFixtures/README.md): usage check_junit.py FILE."""
import sys

from junitparser import Error, Failure, JUnitXml, Skipped

xml = JUnitXml.fromfile(sys.argv[1])
cases = [case for suite in xml for case in suite]
outcomes = {}
for case in cases:
    kinds = {type(result).__name__ for result in case.result}
    outcomes[case.name] = kinds
    assert case.classname, f"{case.name}: no classname"
    assert case.time is not None and case.time >= 0, f"{case.name}: bad time"

failed = [name for name, kinds in outcomes.items() if "Failure" in kinds]
errors = [name for name, kinds in outcomes.items() if "Error" in kinds]
skipped = [name for name, kinds in outcomes.items() if "Skipped" in kinds]
passed = [name for name, kinds in outcomes.items() if not kinds]

assert len(cases) == 8, f"expected 8 testcases, got {len(cases)}: {sorted(outcomes)}"
assert sorted(failed) == ["crash-not-expected", "the list comes back in portrait (wrong)"], failed
assert errors == ["invalid/bad-mask"], errors
assert len(skipped) == 1, skipped
assert len(passed) == 4, passed
assert xml.tests == 8 and xml.failures == 2 and xml.errors == 1 and xml.skipped == 1, (xml.tests, xml.failures, xml.errors, xml.skipped)
failure = next(result for case in cases for result in case.result if isinstance(result, Failure))
assert "expected" in failure.message, failure.message
# Worded so no CI log reader takes the spec data's intended failures for a failing test run.
print(f"junitparser read the report: {len(cases)} testcases in {len(list(xml))} suites, each with the "
      f"expected outcome ({len(passed)} pass, {len(failed)} fail, {len(errors)} error, {len(skipped)} skip)")
