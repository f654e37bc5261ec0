import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("rotation-policy check")
struct CheckCommandTests {
    @Test("the project's own fixtures are valid specs and all pass")
    func seedFixtures() throws {
        let run = try CLI.run(["check", CLI.seedFixtures])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.isEmpty)
        let summary = try #require(run.stdout.split(separator: "\n").last.map(String.init))
        #expect(summary.contains("passed, 0 failed"), "\(summary)")
        #expect(!summary.contains("invalid"))
        // Every fixture file is counted: passed + skipped = fixtures on disk.
        let files = FileManager.default.enumerator(atPath: CLI.seedFixtures)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".expected.json") }
        #expect(summary.hasPrefix("\(files.count) specs:"), "\(summary) vs \(files.count) files")
        #expect(run.stdout.contains("✓ errors/19-unknown-key-typo"))
    }

    @Test("a folder mixing passes and failures: exit 1, a diff under each failure")
    func mixed() throws {
        let run = try CLI.run(["check", "mixed"])
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout.contains("✓ popping the player leaves the list in landscape"))
        #expect(run.stdout.contains("✓ the API rejects a misspelt override"))
        #expect(run.stdout.contains("✓ nested/steps-all"))
        #expect(run.stdout.contains("✗ the list comes back in portrait (wrong) (mixed/player-wrongly-expects-portrait.yaml)"))
        #expect(
            run.stdout.contains("    expect.interfaceOrientation  (line 19)\n      - expected: \"portrait\"\n      + actual:   \"landscapeRight\""))
        #expect(run.stdout.contains(#"    expect.steps["2"].rotated  (line 23)"#))
        #expect(run.stdout.contains("✗ crash-not-expected"))
        #expect(run.stdout.contains("+ actual:   kind exception, exception UIApplicationInvalidInterfaceOrientation, controller home"))
        #expect(run.stdout.contains("6 specs: 4 passed, 2 failed"), "\(run)")
    }

    @Test("one passing spec file: exit 0")
    func onePassing() throws {
        let run = try CLI.run(["check", "mixed/player-stuck-in-landscape.yaml", "mixed/nested"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("3 specs: 3 passed, 0 failed"), "\(run)")
    }

    @Test(
        "invalid specs are exit 2, naming the path, with a suggestion for typos",
        arguments: [
            ("unknown-spec-key.yaml", "unknown-spec-key.yaml:3: $.expcet: unknown key 'expcet'; did you mean 'expect'?"),
            (
                "unknown-answer-field.yaml",
                #"$.expect.steps["0"].rotaded: no such field in the answer: unknown key 'rotaded'; did you mean 'rotated'?"#
            ),
            ("bad-mask.yaml", "$.expect.supportedOrientations: 'landscapes' is not a mask name; did you mean 'landscape'?"),
            ("bad-yaml.yaml", "invalid YAML: line 3, column 7"),
            ("bad-json.json", "invalid JSON: line 3, column 49"),
            ("request-rejected.yaml", "$.root.supportedOrientation: unknown key 'supportedOrientation'"),
            ("nothing-to-check.yaml", "nothing to check"),
        ])
    func invalid(file: String, message: String) throws {
        let run = try CLI.run(["check", "invalid/" + file])
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout.contains("1 invalid"), "\(run)")
        #expect(run.stderr.contains(message), "\(run)")
    }

    @Test("a folder with an invalid spec and failures is exit 2; every spec still runs")
    func invalidWins() throws {
        let run = try CLI.run(["check", "mixed", "invalid/bad-mask.yaml"])
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout.contains("7 specs: 4 passed, 2 failed, 1 invalid"), "\(run)")
    }

    @Test(
        "missing paths and folders without specs are exit 2",
        arguments: [
            (["check", "nowhere"], "nowhere: no such file or folder"), (["check", "empty"], "empty: no spec files"),
            (["check"], "give at least one spec file or folder"),
        ])
    func noSpecs(arguments: [String], message: String) throws {
        let run = try CLI.run(arguments)
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains(message), "\(run)")
    }

    @Test("--format junit is JUnit XML with a testcase per spec and a failure per failing spec")
    func junit() throws {
        let run = try CLI.run(["check", "mixed", "invalid/bad-mask.yaml", CLI.seedFixtures + "/errors/46-too-many-events.json", "--format", "junit"])
        #expect(run.status == 2, "\(run)")
        let document = try XMLDocument(xmlString: run.stdout, options: [])
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        #expect(root.attribute(forName: "tests")?.stringValue == "8")
        #expect(root.attribute(forName: "failures")?.stringValue == "2")
        #expect(root.attribute(forName: "errors")?.stringValue == "1")
        #expect(root.attribute(forName: "skipped")?.stringValue == "1")
        let cases = try document.nodes(forXPath: "//testcase")
        #expect(cases.count == 8)
        let failures = try document.nodes(forXPath: "//testcase/failure")
        #expect(failures.count == 2)
        #expect(try document.nodes(forXPath: "//testcase/error").count == 1)
        #expect(try document.nodes(forXPath: "//testcase/skipped").count == 1)
        let failureText = failures.compactMap(\.stringValue).joined(separator: "\n")
        #expect(failureText.contains("expect.interfaceOrientation: expected \"portrait\", got \"landscapeRight\" (line 19)"))
        let suites = try document.nodes(forXPath: "//testsuite/@name").compactMap(\.stringValue)
        #expect(suites.contains("mixed/nested"), "\(suites)")
    }

    @Test("--output writes the report to a file and the readable one to stdout")
    func output() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("rp-cli-\(getpid())-junit.xml").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let run = try CLI.run(["check", "mixed", "--format", "junit", "--output", file])
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout.contains("6 specs: 4 passed, 2 failed"))
        let xml = try String(contentsOfFile: file, encoding: .utf8)
        #expect(xml.hasPrefix("<?xml"))
        #expect(xml.contains("<testsuites name=\"rotation-policy check\" tests=\"6\" failures=\"2\""))
        // The failure message names how sure the answer is.
        #expect(xml.contains("got &quot;landscapeRight&quot;; confidence: observed (R3.3; see docs/rules.md#r3-3)\""), "\(xml)")
    }

    @Test("--format github annotates each difference on its spec line")
    func github() throws {
        let run = try CLI.run(["check", "mixed", "--format", "github"])
        #expect(run.status == 1, "\(run)")
        let annotations = run.stdout.split(separator: "\n").filter { $0.hasPrefix("::error ") }
        #expect(annotations.count == 4, "\(run)")
        // From the repository's top, as GitHub places files (`Tests/CLIFixtures/` in a clone).
        let prefix = Self.repositoryPrefix(of: CLI.fixtures)
        #expect(
            annotations.contains {
                $0
                    == "::error file=\(prefix)mixed/player-wrongly-expects-portrait.yaml,line=19,title=the list comes back in portrait (wrong)::expect.interfaceOrientation: expected \"portrait\", got \"landscapeRight\"%0Aconfidence: observed (R3.3; see docs/rules.md#r3-3)"
            }, "\(annotations)")
        #expect(!run.stdout.contains("\u{1B}["))
    }

    @Test("--format sarif: lint's reporter on the specs, a result per difference at its spec line, check's rules")
    func sarif() throws {
        let run = try CLI.run(["check", "mixed", "invalid/bad-mask.yaml", "--format", "sarif"])
        #expect(run.status == 2, "\(run)")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let sarifRun = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((sarifRun["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect((driver["rules"] as? [[String: Any]])?.map { $0["id"] as? String } == ["expectation", "invalidSpec"])
        let results = try #require(sarifRun["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["expectation", "expectation", "expectation", "expectation", "invalidSpec"])
        #expect(run.stdout.contains("\"uri\": \"\(Self.repositoryPrefix(of: CLI.fixtures))mixed/player-wrongly-expects-portrait.yaml\""), "\(run)")
        #expect(run.stdout.contains("\"text\": \"expect.interfaceOrientation: expected \\\"portrait\\\", got \\\"landscapeRight\\\"\""), "\(run)")
    }

    /// `folder`'s path from its git repository's top with a final slash (empty outside one): what check
    /// puts before the spec paths it found from there.
    static func repositoryPrefix(of folder: String) -> String {
        var top = URL(fileURLWithPath: folder).resolvingSymlinksInPath().standardizedFileURL
        let real = top.path
        while top.path != "/" {
            if FileManager.default.fileExists(atPath: top.path + "/.git") {
                let inside = real.dropFirst(top.path.count).drop { $0 == "/" }
                return inside.isEmpty ? "" : inside + "/"
            }
            top.deleteLastPathComponent()
        }
        return ""
    }

    @Test("github and sarif place spec paths from the repository's top: check run in a folder below it, relative or absolute")
    func repositoryRelativePaths() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("rp-check-\(getpid())-\(UUID().uuidString)")
        let specs = base.appendingPathComponent("repo/apps/ios/specs")
        try FileManager.default.createDirectory(at: specs.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: CLI.fixtures + "/mixed", toPath: specs.path)
        defer { try? FileManager.default.removeItem(at: base) }
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "init", "-q", base.appendingPathComponent("repo").path]
        try git.run()
        git.waitUntilExit()
        #expect(git.terminationStatus == 0)
        let file = "player-wrongly-expects-portrait.yaml"

        let below = try CLI.run(["check", "specs", "--format", "github"], directory: specs.deletingLastPathComponent().path)
        #expect(below.status == 1, "\(below)")
        #expect(below.stdout.contains("::error file=apps/ios/specs/\(file),line=19,"), "\(below)")
        // The text report keeps the path as check was given it.
        #expect(below.stdout.contains("(specs/\(file))"), "\(below)")

        let absolute = try CLI.run(["check", specs.path + "/" + file, "--format", "sarif"], directory: specs.deletingLastPathComponent().path)
        #expect(absolute.status == 1, "\(absolute)")
        #expect(absolute.stdout.contains("\"uri\": \"apps/ios/specs/\(file)\""), "\(absolute)")
    }

    @Test("--format xcode: lint's Xcode lines on the specs, each difference at its spec line, an invalid spec at its file")
    func xcode() throws {
        let run = try CLI.run(["check", "mixed", "invalid/bad-mask.yaml", "--format", "xcode"])
        #expect(run.status == 2, "\(run)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasSuffix("(expectation)") }.count == 4, "\(run.stdout)")
        #expect(
            lines.contains(
                "mixed/player-wrongly-expects-portrait.yaml:19: error: expect.interfaceOrientation: expected \"portrait\", got \"landscapeRight\" (expectation)"
            ), "\(run.stdout)")
        #expect(lines.contains { $0.hasPrefix("invalid/bad-mask.yaml: error: ") && $0.hasSuffix("(invalidSpec)") }, "\(run.stdout)")
        #expect(!run.stdout.contains("✓"))
    }

    @Test("--format json: every difference as a finding, every spec as a case with its outcome")
    func json() throws {
        let run = try CLI.run(["check", "mixed", "--format", "json"])
        #expect(run.status == 1, "\(run)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let findings = try #require(report["findings"] as? [[String: Any]])
        #expect(findings.count == 4)
        #expect(findings.contains { $0["expected"] as? String == "\"portrait\"" && $0["actual"] as? String == "\"landscapeRight\"" })
        let cases = try #require(report["cases"] as? [[String: Any]])
        #expect(cases.map { $0["outcome"] as? String }.filter { $0 == "passed" }.count == 4)
        #expect(cases.map { $0["outcome"] as? String }.filter { $0 == "failed" }.count == 2)
    }
}
