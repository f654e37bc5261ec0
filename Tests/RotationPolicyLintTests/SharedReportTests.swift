import Foundation
import Testing

@testable import RotationPolicyCLI
@testable import RotationPolicyLint

/// `check` and `lint` produce one `Report` and render it with one set of reporters (issue 30, point 6):
/// a spec's failure and a lint finding are both `Diagnostic`s, and SARIF's rules come from the data.
@Suite("one report for check and lint")
struct SharedReportTests {
    static let difference = Diagnostic(
        rule: .expectation, message: "expected \"portrait\", got \"landscapeRight\"", path: "specs/player.yaml", line: 19,
        subject: "$.expect.interfaceOrientation", difference: .init(expected: "\"portrait\"", actual: "\"landscapeRight\""))
    static let finding = LintFinding(
        kind: .kvcOrientation, severity: .warning, message: "UIDevice setValue(_:forKey:) does nothing on iOS 16",
        location: SourceLocation(path: "App/Player.swift", line: 7, column: 9))

    static var failedSpec: TestCase {
        var spec = TestCase(name: "player", file: "specs/player.yaml", outcome: .failed, seconds: 0.5, diagnostics: [difference])
        spec.confidence = "confidence: observed (R3.3; see docs/rules.md#r3-3)"
        return spec
    }

    static var check: Report {
        var report = Report(command: "check", rules: DiagnosticRule.check, cases: [failedSpec])
        report.seconds = 0.5
        return report
    }

    @Test("a check failure and a lint finding are one Diagnostic type, rendered by the same Reporter")
    func sameReporter() throws {
        let lint = Report(lint: [Self.finding], root: "Demo")
        // Both kinds of report go through every reporter; a spec's difference keeps its spec line.
        for reporter in Reporter.allCases {
            #expect(!reporter.render(Self.check).isEmpty, "\(reporter)")
            #expect(!reporter.render(lint).isEmpty, "\(reporter)")
        }
        #expect(
            Reporter.github.render(Self.check)
                == "::error file=specs/player.yaml,line=19,title=player::expect.interfaceOrientation: expected \"portrait\", got "
                + "\"landscapeRight\"%0Aconfidence: observed (R3.3; see docs/rules.md#r3-3)\n")
        #expect(Reporter.github.render(lint).hasPrefix("::warning file=App/Player.swift,line=7,col=9,title=rotation-policy%3A kvcOrientation::"))
        #expect(
            Reporter.xcode.render(Self.check)
                == "specs/player.yaml:19: error: expect.interfaceOrientation: expected \"portrait\", got \"landscapeRight\" (expectation)\n")
        #expect(lint.diagnostics == [Self.finding.diagnostic])
        #expect(lint.diagnostics[0].rule == LintRules.description(of: .kvcOrientation).diagnosticRule)
    }

    @Test("check's text is the report's cases: a line per spec, the diff under a failure, the summary")
    func caseText() {
        var report = Self.check
        report.cases! += [
            TestCase(name: "home", file: "specs/home.yaml", outcome: .passed, seconds: 0.1),
            TestCase(name: "later", file: "specs/later.yaml", outcome: .skipped("not yet"), seconds: 0),
        ]
        #expect(
            Reporter.text.render(report) == """
                ✗ player (specs/player.yaml)
                    expect.interfaceOrientation  (line 19)
                      - expected: "portrait"
                      + actual:   "landscapeRight"
                    confidence: observed (R3.3; see docs/rules.md#r3-3)
                ✓ home
                - later (skipped: not yet)

                3 specs: 1 passed, 1 failed, 1 skipped (0.50 s)

                """)
        #expect(TestCase.Counts(report.cases!).exitCode == ExitStatus.failed)
    }

    @Test("an invalid spec keeps its lines (hints, blank lines), each escaped as a line")
    func invalidSpec() {
        let message = "specs/bad.yaml:3: $.request.app: unknown key 'orientaton'\r\n\n  hint: did you mean 'orientations'?"
        let report = Report(
            command: "check", rules: DiagnosticRule.check, cases: [.invalid(name: "bad", file: "specs/bad.yaml", message: message, seconds: 0)])
        #expect(report.cases![0].invalidMessage == message)
        #expect(
            Reporter.text.render(report).hasPrefix(
                "! bad (invalid spec)\n    specs/bad.yaml:3: $.request.app: unknown key 'orientaton'\\r\n      hint: did you mean 'orientations'?\n"))
        #expect(
            Reporter.github.render(report)
                == "::error file=specs/bad.yaml,title=invalid spec%3A bad::specs/bad.yaml:3: $.request.app: unknown key 'orientaton'\\r%0A%0A  hint: "
                + "did you mean 'orientations'?\n")
        let junit = Reporter.junit.render(report)
        #expect(junit.contains("<error type=\"invalid\" message=\"specs/bad.yaml:3: $.request.app: unknown key 'orientaton'\\r\">"))
        #expect(TestCase.Counts(report.cases!).exitCode == ExitStatus.invalidInput)
    }

    @Test("SARIF's rules are the rules of the diagnostics present, in the report's order, then any other")
    func sarifRulesFromData() throws {
        let custom = DiagnosticRule(id: "custom", name: "Custom", summary: "A rule no command registers.", severity: .info, help: "docs/x.md")
        var report = Self.check
        report.diagnostics = [Self.finding.diagnostic, Diagnostic(rule: custom, message: "m", path: "x.txt")]
        let rules = try Self.sarifRules(report)
        #expect(rules.map { $0["id"] as? String } == ["expectation", "kvcOrientation", "custom"])
        #expect((rules[2]["shortDescription"] as? [String: Any])?["text"] as? String == "A rule no command registers.")
        #expect((rules[2]["defaultConfiguration"] as? [String: Any])?["level"] as? String == "note")
        // A registered rule no diagnostic has is not listed; lint lists only the rules it found.
        #expect(try Self.sarifRules(Report(lint: [Self.finding], root: "Demo")).map { $0["id"] as? String } == ["kvcOrientation"])
        #expect(try Self.sarifRules(Report(command: "check", rules: DiagnosticRule.check, cases: [])).isEmpty)
    }

    @Test("a spec difference in SARIF: its rule's index, the spec line as region, the JSONPath in the message")
    func sarifCheck() throws {
        let text = Reporter.sarif.render(Self.check)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        #expect(result["ruleId"] as? String == "expectation")
        #expect(result["ruleIndex"] as? Int == 0)
        #expect(
            (result["message"] as? [String: Any])?["text"] as? String == "expect.interfaceOrientation: expected \"portrait\", got \"landscapeRight\"")
        let physical = try #require(
            ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        #expect(physical["region"] as? [String: Int] == ["startLine": 19])
    }

    @Test("SARIF's fingerprint is the baseline's: one value for a finding")
    func fingerprint() {
        #expect(Self.finding.diagnostic.fingerprint == Baseline.fingerprint(Self.finding))
        #expect(Self.finding.diagnostic.fingerprint == Baseline([Self.finding]).entries[0].fingerprint)
    }

    @Test("control characters in a spec's name, file and differences never reach the output raw")
    func escaping() {
        var spec = TestCase(
            name: "a\u{1B}[2Jb", file: "x\u{1B}.yaml", outcome: .failed, seconds: 0,
            diagnostics: [
                Diagnostic(
                    rule: .expectation, message: "m\u{1B}", path: "x\u{1B}.yaml", line: 1, subject: "$.e\u{1B}",
                    difference: .init(expected: "\u{1B}", actual: "\u{9B}"), notes: ["n\u{1B}\nnext"])
            ])
        spec.notes = ["\u{1B}"]
        let report = Report(command: "check", rules: DiagnosticRule.check, cases: [spec])
        for reporter in Reporter.allCases {
            let out = reporter.render(report)
            #expect(!out.contains("\u{1B}") && !out.contains("\u{9B}"), "\(reporter)")
        }
    }

    static func sarifRules(_ report: Report) throws -> [[String: Any]] {
        let log = try #require(try JSONSerialization.jsonObject(with: Data(Reporter.sarif.render(report).utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        return try #require((run["tool"] as? [String: Any]).flatMap { $0["driver"] as? [String: Any] }?["rules"] as? [[String: Any]])
    }
}
