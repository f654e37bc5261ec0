import Foundation
import RotationPolicyCLI
import Testing

/// The library has no in-process explorer yet (Simulator.explore is being added on main), so the
/// binary says so; the rendering and matching are checked on an answer written from the contract
/// (_notes/EXPLORE-CONTRACT.md) until a real explorer answers.
@Suite("rotation-policy explore")
struct ExploreTests {
    @Test("in-process explore says it needs --server, exit 2")
    func inProcess() throws {
        let run = try CLI.run(["explore", "requests/player.yaml"])
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("explore is not available in-process"), "\(run)")
        #expect(run.stderr.contains("--server URL"))
    }

    static let answer = """
        {"findings": [{"kind": "exception", "severity": "crash", "code": "UIApplicationInvalidInterfaceOrientation",
          "rule": "R3.6", "controller": "login", "message": "preferredInterfaceOrientationForPresentation 'landscapeRight' must match",
          "event": 1, "eventTypes": ["deviceOrientation", "present"],
          "witness": {"root": {"id": "home"}, "events": [{"type": "deviceOrientation", "orientation": "landscapeLeft"},
            {"type": "present", "presenter": "home", "controller": {"id": "login"}}]},
          "fix": {"summary": "Return a supported orientation.", "swift": "override var x: Int {\\n  1\\n}"}}],
         "stats": {"statesExplored": 12, "distinctStates": 9, "transitions": 40, "deepestPath": 2, "exhaustive": true, "elapsedMs": 3}}
        """

    @Test("findings print with their witness and fix; the worst severity decides --fail-on")
    func render() throws {
        let answer = try JSONNodeParser.parse(Array(Self.answer.utf8)).root
        let text = ExploreReport.render(answer: answer, style: .plain)
        #expect(text.contains("Explored: 12 states, 40 transitions, deepest path 2, exhaustive, 3 ms"), "\(text)")
        #expect(text.contains("1. [crash] UIApplicationInvalidInterfaceOrientation (R3.6, controller login)"))
        #expect(text.contains("     0. deviceOrientation landscapeLeft\n     1. present login from home ◀"), "\(text)")
        #expect(text.contains("   fix: Return a supported orientation.\n       override var x: Int {\n         1\n       }"))
        #expect(ExploreReport.worst(answer) == .crash)
        #expect(Severity.warning < .error && Severity.error < .crash)
        let none = try JSONNodeParser.parse(Array("{\"findings\": []}".utf8)).root
        #expect(ExploreReport.render(answer: none, style: .plain).contains("✓ no findings"))
        #expect(ExploreReport.worst(none) == nil)
    }
}
