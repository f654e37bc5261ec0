import Foundation
import Testing

@Suite("rotation-policy resolve")
struct ResolveCommandTests {
    @Test("a YAML request prints one line per step and the final state")
    func timeline() throws {
        let run = try CLI.run(["resolve", "requests/player.yaml"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.isEmpty)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("#  event") == true, "\(run)")
        #expect(lines.contains { $0.hasPrefix("0  push player onto nav") && $0.contains("R3.3") })
        #expect(lines.contains { $0.hasPrefix("1  deviceOrientation landscapeLeft") && $0.contains("landscapeRight  rotated") })
        #expect(lines.contains { $0.hasPrefix("2  pop nav") && $0.contains(" -  ") && $0.contains("list") })
        #expect(run.stdout.contains("Final: landscapeRight (device landscapeLeft), supported portrait, decided by list"))
        #expect(run.stdout.contains("✓ no violation · 0 warnings"))
    }

    @Test("an id with a newline stays on its step's line of the timeline, shown as \\n")
    func newlineInName() throws {
        let request =
            #"{"app":{"supportedOrientations":["portrait","landscapeLeft","landscapeRight"]},"#
            + #""root":{"id":"nav\nfake row","class":"UINavigationController","children":[{"id":"list","supportedOrientations":["portrait"]}]},"#
            + #""events":[{"type":"deviceOrientation","orientation":"landscapeLeft"}]}"#
        let run = try CLI.run(["resolve", "-"], stdin: request)
        #expect(run.status == 0, "\(run)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(!lines.contains { $0.hasPrefix("fake row") }, "\(run)")
        #expect(lines.contains { $0.hasPrefix("0  deviceOrientation landscapeLeft") && $0.contains("nav\\nfake row") }, "\(run)")
    }

    @Test("every rule the timeline cites links to an entry of docs/rules.md")
    func ruleLinks() throws {
        let run = try CLI.run(["resolve", CLI.seedFixtures + "/seed-004/05-pop-without-restore-leaves-landscape.json"])
        #expect(run.status == 0, "\(run)")
        let line = run.stdout.split(separator: "\n").first { $0.hasPrefix("Rules: ") }.map(String.init) ?? ""
        let anchors = line.split(separator: "#").dropFirst().map { $0.prefix { $0 != "," && $0 != " " } }
        #expect(anchors.count >= 3, "\(line)")
        let rules = try String(contentsOfFile: CLI.seedFixtures + "/../../docs/rules.md", encoding: .utf8)
        for anchor in anchors { #expect(rules.contains("<a id=\"\(anchor)\"></a>"), "no entry #\(anchor) in docs/rules.md") }
    }

    @Test("a seed fixture (a spec file) resolves its request")
    func seedFixture() throws {
        let run = try CLI.run(["resolve", CLI.seedFixtures + "/seed-000/08-preferred-outside-mask-crash.json"])
        #expect(run.status == 0, "\(run)")
        #expect(
            run.stdout.contains(
                "✗ UIApplicationInvalidInterfaceOrientation: preferredInterfaceOrientationForPresentation 'landscapeRight' must match a supported interface orientation: 'portrait'!"
            ), "\(run)")
        #expect(run.stdout.contains("the app was terminated"))
    }

    @Test("--format json prints exactly the API's answer, the same from a file and from stdin")
    func json() throws {
        let run = try CLI.run(["resolve", "requests/crash.json", "--format", "json"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.hasPrefix("{\"interfaceOrientation\":\"portrait\""), "\(run)")
        #expect(run.stdout.contains("\"exception\":\"UIApplicationInvalidInterfaceOrientation\""))
        let body = try String(contentsOfFile: CLI.fixtures + "/requests/crash.json", encoding: .utf8)
        let piped = try CLI.run(["resolve", "-", "--format", "json"], stdin: body)
        #expect(piped.status == 0, "\(piped)")
        #expect(piped.stdout == run.stdout)
    }

    @Test("--trace adds the decision trace of every step")
    func trace() throws {
        let plain = try CLI.run(["resolve", "requests/player.yaml"])
        let traced = try CLI.run(["resolve", "requests/player.yaml", "--trace"])
        #expect(traced.status == 0, "\(traced)")
        #expect(!plain.stdout.contains("      · "))
        #expect(traced.stdout.contains("      · "), "\(traced)")
        let json = try CLI.run(["resolve", "requests/player.yaml", "--trace", "--format", "json"])
        #expect(json.stdout.contains("\"trace\":["), "\(json)")
    }

    @Test("a request the API rejects: exit 2, the path and message on stderr, nothing on stdout")
    func rejected() throws {
        let run = try CLI.run(["resolve", "invalid/request-rejected.yaml"])
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("HTTP 400 Invalid request"))
        #expect(run.stderr.contains("$.root.supportedOrientation: unknown key 'supportedOrientation'"))
    }

    @Test(
        "bad input is exit 2 with a clear message",
        arguments: [
            (["resolve", "requests/missing.yaml"], "requests/missing.yaml: no such file"),
            (["resolve", "requests"], "requests: is a folder"),
            (["resolve", "invalid/bad-json.json"], "invalid JSON: line 3, column 49: trailing comma before '}' at byte 89"),
            (["resolve", "invalid/bad-yaml.yaml"], "invalid YAML: line 3, column 7"),
            (["resolve"], "Missing expected argument '<file>'"),
            (["resolve", "requests/player.yaml", "--format", "xml"], "--format"),
            (["resolve", "requests/player.yaml", "--server", "ftp://x"], "--server must be an http:// or https:// URL"),
        ])
    func badInput(arguments: [String], message: String) throws {
        let run = try CLI.run(arguments)
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(run.stderr.contains(message), "\(run)")
    }

    @Test("colour only on a terminal, and never with NO_COLOR")
    func colour() throws {
        let escape = "\u{1B}["
        #expect(!(try CLI.run(["resolve", "requests/player.yaml"]).stdout.contains(escape)))
        #expect(try CLI.run(["resolve", "requests/player.yaml", "--color", "always"]).stdout.contains(escape))
        // A real terminal: util-linux `script` runs the command on a pseudo-terminal.
        let command = "\(try CLI.path()) resolve \(CLI.fixtures)/requests/player.yaml"
        let tty = try CLI.execute("/usr/bin/script", ["-qec", command, "/dev/null"], directory: CLI.fixtures)
        #expect(tty.status == 0, "\(tty)")
        #expect(tty.stdout.contains(escape), "\(tty)")
        let noColor = try CLI.execute(
            "/usr/bin/script", ["-qec", command, "/dev/null"], environment: ["NO_COLOR": "1"], directory: CLI.fixtures)
        #expect(noColor.status == 0, "\(noColor)")
        #expect(noColor.stdout.contains("Final: landscapeRight"), "\(noColor)")
        #expect(!noColor.stdout.contains(escape), "\(noColor)")
    }
}

/// The timeline's confidence line, from the real binary: shown below documented, with the rule, the
/// assumption and the docs/rules.md anchor; absent when every step is documented.
@Suite struct ConfidenceLineTests {
    static func request(_ controllerMask: String) -> String {
        #"{"app": {"idiom": "phone", "iosVersion": "17.0", "supportedOrientations": "allButUpsideDown"}, "interfaceOrientation": "portrait", "root": {"id": "home"}, "events": [{"type": "present", "presenter": "home", "style": "fullScreen", "controller": {"id": "player", "supportedOrientations": "\#(controllerMask)"}}]}"#
    }

    static func resolve(_ body: String) throws -> CLI.Run {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("confidence-\(UUID().uuidString).json")
        try body.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        return try CLI.run(["resolve", file.path])
    }

    @Test func anAssumedAnswerSaysSoWithItsRule() throws {
        let run = try Self.resolve(Self.request("landscape"))
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("\nconfidence: assumed (R3.6 fallback orientation; see docs/rules.md#r3-6)\n"), "\(run)")
    }

    @Test func anExploreFindingShowsItsConfidence() throws {
        let body =
            #"{"app": {"idiom": "phone", "iosVersion": "16.0", "supportedOrientations": "allButUpsideDown"}, "interfaceOrientation": "portrait", "#
            + #""root": {"id": "nav", "kind": "navigationController", "forwarding": "top", "children": [{"id": "list", "supportedOrientations": "portrait"}]}, "#
            + #""explore": {"actions": [{"type": "push", "navigation": "nav", "controller": {"id": "player", "supportedOrientations": "landscape"}}]}}"#
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("confidence-\(UUID().uuidString).json")
        try body.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try CLI.run(["explore", file.path])
        #expect(
            run.stdout.contains(
                "   confidence: assumed (R3.3 iOS 16+ push/pop/tab switch without re-evaluation; see docs/rules.md#r3-3)\n"),
            "\(run)")
    }

    @Test func aDocumentedAnswerHasNoConfidenceLine() throws {
        let run = try Self.resolve(Self.request("landscapeRight"))
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("R3.6"), "\(run)")
        #expect(!run.stdout.contains("confidence:"), "\(run)")
    }
}
