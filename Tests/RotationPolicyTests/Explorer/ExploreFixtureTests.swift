import Foundation
import RotationPolicy
import RotationPolicyWire
import Testing

/// Every explore scenario finds exactly the problems written beside it, each with its shortest witness,
/// and every witness, run through /v1/resolve's library path, shows its finding at the stated event.
@Suite struct ExploreFixtureTests {
    static let fixtures = ExploreFixture.all()

    @Test func oneScenarioPerSeedSystem() {
        for seed in ["seed-000", "seed-001", "seed-002", "seed-003", "seed-004"] {
            #expect(Self.fixtures.contains { $0.name.hasPrefix(seed) }, "no explore fixture for \(seed)")
        }
    }

    @Test(arguments: fixtures) func findsWhatAnIOSEngineerExpects(_ fixture: ExploreFixture) throws {
        let answer = try fixture.explore()
        let findings = answer["findings"] as? [[String: Any]] ?? []
        let stats = answer["stats"] as? [String: Any] ?? [:]
        #expect(stats["exhaustive"] as? Bool == true, "\(fixture.name): the search hit a budget: \(stats)")
        let found = findings.map { finding -> ExploreFixture.Expected in
            var expected = ExploreFixture.expected(finding)
            if !fixture.expected.contains(where: { $0.kind == expected.kind && $0.controller == expected.controller && $0.code != nil }) {
                expected.code = nil
            }
            return expected
        }
        let missing = fixture.expected.filter { !found.contains($0) }
        let unexpected = found.filter { !fixture.expected.contains($0) }
        #expect(
            missing.isEmpty && unexpected.isEmpty,
            """
            \(fixture.name):
            expected but not found:
            \(missing.map { "  - \($0)" }.joined(separator: "\n"))
            found but not expected:
            \(unexpected.map { "  + \($0)" }.joined(separator: "\n"))
            """)
    }

    @Test(arguments: fixtures) func everyWitnessReproducesItsFinding(_ fixture: ExploreFixture) throws {
        for finding in try fixture.explore()["findings"] as? [[String: Any]] ?? [] {
            let witness = try JSONSerialization.data(withJSONObject: finding["witness"] ?? [:])
            let answer: [String: Any]
            switch Simulator.respond(toJSON: Array(witness)) {
            case .success(let bytes): answer = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] ?? [:]
            case .failure(let error):
                Issue.record("\(fixture.name): the witness is refused by /v1/resolve: \(error)")
                continue
            }
            #expect(
                WitnessCheck.reproduces(finding, in: answer),
                "\(fixture.name): the witness of \(finding["kind"] ?? "") on \(finding["controller"] ?? "nil") does not show it at event \(finding["event"] ?? "nil")"
            )
        }
    }
}

/// Whether a `/v1/resolve` answer shows an explore finding at the finding's event.
enum WitnessCheck {
    static func reproduces(_ finding: [String: Any], in answer: [String: Any]) -> Bool {
        let event = finding["event"] as? Int
        let controller = finding["controller"] as? String
        let code = finding["code"] as? String
        func sameEvent(_ value: Any?) -> Bool { (value as? Int) == event }
        switch finding["kind"] as? String {
        case "exception":
            guard let violation = answer["violation"] as? [String: Any] else { return false }
            return violation["exception"] as? String == code && sameEvent(violation["event"])
                && violation["controller"] as? String == controller && violation["reason"] as? String == finding["message"] as? String
        case "geometryRequestDenied":
            // The app's own request says 101 in its step; a library's (Flutter's engine) in the violation.
            let steps = answer["steps"] as? [[String: Any]] ?? []
            let violation = answer["violation"] as? [String: Any] ?? [:]
            let inViolation =
                violation["code"] as? Int == 101 && sameEvent(violation["event"]) && violation["reason"] as? String == finding["message"] as? String
            return inViolation || (steps.last.map { sameEvent($0["event"]) && ($0["reason"] as? String ?? "").contains("101") } ?? false)
        case "warning":
            // Deprecated API use is a warning finding in explore and a `deprecations` entry in /v1/resolve.
            let deprecated = (answer["deprecations"] as? [[String: Any]] ?? []).contains {
                $0["code"] as? String == code && sameEvent($0["event"]) && $0["controller"] as? String == controller
            }
            return deprecated
                || (answer["warnings"] as? [[String: Any]] ?? []).contains {
                    $0["code"] as? String == code && sameEvent($0["event"]) && $0["message"] as? String == finding["message"] as? String
                }
        default:
            return (answer["findings"] as? [[String: Any]] ?? []).contains {
                $0["kind"] as? String == finding["kind"] as? String && $0["controller"] as? String == controller
                    && sameEvent($0["event"]) && $0["message"] as? String == finding["message"] as? String
            }
        }
    }
}
