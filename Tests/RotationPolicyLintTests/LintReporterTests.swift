import Foundation
import Testing

@testable import RotationPolicyCLI
@testable import RotationPolicyLint

/// The reporters on one fixed result: a crash with a witness and a verified fix, and a warning.
@Suite("lint reporters")
struct LintReporterTests {
    static let player = SourceLocation(path: "App/PlayerViewController.swift", line: 12, column: 9)
    static let present = SourceLocation(path: "App/Home View.swift", line: 30, column: 5)
    static let findings = [
        LintFinding(
            kind: .kvcOrientation, severity: .warning,
            message: "UIDevice setValue(_:forKey: \"orientation\") does not rotate on iOS 16 and later",
            location: present),
        LintFinding(
            kind: .exception, severity: .crash,
            message:
                "UIApplicationInvalidInterfaceOrientation: preferredInterfaceOrientationForPresentation must return a supported interface orientation!",
            location: player,
            flow: [FlowStep(present, "present player (fullScreen)")],
            fix: DiagnosticFix(
                description: "return .landscapeRight from preferredInterfaceOrientationForPresentation",
                edits: [TextEdit(player, replacing: ".portrait", with: ".landscapeRight")],
                verification: "witness replayed: no exception")),
    ]
    static let result = Report(lint: findings, root: "/tmp/Demo")

    @Test("xcode: path:line:col: level: message (kind), the witness as notes, sorted by place")
    func xcode() {
        let out = Reporter.xcode.render(Self.result)
        #expect(
            out == """
                /tmp/Demo/App/Home View.swift:30:5: warning: UIDevice setValue(_:forKey: "orientation") does not rotate on iOS 16 and later (kvcOrientation)
                /tmp/Demo/App/PlayerViewController.swift:12:9: error: UIApplicationInvalidInterfaceOrientation: preferredInterfaceOrientationForPresentation must return a supported interface orientation! (exception)
                /tmp/Demo/App/Home View.swift:30:5: note: present player (fullScreen) (exception)

                """)
    }

    @Test("github: one workflow command per finding, data and properties escaped")
    func github() {
        let out = Reporter.github.render(Self.result).split(separator: "\n")
        #expect(out.count == 2)
        #expect(out[0].hasPrefix("::warning file=App/Home View.swift,line=30,col=5,title=rotation-policy%3A kvcOrientation::"))
        #expect(out[1].hasPrefix("::error file=App/PlayerViewController.swift,line=12,col=9,title=rotation-policy%3A exception::"))
        #expect(out[1].contains("%0AWitness:%0A  1. present player (fullScreen) (App/Home View.swift:30)%0AFix (verified): return"))
    }

    @Test("sarif: rules, results with codeFlows, fixes and fingerprints; URIs escaped")
    func sarif() throws {
        let text = Reporter.sarif.render(Self.result)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let rules = try #require((run["tool"] as? [String: Any]).flatMap { $0["driver"] as? [String: Any] }?["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ["exception", "kvcOrientation"])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 2)
        let crash = results[1]
        #expect(crash["ruleId"] as? String == "exception")
        #expect(crash["ruleIndex"] as? Int == 0)
        #expect(crash["level"] as? String == "error")
        #expect(text.contains("\"uri\": \"App/Home%20View.swift\""))
        #expect(text.contains("\"uri\": \"file:///tmp/Demo/\""))
        let flows = try #require(crash["codeFlows"] as? [[String: Any]])
        #expect(flows.count == 1)
        let fixes = try #require(crash["fixes"] as? [[String: Any]])
        let region = try #require(
            ((fixes[0]["artifactChanges"] as? [[String: Any]])?[0]["replacements"] as? [[String: Any]])?[0]["deletedRegion"]
                as? [String: Int])
        #expect(region == ["startLine": 12, "startColumn": 9, "endLine": 12, "endColumn": 18])
    }

    @Test("junit: one failing case per finding; a clean project still counts one passing case")
    func junit() throws {
        let out = Reporter.junit.render(Self.result)
        #expect(out.contains("tests=\"2\" failures=\"2\""))
        #expect(out.contains("name=\"App/PlayerViewController.swift:12: exception\""))
        let clean = Reporter.junit.render(Report(lint: [], root: "Demo"))
        #expect(clean.contains("tests=\"1\" failures=\"0\""))
        #expect(clean.contains("<testcase classname=\"rotation-policy.lint\" name=\"Demo\"/>"))
        for xml in [out, clean] {
            #expect(throws: Never.self) { _ = try XMLDocument(xmlString: xml) }
        }
    }

    @Test("text: each finding at its place with witness and fix, then the counts")
    func text() {
        let out = Reporter.text.render(Report(lint: Self.findings, root: "Demo", suppressed: 1, baselined: 2))
        #expect(out.contains("Demo/App/PlayerViewController.swift:12:9: crash: UIApplicationInvalidInterfaceOrientation"))
        #expect(out.contains("    witness:\n      1. present player (fullScreen) at App/Home View.swift:30\n"))
        #expect(out.contains("    fix (verified: witness replayed: no exception): return .landscapeRight"))
        #expect(out.hasSuffix("1 crash, 1 warning (1 suppressed by comments, 2 in the baseline).\n"))
        #expect(Reporter.text.render(Report(lint: [], root: "Demo")) == "No orientation problems found.\n")
    }

    @Test("control characters in paths and messages never reach the terminal raw")
    func escaping() {
        let hostile = Report(
            lint: [LintFinding(kind: .warning, severity: .warning, message: "a\u{1B}[31mred", location: .init(path: "x\u{1B}.swift", line: 1))],
            root: "Demo")
        for reporter in [Reporter.text, .xcode, .github] {
            #expect(!reporter.render(hostile).contains("\u{1B}"), "\(reporter)")
        }
    }
}

#if canImport(FoundationXML)
    import FoundationXML
#endif
