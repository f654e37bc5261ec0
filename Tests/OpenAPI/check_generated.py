#!/usr/bin/env python3
"""Property 7 of issue 8: the answer to every generated valid request validates against openapi.yaml.

Reads a folder written by `generate-requests --out DIR` (NNNNN.request.json, NNNNN.response.json, or
NNNNN.problem.json when the service rejected the request) and checks
* every request against the schema of POST /v1/resolve's request body;
* every response against the schema of its 200 answer;
* that no generated request was rejected (they are all valid by construction).

The schema loading is check_examples.py's (JSON Schema 2020-12, every $ref resolved in the spec).
Usage: python3 Tests/OpenAPI/check_generated.py DIR [--spec openapi.yaml]. Exits 1 listing failures.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from check_examples import (  # noqa: E402
    ROOT, check, load_spec, registry_for, request_body_pointer, response_body_pointer, validator_for)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("folder", type=Path)
    parser.add_argument("--spec", type=Path, default=ROOT / "openapi.yaml")
    args = parser.parse_args()

    spec = load_spec(args.spec)
    registry = registry_for(spec)
    request_validator = validator_for(registry, request_body_pointer("/v1/resolve", "post"))
    response_validator = validator_for(registry, response_body_pointer("/v1/resolve", "post", 200))

    failures: list[str] = []
    requests = responses = 0
    for request_file in sorted(args.folder.glob("*.request.json")):
        stem = request_file.name[: -len(".request.json")]
        requests += 1
        check(request_validator, json.loads(request_file.read_text(encoding="utf-8")), f"{stem}.request.json", failures)
        response_file = args.folder / f"{stem}.response.json"
        problem_file = args.folder / f"{stem}.problem.json"
        if response_file.exists():
            responses += 1
            check(response_validator, json.loads(response_file.read_text(encoding="utf-8")),
                  f"{stem}.response.json (seed {int(stem)})", failures)
        elif problem_file.exists():
            failures.append(f"{stem}.request.json (seed {int(stem)})\n    rejected: {problem_file.read_text(encoding='utf-8')[:400]}")
        else:
            failures.append(f"{stem}: no answer written")

    for failure in failures[:50]:
        print(f"FAIL {failure}")
    if len(failures) > 50:
        print(f"… and {len(failures) - 50} more failures")
    print(f"checked {requests} generated requests and {responses} responses against openapi.yaml: "
          f"{'all valid' if not failures and requests else f'{len(failures)} failures' if failures else 'nothing to check'}")
    return 1 if failures or not requests else 0


if __name__ == "__main__":
    sys.exit(main())
