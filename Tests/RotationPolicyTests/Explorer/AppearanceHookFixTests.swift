import Foundation
import Testing

@testable import RotationPolicy
@testable import RotationPolicyWire

/// Issue 30, point 7: a fix in a controller's viewWillAppear runs wherever the controller comes on
/// screen, not only after the witness's event. Here the portrait list of a tab's navigation stack is
/// left in landscape on iOS 17 two ways: popping the landscape player, and switching back to its tab
/// after the device turned. setNeedsUpdateOfSupportedInterfaceOrientations() in the list's
/// viewWillAppear fixes both; spliced after the pop alone it would not.
@Suite struct AppearanceHookFixTests {
    static let body = Array(
        """
        {"app": {"idiom": "phone", "iosVersion": "17.0", "supportedOrientations": "allButUpsideDown"},
         "interfaceOrientation": "portrait",
         "root": {"id": "tabs", "kind": "tabBarController", "forwarding": "selected",
                  "children": [{"id": "nav", "kind": "navigationController", "forwarding": "top",
                                "children": [{"id": "list", "supportedOrientations": "portrait"}]},
                               {"id": "search", "supportedOrientations": "allButUpsideDown"}]},
         "explore": {
           "actions": [
             {"type": "push", "navigation": "nav", "controller": {"id": "player", "supportedOrientations": "landscape"}},
             {"type": "pop", "navigation": "nav"},
             {"type": "selectTab", "tabBar": "tabs", "index": 0},
             {"type": "selectTab", "tabBar": "tabs", "index": 1}
           ],
           "maxExtraEvents": 4
         }}
        """.utf8)

    @Test("the list's viewWillAppear hook verifies on both ways in; the same calls after the witness's pop only do not")
    func hookOnEveryAppearance() throws {
        let (request, options) = try BruteForceTests.decode(Self.body, maxExtraEvents: 4)
        let (prepared, extras, _) = Explorer.prepare(request, options: options)
        let exploration = try Explorer.explore(request, options: options)
        let list = try #require(prepared.controllers.controllerIDs.first { prepared.controllers.name($0) == "list" })
        let found = try #require(
            exploration.findings.first { $0.finding.identity.code == .unsupportedOrientationShown && $0.finding.controller == list })
        let candidates = FixCandidate.candidates(for: found.finding, path: found.path, request: prepared)
        let hook = try #require(candidates.first { $0.family == .setNeedsUpdateOnAppear })
        #expect(hook.change.splice?.onAppearOf == list)

        func verdict(_ candidate: FixCandidate) -> CheckedFix.Verdict {
            var verifier = FixVerifier(
                request: prepared, options: options, extras: extras, script: 0..<options.scriptEvents,
                known: Dictionary(exploration.findings.map { ($0.finding.identity, $0.finding.severity) }) { first, _ in first },
                deadline: .now + .seconds(60))
            return verifier.verdict(candidate, finding: found.finding, path: found.path)
        }
        guard case .verified = verdict(hook) else {
            Issue.record("the hook is not verified: \(verdict(hook))")
            return
        }
        var witnessOnly = hook
        witnessOnly.change.splice?.onAppearOf = nil
        // The tab switch back still leaves the list in landscape: found on another path.
        guard case .stillFound = verdict(witnessOnly) else {
            Issue.record("after the pop alone the calls leave the tab switch stranded: \(verdict(witnessOnly))")
            return
        }
    }
}
