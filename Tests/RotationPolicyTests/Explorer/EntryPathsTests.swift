import Foundation
import RotationPolicy
import RotationPolicyWire
import Testing

@testable import RotationPolicy

/// Issue 23: a finding lists every distinct way into it the search saw, not only the shortest, so a
/// second entry path (a tab switch beside a push) is not hidden.
@Suite struct EntryPathsTests {
    static let fixtures = ExploreFixture.all().filter { !$0.expectedEntries.isEmpty }

    @Test func aScenarioHasTwoWaysIn() {
        #expect(Self.fixtures.contains { $0.expectedEntries.contains { $0.count > 1 } })
    }

    @Test(arguments: fixtures) func listsEveryWayIntoAFinding(_ fixture: ExploreFixture) throws {
        let findings = try fixture.explore()["findings"] as? [[String: Any]] ?? []
        for expected in fixture.expectedEntries {
            let finding = try #require(findings.first { $0["controller"] as? String == expected.controller })
            let entries = try #require(finding["entryPaths"] as? [String: Any])
            let witnesses = entries["witnesses"] as? [[String: Any]] ?? []
            let types = witnesses.map { ($0["events"] as? [[String: Any]] ?? []).map { $0["type"] as? String ?? "" } }
            #expect(entries["count"] as? Int == expected.count, "\(fixture.name), \(expected.controller)")
            #expect(entries["capped"] as? Bool == false)
            #expect(types == expected.witnessEventTypes, "\(fixture.name), \(expected.controller)")
            // The first listed way in is the finding's own (shortest) witness.
            #expect(types.first == finding["eventTypes"] as? [String])
        }
    }

    /// Each listed witness, made a /v1/resolve request again, shows the finding.
    @Test(arguments: ExploreFixture.all()) func everyWayInReproducesTheFinding(_ fixture: ExploreFixture) throws {
        let request = try #require(try JSONSerialization.jsonObject(with: fixture.request) as? [String: Any])
        for finding in try fixture.explore()["findings"] as? [[String: Any]] ?? [] {
            let entries = finding["entryPaths"] as? [String: Any] ?? [:]
            for witness in entries["witnesses"] as? [[String: Any]] ?? [] {
                let events = witness["events"] as? [[String: Any]] ?? []
                let body = try JSONSerialization.data(withJSONObject: Self.resolveRequest(request, events: events))
                guard case .success(let bytes) = Simulator.respond(toJSON: Array(body)) else {
                    Issue.record("\(fixture.name): a witness is refused by /v1/resolve: \(events)")
                    continue
                }
                var shown = finding
                // A way in shows the finding after its last event (at launch when it has none).
                shown["event"] = events.isEmpty ? nil : events.count - 1
                let answer = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] ?? [:]
                #expect(WitnessCheck.reproduces(shown, in: answer), "\(fixture.name): \(events) does not show \(finding["kind"] ?? "")")
            }
        }
    }

    @Test func oneWitnessWhenAskedForOne() throws {
        let fixture = try #require(Self.fixtures.first { $0.name.hasPrefix("issue23-") })
        var request = try #require(try JSONSerialization.jsonObject(with: fixture.request) as? [String: Any])
        var explore = request["explore"] as? [String: Any] ?? [:]
        explore["maxWitnessesPerFinding"] = 1
        request["explore"] = explore
        let findings = try fixture.explore(JSONSerialization.data(withJSONObject: request))["findings"] as? [[String: Any]] ?? []
        let list = try #require(findings.first { $0["controller"] as? String == "list" })
        let entries = list["entryPaths"] as? [String: Any] ?? [:]
        #expect(entries["count"] as? Int == 2)
        #expect((entries["witnesses"] as? [Any])?.count == 1)
    }

    @Test(arguments: [0, 11]) func aWitnessCountOutsideOneToTenIsRefusedWithItsPath(_ count: Int) throws {
        let fixture = try #require(Self.fixtures.first { $0.name.hasPrefix("issue23-") })
        var request = try #require(try JSONSerialization.jsonObject(with: fixture.request) as? [String: Any])
        var explore = request["explore"] as? [String: Any] ?? [:]
        explore["maxWitnessesPerFinding"] = count
        request["explore"] = explore
        guard case .failure(let error) = Simulator.explore(toJSON: Array(try JSONSerialization.data(withJSONObject: request))) else {
            Issue.record("maxWitnessesPerFinding \(count) was accepted")
            return
        }
        #expect(error.errors.map(\.path) == ["$.explore.maxWitnessesPerFinding"])
        #expect(error.kind == (count == 0 ? .invalidRequest : .limitExceeded))
    }

    /// The count stops at its cap and says so; an entry that extends a counted one is not new.
    @Test func theCountStopsAtItsCapAndSaysSo() {
        var entries = EntryPaths()
        var prefixes: [UInt64] = []
        for action in 0..<(EntryPaths.maxCounted + 5) {
            let signature: [Int32] = [Int32(action)]
            EntryPaths.prefixHashes(signature[...], into: &prefixes)
            _ = entries.note(signature[...], prefixes: prefixes[...], maxWitnesses: 3)
        }
        #expect(entries.count == EntryPaths.maxCounted)
        #expect(entries.capped)
    }

    @Test func anEntryThatExtendsACountedOneIsTheSameEntry() {
        var entries = EntryPaths()
        var prefixes: [UInt64] = []
        for signature: [Int32] in [[4], [4, 7], [7], [7, 4]] {
            EntryPaths.prefixHashes(signature[...], into: &prefixes)
            _ = entries.note(signature[...], prefixes: prefixes[...], maxWitnesses: 3)
        }
        #expect(entries.count == 2)
        #expect(!entries.capped)
    }

    /// The request without `explore`, its events replaced by these (a witness holds the script events it
    /// ran); a controller an event names by id is declared the first time, as its list declared it.
    static func resolveRequest(_ request: [String: Any], events: [[String: Any]]) -> [String: Any] {
        var declared: [String: Any] = [:]
        let explore = request["explore"] as? [String: Any] ?? [:]
        let lists = ["actions", "environment"].flatMap { explore[$0] as? [[String: Any]] ?? [] }
        for action in (request["events"] as? [[String: Any]] ?? []) + lists {
            if let controller = action["controller"] as? [String: Any], let id = controller["id"] as? String {
                declared[id] = controller
            }
        }
        var seen: Set<String> = []
        var body = request
        body["explore"] = nil
        body["events"] = events.map { event in
            var event = event
            if let id = event["controller"] as? String, seen.insert(id).inserted, let declaration = declared[id] {
                event["controller"] = declaration
            }
            return event
        }
        return body
    }
}
