"""Schemathesis hooks for scripts/hardening/schemathesis.sh, loaded through SCHEMATHESIS_HOOKS.

Schemathesis's negative_data_rejection (ST201) trusts its generator: a body made from a negated schema
is taken to be invalid, and a 2xx answer to it is reported. It does not validate the body it sent. For a
union as wide as `Event` (one `oneOf` branch per event type) that trust can fail: negating the `type`
enum of one branch can produce a type that another branch accepts, and the body is then valid. CI on
2026-11-30 failed that way: three `rnOrientationLocker.*` events, each one schema-valid, were reported
as accepted negative data.

So the built-in check is replaced (schemathesis.sh passes `--exclude-checks negative_data_rejection`)
by `negative_data_rejection_validated`. It runs the built-in check unchanged; only when that fails a
response to a negative case whose only negative part is a JSON body does it validate the body against
openapi.yaml's own request schema. A valid body was not negative data, and its failure is dropped.
The validator is the one Tests/OpenAPI/check_examples.py uses on the fixtures (Draft 2020-12, every
`$ref` inside the spec).
Each case let through this way is appended to $RP_SCHEMATHESIS_VALID_NEGATIVES (one JSON line with
the case id, method, path and body) when that is set, so the run says how many there were.

`python3 schemathesis_hooks.py --self-test URL` checks the validator on the body of that CI failure
(valid) and on the same body with an event type no branch has (invalid), then sends that body as a
negative case to the server at URL through the check: once as it is (no failure), and once with the
validator made to call it invalid (the built-in ST201 must fail it, so the check still has teeth).
schemathesis.sh runs it against its server before Schemathesis starts.
"""
from __future__ import annotations

import copy
import json
import os
import sys
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "Tests" / "OpenAPI"))
from check_examples import load_spec, registry_for, request_body_pointer, validator_for  # noqa: E402
import schemathesis  # noqa: E402
from schemathesis.core.failures import AcceptedNegativeData  # noqa: E402
from schemathesis.core.parameters import ParameterLocation  # noqa: E402
from schemathesis.specs.openapi.checks import negative_data_rejection  # noqa: E402

JSON = "application/json"
# The body of CI's false ST201 (2026-11-30), with the window id made plain: every event is schema-valid.
SELF_TEST_BODY = {
    "events": [
        {"type": "rnOrientationLocker.lockToLandscape"},
        {"type": "rnOrientationLocker.lockToLandscapeLeft"},
        {"type": "rnOrientationLocker.lockToPortrait"},
    ],
    "interfaceOrientation": None,
    "app": None,
    "scenes": [{"id": "0", "windows": [{"id": "w", "hidden": None}], "delegateOrientations": None}],
    "options": {},
    "scene": None,
}


@cache
def _spec() -> dict:
    return load_spec(ROOT / "openapi.yaml")


@cache
def _registry():
    return registry_for(_spec())


@cache
def _body_validator(method: str, path: str):
    """The validator of `method path`'s JSON request body, or None when the spec gives it none."""
    content = _spec().get("paths", {}).get(path, {}).get(method, {}).get("requestBody", {}).get("content", {})
    if "schema" not in content.get(JSON, {}):
        return None
    return validator_for(_registry(), request_body_pointer(path, method, JSON))


def body_is_valid(method: str, path: str, body) -> bool:
    """Whether `body` is a valid JSON request body of `method path`; False when that cannot be told."""
    validator = _body_validator(method.lower(), path)
    if validator is None:
        return False
    try:
        return validator.is_valid(body)
    except RecursionError:
        return False


def _fails_as_negative(url: str, is_valid) -> bool:
    """Whether the check, with `is_valid` as its validator, fails SELF_TEST_BODY sent to `url` as a fuzzed
    negative body."""
    from schemathesis.core.failures import FailureGroup
    from schemathesis.generation import GenerationMode
    from schemathesis.generation.meta import CaseMetadata, ComponentInfo, FuzzingPhaseData, GenerationInfo, PhaseInfo
    from schemathesis.generation.meta import TestPhase

    negative = GenerationMode.NEGATIVE
    meta = CaseMetadata(
        generation=GenerationInfo(time=0.0, mode=negative),
        components={ParameterLocation.BODY: ComponentInfo(mode=negative)},
        phase=PhaseInfo(
            name=TestPhase.FUZZING,
            data=FuzzingPhaseData("self-test", None, ParameterLocation.BODY, None),
        ),
    )
    operation = schemathesis.openapi.from_path(ROOT / "openapi.yaml")["/v1/resolve"]["POST"]
    case = operation.Case(body=SELF_TEST_BODY, media_type=JSON, _meta=meta)

    # Named as the registered check, so a failure reads as it would in a run.
    def negative_data_rejection_validated(ctx, response, case):
        return _rejects_negative_data(ctx, response, case, is_valid)

    try:
        case.call_and_validate(base_url=url, checks=[negative_data_rejection_validated])
    except FailureGroup as group:
        return any(isinstance(failure, AcceptedNegativeData) for failure in group.exceptions)
    return False


def self_test(url: str) -> int:
    invalid = copy.deepcopy(SELF_TEST_BODY)
    invalid["events"][1]["type"] = "rnOrientationLocker.lockToNowhere"
    results = {
        "the CI failure's body is valid": body_is_valid("POST", "/v1/resolve", SELF_TEST_BODY),
        "an unknown event type is invalid": not body_is_valid("POST", "/v1/resolve", invalid),
        "a missing required member is invalid": not body_is_valid("POST", "/v1/resolve", {"events": []}),
        "the server's 200 to a valid 'negative' body passes": not _fails_as_negative(url, body_is_valid),
        "the same 200, the body called invalid, fails (ST201)": _fails_as_negative(url, lambda *_: False),
    }
    for name, passed in results.items():
        print(f"schemathesis_hooks self-test: {'ok  ' if passed else 'FAIL'} {name}")
    return 0 if all(results.values()) else 1


def _only_body_negative(case) -> bool:
    meta = case.meta
    if meta is None or not meta.generation.mode.is_negative:
        return False
    negative = [location for location, info in meta.components.items() if info.mode.is_negative]
    return negative == [ParameterLocation.BODY]


@schemathesis.check
def negative_data_rejection_validated(ctx, response, case):
    """negative_data_rejection, except for a "negative" JSON body that the spec's schema accepts."""
    return _rejects_negative_data(ctx, response, case, body_is_valid)


def _rejects_negative_data(ctx, response, case, is_valid):
    try:
        return negative_data_rejection(ctx, response, case)
    except AcceptedNegativeData:
        # Validated only here, on a failure: validating every negative body against the `Event` union
        # made the step about 200 s slower in CI.
        if not (
            _only_body_negative(case)
            and (case.media_type or "").split(";")[0].strip() == JSON
            and is_valid(case.operation.method, case.operation.path, case.body)
        ):
            raise
    record = os.environ.get("RP_SCHEMATHESIS_VALID_NEGATIVES")
    if record:
        line = {"id": case.id, "method": case.operation.method, "path": case.operation.path, "body": case.body}
        with open(record, "a", encoding="utf-8") as handle:
            handle.write(json.dumps(line) + "\n")
    return None


if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] != "--self-test":
        sys.exit("usage: schemathesis_hooks.py --self-test URL")
    sys.exit(self_test(sys.argv[2]))
