import Foundation
import RotationPolicy
import RotationPolicyWire
import Testing

/// An explore answer is bounded while it is written (docs/hardening.md, "Hardening III"): at most
/// `maxFindings`, never over `--max-answer-bytes`, and the answer says what was left out and why.
@Suite struct ExploreAnswerBoundTests {
    /// A portrait navigation stack in a tab bar with `fillers` other tabs (each with a long class name, so
    /// every witness is large) and `pushes` distinct landscape-only push actions: one finding each.
    /// `timeLimitMs` is generous unless a test is about it: the counts asserted must not depend on how
    /// fast the machine is (a 150-push search passed the 2 s default under ASan beside two busy loops).
    static func pushBomb(pushes: Int, fillers: Int, extra: String = "", timeLimitMs: Int = patientMs) -> [UInt8] {
        let longClass = String(repeating: "F", count: 1000)
        let filler = (0..<fillers).map { #"{"id": "f\#($0)", "class": "\#(longClass)"}"# }
        let actions = (0..<pushes).map {
            #"{"type": "push", "navigation": "nav", "controller": {"id": "p\#($0)", "supportedOrientations": "landscape"}}"#
        }
        let nav =
            #"{"id": "nav", "kind": "navigationController", "forwarding": "top", "children": [{"id": "list", "supportedOrientations": "portrait"}]}"#
        return Array(
            (#"{"app": {"iosVersion": "15.0", "supportedOrientations": "allButUpsideDown"}, "interfaceOrientation": "portrait", "#
                + #""root": {"id": "tabs", "kind": "tabBarController", "forwarding": "selected", "children": ["#
                + ([nav] + filler).joined(separator: ",") + #"]}, "explore": {"maxExtraEvents": 1, "actions": ["#
                + actions.joined(separator: ",") + "], \"timeLimitMs\": \(timeLimitMs)\(extra)}}").utf8)
    }

    /// A time limit no machine reaches on these searches (10 minutes), and caps that admit it.
    static let patientMs = 600_000

    static func patient(_ caps: ExploreLimits) -> ExploreLimits {
        var caps = caps
        caps.maxMilliseconds = max(caps.maxMilliseconds, patientMs)
        return caps
    }

    static func answer(
        _ body: [UInt8], maxAnswerBytes: Int = 16 << 20, caps: ExploreLimits = .default
    ) throws -> (
        bytes: Int, findings: [[String: Any]], stats: [String: Any]
    ) {
        let limits = WireLimits(maxAnswerBytes: maxAnswerBytes)
        guard case .success(let bytes) = Simulator.explore(toJSON: body, limits: limits, exploreLimits: patient(caps)) else {
            Issue.record("the explore failed")
            return (0, [], [:])
        }
        let answer = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] ?? [:]
        return (bytes.count, answer["findings"] as? [[String: Any]] ?? [], answer["stats"] as? [String: Any] ?? [:])
    }

    @Test func findingsThatWouldPassTheAnswerLimitAreLeftOutAndCounted() throws {
        // 40 fillers: each witness is about 42 KB; 40 findings would be 1.7 MB.
        let body = Self.pushBomb(pushes: 40, fillers: 40)
        let whole = try Self.answer(body)
        #expect(whole.findings.count == 40, "each push strands its controller: \(whole.stats)")
        #expect(whole.stats["exhaustive"] as? Bool == true)
        #expect(whole.stats["stoppedBy"] == nil && whole.stats["findingsOmitted"] == nil)

        let limit = 300_000
        let cut = try Self.answer(body, maxAnswerBytes: limit)
        #expect(cut.bytes <= limit)
        #expect(cut.findings.count >= 5 && cut.findings.count < 10, "\(cut.findings.count) findings in \(cut.bytes) bytes")
        #expect(cut.stats["exhaustive"] as? Bool == false)
        #expect(cut.stats["stoppedBy"] as? [String] == ["maxAnswerBytes"])
        #expect(cut.stats["findingsOmitted"] as? Int == whole.findings.count - cut.findings.count)
        // The findings kept are the first ones of the whole answer, in the same order.
        let codes = { (findings: [[String: Any]]) in findings.map { "\($0["kind"] ?? "")/\($0["controller"] ?? "")" } }
        #expect(codes(cut.findings) == Array(codes(whole.findings).prefix(cut.findings.count)))
    }

    @Test func aWitnessLargerThanTheWholeLimitLeavesNoFindingButAValidAnswer() throws {
        let cut = try Self.answer(Self.pushBomb(pushes: 3, fillers: 40), maxAnswerBytes: 4096)
        #expect(cut.bytes <= 4096)
        #expect(cut.findings.isEmpty)
        #expect(cut.stats["findingsOmitted"] as? Int == 3)
        #expect(cut.stats["stoppedBy"] as? [String] == ["maxAnswerBytes"])
    }

    @Test func maxFindingsCapsTheAnswerAndItsCapIsA422() throws {
        let capped = try Self.answer(Self.pushBomb(pushes: 30, fillers: 0, extra: #", "maxFindings": 7"#))
        #expect(capped.findings.count == 7)
        #expect(capped.stats["stoppedBy"] as? [String] == ["maxFindings"])
        #expect(capped.stats["findingsOmitted"] as? Int == 30 - 7)
        // The default is 100 per answer.
        let many = try Self.answer(Self.pushBomb(pushes: 150, fillers: 0))
        #expect(many.findings.count == ExploreOptions.defaultMaxFindings)
        #expect(many.stats["findingsOmitted"] as? Int == 150 - ExploreOptions.defaultMaxFindings)
        // Over the server's cap (--max-explore-findings): 422 naming the member.
        let over = Simulator.explore(
            toJSON: Self.pushBomb(pushes: 1, fillers: 0, extra: #", "maxFindings": 11"#), exploreLimits: Self.patient(ExploreLimits(maxFindings: 10)))
        guard case .failure(let error) = over else {
            Issue.record("maxFindings over the cap was accepted")
            return
        }
        #expect(error.kind == .limitExceeded)
        #expect(error.errors.first?.path == "$.explore.maxFindings")
        #expect(error.errors.first?.message.contains("--max-explore-findings") == true, "\(error)")
    }

    @Test func theStateBudgetSaysWhichBoundEndedTheSearch() throws {
        // About 100 B per stored state beside a 4 KiB table (see ExploreBudgetTests): 6 KiB ends it early.
        let bytes = try Self.answer(ExploreBudgetTests.wideApp(tabs: 3000, maxStates: 50_000), caps: ExploreLimits(maxBytes: 6 << 10))
        #expect(bytes.stats["stoppedBy"] as? [String] == ["maxExploreBytes"])
        let states = try Self.answer(ExploreBudgetTests.wideApp(tabs: 3, maxStates: 10))
        #expect(states.stats["stoppedBy"] as? [String] == ["maxStates"])
    }

    @Test func aTimeLimitOfOneMillisecondEndsALargeSearchAsTimeLimit() throws {
        // 300 actions on a 3000-controller app take far more than 1 ms whatever the machine.
        let stats = try Self.answer(Self.pushBomb(pushes: 300, fillers: 3000, timeLimitMs: 1)).stats
        #expect(stats["exhaustive"] as? Bool == false)
        #expect((stats["stoppedBy"] as? [String])?.first == "timeLimit", "\(stats)")
    }
}
