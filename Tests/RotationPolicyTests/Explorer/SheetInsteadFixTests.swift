import Foundation
import Testing

@testable import RotationPolicy
@testable import RotationPolicyJSON
@testable import RotationPolicyWire

/// Issue 23's presentation-style candidate: an E1 crash at a full-screen present can also be fixed by
/// presenting the controller as a page sheet (on iPhone from iOS 13 it does not fill the window in
/// portrait, so UIKit does not ask it, R3.8). It is tried after the mask changes; here it is checked on
/// its own, through the verifier, in both directions.
@Suite struct SheetInsteadFixTests {
    /// An iPhone app allowing portrait and landscapeRight presents a player that supports only
    /// landscapeLeft, full screen: E1 at the present.
    static func body(iOS: String, environment: String) -> [UInt8] {
        Array(
            """
            {"app": {"idiom": "phone", "iosVersion": "\(iOS)", "supportedOrientations": ["portrait", "landscapeRight"]},
             "interfaceOrientation": "portrait",
             "root": {"id": "home", "supportedOrientations": ["portrait", "landscapeRight"]},
             "events": [{"type": "present", "presenter": "home", "style": "fullScreen",
                         "controller": {"id": "player", "supportedOrientations": ["landscapeLeft"]}}],
             "explore": {"maxExtraEvents": 2, "environment": \(environment)}}
            """.utf8)
    }

    static func verdictOfSheet(iOS: String, environment: String = "[]") throws -> (FixCandidate?, CheckedFix.Verdict?) {
        let (request, options) = try BruteForceTests.decode(body(iOS: iOS, environment: environment), maxExtraEvents: 2)
        let (prepared, extras, _) = Explorer.prepare(request, options: options)
        let exploration = try Explorer.explore(request, options: options)
        let found = try #require(exploration.findings.first { $0.finding.kind == .exception })
        let candidates = FixCandidate.candidates(for: found.finding, path: found.path, request: prepared)
        guard let sheet = candidates.first(where: { if case .presentAs(.pageSheet) = $0.family { true } else { false } }) else {
            return (nil, nil)
        }
        var verifier = FixVerifier(
            request: prepared, options: options, extras: extras, script: 0..<options.scriptEvents,
            known: [found.finding.identity: found.finding.severity], deadline: .now + .seconds(60))
        return (sheet, verifier.verdict(sheet, finding: found.finding, path: found.path))
    }

    @Test("iOS 17 iPhone held in portrait: the page sheet verifies, and its model names the present")
    func sheetVerifiesInPortrait() throws {
        let (sheet, verdict) = try Self.verdictOfSheet(iOS: "17.0")
        let candidate = try #require(sheet, "no page-sheet candidate")
        #expect(candidate.change.restyled?.event == 0 && candidate.at == 0)
        guard case .verified = verdict else {
            Issue.record("not verified: \(String(describing: verdict))")
            return
        }
        let request = try BruteForceTests.decode(Self.body(iOS: "17.0", environment: "[]"), maxExtraEvents: 2).0
        let model = try #require(FixModelJSON.json(candidate, request: request))
        guard case .object(let members) = model else {
            Issue.record("model is not an object: \(model)")
            return
        }
        #expect(members["style"] == .string("pageSheet"))
        #expect(members["at"] == .number(0))
    }

    @Test("when the device may turn to landscape first, the sheet fills the window there and crashes: not verified")
    func sheetFailsWhenTheDeviceTurns() throws {
        let (sheet, verdict) = try Self.verdictOfSheet(
            iOS: "17.0", environment: #"[{"type": "deviceOrientation", "orientation": "landscapeLeft"}]"#)
        #expect(sheet != nil)
        if case .verified = verdict { Issue.record("a sheet that fills the window in landscape still crashes there") }
    }

    @Test("before iOS 13 a sheet on iPhone is full screen: no such candidate")
    func noSheetBeforeIOS13() throws {
        let (sheet, _) = try Self.verdictOfSheet(iOS: "12.0")
        #expect(sheet == nil)
    }
}
