import Foundation
import RotationPolicy
import RotationPolicyWire
import Testing

/// The explorer's budgets end a search with `exhaustive: false`, never with an error or a hang.
@Suite struct ExploreBudgetTests {
    /// A tab bar of `tabs` controllers whose masks actions toggle, under the default environment.
    static func wideApp(tabs: Int, maxStates: Int) -> [UInt8] {
        let children = (0..<tabs).map { #"{"id": "t\#($0)"}"# }.joined(separator: ",")
        return Array(
            (#"{"interfaceOrientation": "portrait", "root": {"id": "tabs", "kind": "tabBarController", "forwarding": "selected", "children": ["#
                + children
                + #"]}, "explore": {"actions": [{"type": "update", "controller": "t0", "set": {"supportedOrientations": "portrait"}}, {"type": "update", "controller": "t0", "set": {"supportedOrientations": null}}], "maxStates": \#(maxStates), "maxExtraEvents": 8, "timeLimitMs": \#(ExploreAnswerBoundTests.patientMs)}}"#)
                .utf8)
    }

    static func stats(_ body: [UInt8], _ limits: ExploreLimits) throws -> [String: Any] {
        guard case .success(let bytes) = Simulator.explore(toJSON: body, exploreLimits: ExploreAnswerBoundTests.patient(limits)) else {
            Issue.record("the explore failed")
            return [:]
        }
        let answer = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] ?? [:]
        return answer["stats"] as? [String: Any] ?? [:]
    }

    @Test func aLargeAppGetsFewerStatesThanMaxStates() throws {
        // A stored state keeps the words it changed (a few dozen bytes here), its hash and table slot,
        // its path record and its diagnostics, about 100 B; the table starts at 4 KiB. So 6 KiB holds a
        // few dozen of the app's 76 states.
        let stats = try Self.stats(Self.wideApp(tabs: 3000, maxStates: 50_000), ExploreLimits(maxBytes: 6 << 10))
        #expect(stats["exhaustive"] as? Bool == false)
        let few = stats["distinctStates"] as? Int ?? .max
        #expect(few < 50, "\(stats)")
        // The same app with room for it runs to the end.
        let roomy = try Self.stats(Self.wideApp(tabs: 3000, maxStates: 50_000), ExploreLimits(maxBytes: 64 << 20))
        #expect((roomy["distinctStates"] as? Int ?? 0) > few, "\(roomy)")
        #expect(roomy["exhaustive"] as? Bool == true, "\(roomy)")
    }

    @Test func maxStatesEndsTheSearchWithoutError() throws {
        let stats = try Self.stats(Self.wideApp(tabs: 3, maxStates: 10), .default)
        #expect(stats["exhaustive"] as? Bool == false)
        #expect((stats["distinctStates"] as? Int ?? .max) <= 10 + 16, "\(stats)")
    }
}
