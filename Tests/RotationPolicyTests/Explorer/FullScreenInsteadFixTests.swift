import Foundation
import Testing

@testable import RotationPolicy
@testable import RotationPolicyJSON
@testable import RotationPolicyWire

/// Issue 30, point 7: the inverse of SheetInsteadFixTests. A landscape-only player presents a
/// portrait-only page sheet on iPhone: the sheet fills the window in landscape and turns the screen to
/// portrait, where it no longer fills it, so the player decides again and is left in portrait, which it
/// does not support. Presenting the sheet full screen keeps it deciding; the verifier says it works
/// where the appearance hooks do not.
@Suite struct FullScreenInsteadFixTests {
    static func body(iOS: String, style: String = "pageSheet") -> [UInt8] {
        Array(
            """
            {"app": {"idiom": "phone", "iosVersion": "\(iOS)", "supportedOrientations": ["portrait", "landscapeLeft", "landscapeRight"]},
             "interfaceOrientation": "portrait",
             "root": {"id": "home", "supportedOrientations": ["portrait"]},
             "events": [{"type": "present", "presenter": "home", "style": "fullScreen",
                         "controller": {"id": "player", "supportedOrientations": ["landscapeLeft", "landscapeRight"]}},
                        {"type": "present", "presenter": "player", "style": "\(style)",
                         "controller": {"id": "settings", "supportedOrientations": ["portrait"]}}],
             "explore": {"maxExtraEvents": 2}}
            """.utf8)
    }

    static func fullScreen(iOS: String, style: String = "pageSheet") throws -> (FixCandidate?, CheckedFix.Verdict?, ResolveRequest) {
        let (request, options) = try BruteForceTests.decode(body(iOS: iOS, style: style), maxExtraEvents: 2)
        let (prepared, extras, _) = Explorer.prepare(request, options: options)
        let exploration = try Explorer.explore(request, options: options)
        let found = try #require(
            exploration.findings.first { $0.finding.identity.code == .unsupportedOrientationShown && $0.path.count == 2 },
            "no stranded player at the sheet's present")
        let candidates = FixCandidate.candidates(for: found.finding, path: found.path, request: prepared)
        guard let candidate = candidates.first(where: { $0.family == .presentAs(.fullScreen) }) else { return (nil, nil, prepared) }
        var verifier = FixVerifier(
            request: prepared, options: options, extras: extras, script: 0..<options.scriptEvents,
            known: [found.finding.identity: found.finding.severity], deadline: .now + .seconds(60))
        return (candidate, verifier.verdict(candidate, finding: found.finding, path: found.path), prepared)
    }

    @Test("iOS 15 and 17: presenting the sheet full screen verifies; its model names the sheet's present", arguments: ["15.0", "17.0"])
    func verifies(iOS: String) throws {
        let (found, verdict, request) = try Self.fullScreen(iOS: iOS)
        let candidate = try #require(found, "no full-screen candidate")
        #expect(candidate.change.restyled?.event == 1 && candidate.at == 1)
        guard case .verified = verdict else {
            Issue.record("not verified: \(String(describing: verdict))")
            return
        }
        #expect(FixText.summary(candidate, request: request).hasPrefix("Present settings full screen (modalPresentationStyle .fullScreen)"))
        #expect(FixText.code(candidate).contains("controller.modalPresentationStyle = .fullScreen"))
        let model = try #require(FixModelJSON.json(candidate, request: request))
        guard case .object(let members) = model else {
            Issue.record("model is not an object: \(model)")
            return
        }
        #expect(members["style"] == .string("fullScreen"))
        #expect(members["at"] == .number(1))
    }

    @Test("a sheet that is already full screen is no candidate")
    func notForFullScreen() throws {
        let (request, options) = try BruteForceTests.decode(Self.body(iOS: "17.0", style: "fullScreen"), maxExtraEvents: 2)
        let (prepared, _, _) = Explorer.prepare(request, options: options)
        for found in try Explorer.explore(request, options: options).findings {
            let families = FixCandidate.candidates(for: found.finding, path: found.path, request: prepared).map(\.family)
            #expect(!families.contains(.presentAs(.fullScreen)), "\(found.finding)")
        }
    }
}
