#!/usr/bin/env python3
"""Checks openapi.yaml against the fixtures.

* every fixture request (Tests/Fixtures/**/*.json that is not *.expected.json and has both a `request`
  and an `expect` member) against the schema of POST /v1/resolve's request body;
* every *.expected.json whose fixture has `expect` against the schema of its 200 response;
* every *.expected.json whose fixture has `expectError` against the problem schema of its status;
* the examples in openapi.yaml against the schemas of the media types they belong to;
* the other direction (answer_members.py, issue 31): every member the 200 answer's schema documents, its
  presence (required or optional) and each value of its enums, against the members and values the
  expected responses actually have.

Validation is JSON Schema Draft 2020-12 (the dialect of OpenAPI 3.1) with every `$ref` resolved inside
the spec; OpenAPI-only keywords such as `discriminator` are ignored, as they are annotations.

Usage: python3 Tests/OpenAPI/check_examples.py [--spec openapi.yaml] [--fixtures Tests/Fixtures]
Needs jsonschema>=4.18 and pyyaml: it runs under the project venv (.venv/, made by scripts/venv.sh).
Exits 1 listing every failure, 0 when all pass.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path


def _import_dependencies():
    import yaml  # noqa: F401
    from jsonschema import Draft202012Validator  # noqa: F401
    from referencing import Registry  # noqa: F401


ROOT = Path(__file__).resolve().parents[2]

try:
    _import_dependencies()
except ImportError:
    # Not run from the project venv: re-run there if it exists (scripts/venv.sh makes it; Debian's own
    # Python refuses pip installs), else say how to make it. Never a silent pip install.
    import os

    venv_python = ROOT / ".venv" / "bin" / "python3"
    if venv_python.exists() and Path(sys.prefix).resolve() != (ROOT / ".venv").resolve():
        os.execv(str(venv_python), [str(venv_python), *sys.argv])
try:
    import yaml
    from jsonschema import Draft202012Validator
    from jsonschema.exceptions import relevance
    from referencing import Registry, Resource
    from referencing.jsonschema import DRAFT202012
except ImportError as error:  # pragma: no cover - environment problem, not a check failure
    sys.exit(
        f"check_examples.py needs jsonschema and pyyaml from the project venv: run scripts/venv.sh, then "
        f".venv/bin/python3 {Path(__file__).relative_to(ROOT)} ({error})"
    )

SPEC_URI = "urn:rotation-policy:openapi"

sys.path.insert(0, str(Path(__file__).resolve().parent))
from answer_members import MemberCoverage  # noqa: E402


def load_spec(path: Path) -> dict:
    with path.open(encoding="utf-8") as handle:
        return yaml.safe_load(handle)


def registry_for(spec: dict) -> Registry:
    """The spec as the one resource every `$ref` resolves in (Draft 2020-12, the dialect of OpenAPI 3.1)."""
    return Registry().with_resource(SPEC_URI, Resource.from_contents(spec, default_specification=DRAFT202012))


def operation_pointer(path: str, method: str) -> str:
    """The JSON pointer of the operation `method path`."""
    return f"/paths/{escape(path)}/{method}"


def request_body_pointer(path: str, method: str, media_type: str = "application/json") -> str:
    """The JSON pointer of `method path`'s request body schema for `media_type`."""
    return f"{operation_pointer(path, method)}/requestBody/content/{escape(media_type)}/schema"


def response_body_pointer(path: str, method: str, status: int, media_type: str = "application/json") -> str:
    """The JSON pointer of `method path`'s `status` response body schema for `media_type`, written inline."""
    return f"{operation_pointer(path, method)}/responses/{status}/content/{escape(media_type)}/schema"


def validator_for(registry: Registry, pointer: str) -> Draft202012Validator:
    """A validator for the schema at `pointer` (a JSON pointer into the spec, without '#')."""
    return Draft202012Validator({"$ref": f"{SPEC_URI}#{pointer}"}, registry=registry)


def escape(token: str) -> str:
    return token.replace("~", "~0").replace("/", "~1")


def json_path(error) -> str:
    return "$" + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in error.absolute_path)


def branch_errors(error) -> list:
    """For a failed oneOf/anyOf, the errors of the branch the instance most likely meant: branches that
    failed on a `const` (a discriminator such as an event's `type`) or on the value's `type` are skipped,
    and of the rest the one with the fewest errors wins."""
    branches: dict = {}
    for sub in error.context:
        branches.setdefault(sub.relative_schema_path[0], []).append(sub)
    depth = len(error.absolute_path)
    plausible = [
        errors for errors in branches.values()
        if not any(
            e.validator in ("const", "type") and len(e.absolute_path) <= depth + 1 and "then" not in e.relative_schema_path
            for e in errors
        )
    ]
    return min(plausible, key=len) if plausible else list(error.context)


def describe(error) -> str:
    """The most specific reason: for oneOf/anyOf failures, the error inside the branch that was meant."""
    leaf = error
    while leaf.context:
        leaf = max(branch_errors(leaf), key=relevance)
    if leaf.validator == "oneOf":
        message = "matches more than one oneOf branch" if "valid under each" in leaf.message else "matches no oneOf branch"
    else:
        message = leaf.message if len(leaf.message) <= 240 else leaf.message[:240] + "…"
    return f"{json_path(leaf)}: {message} (schema {'/'.join(map(str, leaf.absolute_schema_path))})"


def check(validator: Draft202012Validator, instance, label: str, failures: list[str]) -> None:
    try:
        errors = sorted(validator.iter_errors(instance), key=lambda e: list(map(str, e.absolute_path)))
    except RecursionError:
        failures.append(f"{label}\n    nested too deeply for the Python validator; cannot check")
        return
    for error in errors[:5]:
        failures.append(f"{label}\n    {describe(error)}")
    if len(errors) > 5:
        failures.append(f"{label}\n    … and {len(errors) - 5} more errors")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--spec", type=Path, default=ROOT / "openapi.yaml")
    parser.add_argument("--fixtures", type=Path, default=ROOT / "Tests" / "Fixtures")
    parser.add_argument("--verbose", action="store_true", help="list error fixtures that the request schema accepts")
    args = parser.parse_args()

    spec = load_spec(args.spec)
    # Controller trees nest; the deepest fixtures that must be accepted are a few hundred levels deep.
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 20000))
    registry = registry_for(spec)

    request_validator = validator_for(registry, request_body_pointer("/v1/resolve", "post"))
    response_pointer = response_body_pointer("/v1/resolve", "post", 200)
    response_validator = validator_for(registry, response_pointer)
    explore_validator = validator_for(registry, "/components/schemas/ExploreRequest")
    explores = 0

    problem_validators = {}
    for status in ("400", "413", "415", "422"):
        response = spec["paths"]["/v1/resolve"]["post"]["responses"].get(status)
        if response is None:
            continue
        pointer = operation_pointer("/v1/resolve", "post") + "/responses/" + status
        if "$ref" in response:
            pointer = response["$ref"][1:]
        problem_validators[int(status)] = validator_for(
            registry, pointer + "/content/" + escape("application/problem+json") + "/schema")

    failures: list[str] = []
    requests = responses = problems = 0
    coverage = MemberCoverage(spec, lambda pointer: validator_for(registry, pointer))
    accepted_errors: list[str] = []

    for fixture in sorted(args.fixtures.rglob("*.json")):
        if fixture.name.endswith(".expected.json"):
            continue
        label = str(fixture.relative_to(ROOT) if fixture.is_relative_to(ROOT) else fixture)
        try:
            document = json.loads(fixture.read_text(encoding="utf-8"))
        except (OSError, ValueError) as error:
            failures.append(f"{label}\n    cannot read: {error}")
            continue
        if isinstance(document, dict) and "expectError" in document:
            # Error fixtures: the golden problem document must fit the documented error response, and
            # the status must be one the operation documents.
            expected = fixture.with_name(fixture.name[: -len(".json")] + ".expected.json")
            status = document["expectError"].get("status") if isinstance(document["expectError"], dict) else None
            if expected.exists():
                problems += 1
                body = json.loads(expected.read_text(encoding="utf-8"))
                status = body.get("status", status) if isinstance(body, dict) else status
                if status not in problem_validators:
                    failures.append(f"{label[: -len('.json')]}.expected.json\n    status {status} is not documented for POST /v1/resolve")
                else:
                    check(problem_validators[status], body, f"{label[: -len('.json')]}.expected.json ({status} problem)", failures)
            if "request" in document and status in (400, 422):
                try:
                    if request_validator.is_valid(document["request"]):
                        accepted_errors.append(label)
                except RecursionError:
                    pass  # a limit fixture nested deeper than Python's validator can follow
            continue
        if isinstance(document, dict) and "request" in document and "expectFindings" in document:
            # Explore scenarios (Tests/Fixtures/explore/): the request is a POST /v1/explore body.
            explores += 1
            check(explore_validator, document["request"], f"{label} (explore request)", failures)
            continue
        if not isinstance(document, dict) or "request" not in document or "expect" not in document:
            continue
        requests += 1
        check(request_validator, document["request"], f"{label} (request)", failures)

        expected = fixture.with_name(fixture.name[: -len(".json")] + ".expected.json")
        if expected.exists():
            responses += 1
            try:
                body = json.loads(expected.read_text(encoding="utf-8"))
            except (OSError, ValueError) as error:
                failures.append(f"{expected.relative_to(ROOT)}\n    cannot read: {error}")
                continue
            check(response_validator, body, f"{label[: -len('.json')]}.expected.json (200 response)", failures)
            coverage.walk(body, response_pointer)

    # The spec's own examples, against the schema of the media type that holds them.
    examples = 0
    for path, item in spec.get("paths", {}).items():
        for method, op in item.items():
            if not isinstance(op, dict):
                continue
            base = operation_pointer(path, method)
            bodies = []
            if "requestBody" in op:
                bodies.append(("/requestBody", op["requestBody"]))
            for status, response in op.get("responses", {}).items():
                if "$ref" in response:
                    name = response["$ref"].rsplit("/", 1)[-1]
                    bodies.append(("/components/responses/" + name, spec["components"]["responses"][name]))
                else:
                    bodies.append(("/responses/" + str(status), response))
            for where, body in bodies:
                pointer_base = where if where.startswith("/components") else base + where
                for media, content in body.get("content", {}).items():
                    if "schema" not in content:
                        continue
                    validator = validator_for(registry, pointer_base + "/content/" + escape(media) + "/schema")
                    values = []
                    if "example" in content:
                        values.append(("example", content["example"]))
                    for name, example in content.get("examples", {}).items():
                        if "$ref" in example:
                            example = spec["components"]["examples"][example["$ref"].rsplit("/", 1)[-1]]
                        values.append((name, example.get("value")))
                    for name, value in values:
                        examples += 1
                        check(validator, value, f"openapi.yaml {method.upper()} {path} {where} {media} example {name}", failures)

    # The scan's whole model: each golden (ModelScanTests compares it with the real CLI's output) against
    # the ScanModel schema that the POST /v1/scan answer documents.
    scan_models = 0
    model_validator = validator_for(registry, "/components/schemas/ScanModel")
    for golden in sorted((ROOT / "Tests" / "ScanFixtures" / "model").glob("*.expected.json")):
        scan_models += 1
        check(model_validator, json.loads(golden.read_text(encoding="utf-8")), f"{golden.relative_to(ROOT)} (ScanModel)", failures)

    member_failures = coverage.report()
    failures += [f"openapi.yaml 200 answer of POST /v1/resolve\n    {failure}" for failure in member_failures]

    for failure in failures:
        print(f"FAIL {failure}")
    if args.verbose:
        for label in accepted_errors:
            print(f"note: {label}: the server rejects it for a rule JSON Schema cannot express")
    print(
        f"note: {len(accepted_errors)} error fixtures pass the request schema; the server rejects them for rules the "
        f"schema cannot express (ids, references, versions, …){'' if args.verbose else '; --verbose lists them'}"
    )
    print(
        f"checked {requests} fixture requests, {explores} explore requests, {responses} expected responses, {problems} expected problem documents "
        f"and {examples} spec examples, {scan_models} scan model(s), and the answer's documented members against the {responses} answers: "
        f"{'all valid' if not failures else f'{len(failures)} failures'}"
    )
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
