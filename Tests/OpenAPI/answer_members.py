"""The other direction of check_examples.py (issue 31): what openapi.yaml documents about an answer, checked
against the answers the service gives.

Validation proves every answer fits the schema; it cannot show that the schema describes answers that
exist. This walks each answer alongside the schema that validated it (through `$ref`, the `oneOf`/`anyOf`
branches the value matches, `allOf`, `items`, `properties` and `additionalProperties`) and records, per
schema node:
* members: which documented properties appeared, and on how many of the objects it validated;
* enums: which values of an `enum` appeared.

`report()` lists, for every schema node some answer reached:
* a documented member no answer has (the contract promises something the service never says);
* an optional member every answer has (its presence is documented wrong: it is always there, or no
  answer shows when it is absent);
* an enum value no answer has.
Each is either a wrong contract, fixed in openapi.yaml, or a behaviour no fixture shows, fixed with a
fixture; an entry of NOT_SHOWN says which of the latter is accepted, and why.
"""
from __future__ import annotations

from dataclasses import dataclass, field

# Documented behaviour that no resolve fixture's answer shows, each with the reason it is accepted rather
# than covered. Keyed by "<schema node>.<member>" or "<schema node> = <value>". An entry that the answers
# do show is reported as stale, so the list cannot outlive its reason.
NOT_SHOWN: dict[str, str] = {
    "ConfidenceLevel = decompiled": (
        "the only rule graded decompiled is §7 (nothing allowed at all, no decider); every rotation path meets "
        "a window without a decider under R1.6 first, so no step cites §7 today. The level stays in the "
        "contract: docs/rules.md grades rules with it and a step citing §7 would carry it."
    ),
}


def unescape(token: str) -> str:
    return token.replace("~1", "/").replace("~0", "~")


@dataclass
class Node:
    visits: int = 0
    present: dict[str, int] = field(default_factory=dict)
    enum_seen: set = field(default_factory=set)


class MemberCoverage:
    def __init__(self, spec: dict, validator_for) -> None:
        self.spec = spec
        self.validator_for = validator_for
        self.validators: dict[str, object] = {}
        self.nodes: dict[str, Node] = {}

    def schema_at(self, pointer: str):
        value = self.spec
        for token in pointer.strip("/").split("/"):
            token = unescape(token)
            value = value[int(token)] if isinstance(value, list) else value[token]
        return value

    def valid(self, instance, pointer: str) -> bool:
        if pointer not in self.validators:
            self.validators[pointer] = self.validator_for(pointer)
        try:
            return self.validators[pointer].is_valid(instance)
        except RecursionError:
            return False

    @staticmethod
    def name(pointer: str) -> str:
        """A readable node name: `Step`, `Step/properties/rule`, `…/responses/200/…/schema`."""
        marker = "/components/schemas/"
        if pointer.startswith(marker):
            return unescape(pointer[len(marker):])
        return unescape(pointer)

    def walk(self, instance, pointer: str) -> None:
        schema = self.schema_at(pointer)
        if not isinstance(schema, dict):
            return
        if "$ref" in schema:
            ref = schema["$ref"]
            if ref.startswith("#"):
                self.walk(instance, ref[1:])
            return
        for keyword in ("oneOf", "anyOf"):
            for index in range(len(schema.get(keyword, []))):
                branch = f"{pointer}/{keyword}/{index}"
                if self.valid(instance, branch):
                    self.walk(instance, branch)
        for index in range(len(schema.get("allOf", []))):
            self.walk(instance, f"{pointer}/allOf/{index}")
        node = self.nodes.setdefault(pointer, Node())
        if "enum" in schema and len(schema["enum"]) > 1:
            node.enum_seen.add(repr(instance))
        if isinstance(instance, dict) and ("properties" in schema or isinstance(schema.get("additionalProperties"), dict)):
            node.visits += 1
            properties = schema.get("properties", {})
            for key, value in instance.items():
                if key in properties:
                    node.present[key] = node.present.get(key, 0) + 1
                    self.walk(value, f"{pointer}/properties/{key.replace('~', '~0').replace('/', '~1')}")
                elif isinstance(schema.get("additionalProperties"), dict):
                    self.walk(value, f"{pointer}/additionalProperties")
        if isinstance(instance, list) and isinstance(schema.get("items"), dict):
            for item in instance:
                self.walk(item, f"{pointer}/items")

    def findings(self) -> list[tuple[str, str]]:
        """(key, what is wrong) for every documented member or value the answers contradict or never show."""
        found: list[tuple[str, str]] = []
        for pointer, node in sorted(self.nodes.items()):
            schema = self.schema_at(pointer)
            where = self.name(pointer)
            if node.visits:
                required = set(schema.get("required", []))
                for key in schema.get("properties", {}):
                    seen = node.present.get(key, 0)
                    if seen == 0:
                        found.append((f"{where}.{key}", f"documented member '{key}' of {where} is in no answer ({node.visits} {where} objects seen)"))
                    elif key not in required and seen == node.visits:
                        found.append((f"{where}.{key}", f"'{key}' of {where} is documented as optional but every one of the {node.visits} answers has it"))
            if "enum" in schema and len(schema["enum"]) > 1 and node.enum_seen:
                for value in schema["enum"]:
                    if repr(value) not in node.enum_seen:
                        found.append((f"{where} = {value}", f"enum value {value!r} of {where} is in no answer"))
        return found

    def report(self) -> list[str]:
        failures = []
        keys = set()
        for key, message in self.findings():
            keys.add(key)
            if key not in NOT_SHOWN:
                failures.append(message)
        for key in sorted(set(NOT_SHOWN) - keys):
            failures.append(f"NOT_SHOWN lists '{key}', which the answers now show: remove it")
        return failures
