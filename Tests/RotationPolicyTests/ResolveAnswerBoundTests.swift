import RotationPolicy
import RotationPolicyWire
import Testing

/// A resolve answer is never built much past `--max-answer-bytes` (docs/hardening.md). Steps hold values
/// and are worded only when encoded, so the simulation can stop early only on an estimate; the encoder
/// stops at the first step whose words pass the limit, whatever the names' length.
@Suite struct ResolveAnswerBoundTests {
    /// Controllers with 1,000-byte ids and classes, traced: every step's words are about 7.8 KB, four
    /// times what the simulation's estimate counts for them.
    static func longNames(events: Int) -> [UInt8] {
        let a = String(repeating: "A", count: 1000)
        let b = String(repeating: "B", count: 1000)
        let x = String(repeating: "X", count: 1000)
        let y = String(repeating: "Y", count: 1000)
        let turns = (0..<events).map {
            #"{"type": "deviceOrientation", "orientation": "\#(["landscapeLeft", "portrait", "landscapeRight"][$0 % 3])"}"#
        }
        return Array(
            (#"{"app": {"iosVersion": "15.0", "supportedOrientations": ["portrait", "landscapeLeft", "landscapeRight"]}, "#
                + #""root": {"id": "\#(a)", "kind": "navigationController", "class": "\#(x)", "children": [{"id": "\#(b)", "class": "\#(y)", "supportedOrientations": "allButUpsideDown"}]}, "#
                + #""options": {"trace": true}, "events": ["# + turns.joined(separator: ",") + "]}").utf8)
    }

    @Test func theEncoderStopsAtTheStepThatPassesTheLimit() {
        // 500 events: under what the simulation's estimate stops at (about 560 for 1 MiB), so without
        // the encoder's bound the whole 3.9 MB answer would be built and returned.
        let limit = 1 << 20
        let body = Self.longNames(events: 500)
        guard case .failure(let error) = Simulator.respond(toJSON: body, limits: WireLimits(maxAnswerBytes: limit)) else {
            Issue.record("a 7.8 MB answer passed a 1 MiB limit")
            return
        }
        #expect(error.kind == .limitExceeded)
        // 1 MiB of ~7.8 KB steps: the step of event 133 or so passes it.
        let event = error.errors.first.flatMap { Int($0.path.dropFirst("$.events[".count).dropLast()) } ?? -1
        #expect((120...150).contains(event), "\(error.errors)")
        #expect(error.errors.first?.message.contains("the answer would be larger than 1048576 bytes by this event") == true)
    }

    @Test func withinTheLimitTheWholeAnswerIsWritten() {
        guard case .success(let bytes) = Simulator.respond(toJSON: Self.longNames(events: 100), limits: WireLimits(maxAnswerBytes: 1 << 20)) else {
            Issue.record("100 steps of ~7.8 KB did not fit 1 MiB")
            return
        }
        #expect(bytes.count > 700_000 && bytes.count <= 1 << 20, "\(bytes.count)")
    }
}
