"""Reads `rotation-policy check explore-ci --format junit` with junitparser, a real JUnit consumer: a failing
explore spec carries each witness event with its arguments and the fix (verified or not, and what was
checked), and a pass cut short by a budget
carries its note in <system-out> (Tests/CLIFixtures/README.md). Usage: check_explore_junit.py FILE."""
import sys

from junitparser import Failure, JUnitXml

xml = JUnitXml.fromfile(sys.argv[1])
cases = {case.name: case for suite in xml for case in suite}
assert xml.tests == 5 and xml.failures == 3, (xml.tests, xml.failures)
flutter = next(r for r in cases["a Flutter call the spec did not expect (fails on purpose)"].result if isinstance(r, Failure))
assert flutter.message.startswith("3 expectations differ: explore.findings: unexpected finding"), flutter.message
assert "0. flutter.setPreferredOrientations [landscapeLeft] ◀" in flutter.text, flutter.text
assert "\n  fix (verified): " in flutter.text, flutter.text
assert "\n    checked: witness replayed with the fix: the finding is gone" in flutter.text, flutter.text
two_ways = next(r for r in cases["a finding with two ways in"].result if isinstance(r, Failure))
assert "2 distinct ways in; also reachable by:" in two_ways.text, two_ways.text
assert "- selectTab tabs #1, deviceOrientation landscapeLeft, selectTab tabs #0" in two_ways.text, two_ways.text
budget = cases["a search cut short by maxStates"]
assert not budget.result and "The state budget stopped it (maxStates 2)" in (budget.system_out or ""), budget.system_out
print("junitparser read the explore report: witnesses with arguments, other ways in, fixes, and the budget note")
