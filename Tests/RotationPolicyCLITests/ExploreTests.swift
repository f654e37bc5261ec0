import Foundation
import RotationPolicyCLI
import Testing

/// `explore` through the library's explorer (Simulator.explore), and the rendering of a full answer.
@Suite("rotation-policy explore")
struct ExploreTests {
    @Test("a crash found: the finding, its witness and fix; exit 1 at the default --fail-on error")
    func crash() throws {
        let run = try CLI.run(["explore", CLI.seedFixtures + "/explore/seed-002-allow-rotation-flag-login-crash.json"])
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout.contains("1. [crash] UIApplicationInvalidInterfaceOrientation (§7 E1, controller login)"), "\(run)")
        #expect(run.stdout.contains("   witness (1 event, shows at event 0):\n     0. present login from player (fullScreen) ◀"))
        #expect(run.stdout.contains("   fix (verified): Give login at least one orientation the app also allows"), "\(run)")
        #expect(run.stderr.isEmpty)
        let json = try CLI.run(["explore", CLI.seedFixtures + "/explore/seed-002-allow-rotation-flag-login-crash.json", "--format", "json"])
        #expect(json.status == 1)
        #expect(json.stdout.hasPrefix("{\"findings\":[{\"kind\":\"exception\""), "\(json)")
    }

    @Test("--fail-on: error findings fail at error and below, pass at crash")
    func failOn() throws {
        let strict = try CLI.run(["explore", "requests/player.yaml", "--fail-on", "warning"])
        #expect(strict.status == 1, "\(strict)")
        #expect(strict.stdout.contains("2 findings"))
        #expect(strict.stdout.contains("     0. push player onto nav\n     1. deviceOrientation landscapeLeft\n     2. pop nav ◀"), "\(strict)")
        let lenient = try CLI.run(["explore", "requests/player.yaml", "--fail-on", "crash"])
        #expect(lenient.status == 0, "\(lenient)")
        let bad = try CLI.run(["explore", "requests/player.yaml", "--fail-on", "fatal"])
        #expect(bad.status == 2, "\(bad)")
    }

    @Test("explore expectations in specs: listed findings pass, `findings: none` fails when some are found")
    func specs() throws {
        let run = try CLI.run(["check", "explore"])
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout.contains("✓ the explorer finds both screens shown sideways"))
        #expect(run.stdout.contains("✗ the explorer finds nothing (wrong)"))
        #expect(run.stdout.contains("    explore.findings  (line 18)\n      unexpected finding: kind unsupportedOrientationShown"), "\(run)")
        #expect(run.stdout.contains("2 specs: 1 passed, 1 failed"))
    }

    @Test("an invalid explore member is exit 2 with the API's path")
    func invalidOption() throws {
        let run = try CLI.run(["explore", "-"], stdin: "{\"root\": {\"id\": \"home\"}, \"explore\": {\"maxExtraEvent\": 2}}")
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains("$.explore.maxExtraEvent"), "\(run)")
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
        // A checked fix says whether it verified, and what was checked.
        let checked = try JSONNodeParser.parse(
            Array(
                Self.answer.replacingOccurrences(
                    of: #""swift": "override var x: Int {\n  1\n}"}"#,
                    with:
                        #""swift": "x()", "verified": false, "checked": "none of 2 candidates verified: this one: the witness replayed with the fix still shows it"}"#
                ).utf8)
        ).root
        let unverified = ExploreReport.render(answer: checked, style: .plain)
        #expect(
            unverified.contains("   fix (not verified): Return a supported orientation.\n       x()\n     checked: none of 2 candidates verified"),
            "\(unverified)")
        #expect(Severity.warning < .error && Severity.error < .crash)
        let none = try JSONNodeParser.parse(Array("{\"findings\": []}".utf8)).root
        #expect(ExploreReport.render(answer: none, style: .plain).contains("✓ no findings"))
        #expect(ExploreReport.worst(none) == nil)
    }
}
