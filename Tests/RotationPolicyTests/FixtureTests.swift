import Foundation
import RotationPolicy
import RotationPolicyJSON
import Testing

/// Every scenario under Tests/Fixtures, checked twice: against the hand-written expectations (an
/// oracle independent of the code) and against the reviewed golden response (a full regression check).
@Suite struct FixtureTests {
    static let fixtures = Fixture.all()
    static let recording = ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1"

    @Test func fixturesArePresent() {
        // Guards against a moved folder silently running zero scenarios.
        #expect(Self.fixtures.count >= 20, "found \(Self.fixtures.count) fixtures under \(Fixture.root.path)")
    }

    @Test(arguments: fixtures) func scenario(_ fixture: Fixture) throws {
        if let loadError = fixture.loadError {
            Issue.record("\(fixture.name) cannot be read: \(loadError)")
            return
        }
        let (status, body) = fixture.run()
        #expect(fixture.expect != nil || fixture.expectError != nil, "\(fixture.name) states no expectation")
        if let expect = fixture.expect {
            #expect(status == 200, "\(fixture.name): HTTP \(status): \(PartialMatch.compact(body))")
            let mismatches = PartialMatch.mismatches(expected: expect, actual: body)
            #expect(mismatches.isEmpty, "\(fixture.name):\n\(mismatches.joined(separator: "\n"))")
        }
        if case .object(let expected)? = fixture.expectError {
            if case .number(let wanted)? = expected["status"] {
                #expect(Double(status) == wanted, "\(fixture.name): status \(status): \(PartialMatch.compact(body))")
            }
            if let errors = expected["errors"] {
                let mismatches = PartialMatch.mismatches(
                    expected: .object(JSONObject([.init(key: "errors", value: errors)])), actual: body)
                #expect(mismatches.isEmpty, "\(fixture.name):\n\(mismatches.joined(separator: "\n"))")
            }
        }
        try checkGolden(fixture, body)
    }

    private func checkGolden(_ fixture: Fixture, _ body: JSONValue) throws {
        let actual = PrettyJSON.render(body)
        if Self.recording {
            try actual.write(to: fixture.goldenURL, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: fixture.goldenURL, encoding: .utf8) else {
            Issue.record("\(fixture.name): no golden \(fixture.goldenURL.lastPathComponent); record it with RECORD_GOLDENS=1 swift test")
            return
        }
        #expect(
            expected == actual,
            "\(fixture.name) differs from its golden (- expected, + actual):\n\(LineDiff.diff(expected: expected, actual: actual))")
    }
}
