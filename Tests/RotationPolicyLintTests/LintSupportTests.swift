import Foundation
import Testing

@testable import RotationPolicyCLI
@testable import RotationPolicyLint

@Suite("lint baselines, suppression, patches and configuration")
struct LintSupportTests {
    static func finding(_ kind: RuleID, _ path: String, _ line: Int, _ message: String = "m") -> LintFinding {
        LintFinding(kind: kind, severity: .warning, message: message, location: SourceLocation(path: path, line: line))
    }

    @Test("a baseline hides the findings it holds, even moved, and shows new ones")
    func baseline() throws {
        let old = [Self.finding(.kvcOrientation, "A.swift", 10), Self.finding(.exception, "B.swift", 3, "E1")]
        let baseline = try Baseline.parse(YAMLLoader.parse(Baseline(old).json), file: "baseline.json")
        let now = [
            Self.finding(.kvcOrientation, "A.swift", 14),  // moved down by an edit above it
            Self.finding(.kvcOrientation, "A.swift", 20),  // a second one: new
            Self.finding(.exception, "B.swift", 3, "E1"),
        ]
        let (new, hidden) = baseline.filter(now)
        #expect(hidden == 2)
        #expect(new == [Self.finding(.kvcOrientation, "A.swift", 20)])
    }

    @Test("a malformed baseline names its file, line and path")
    func badBaseline() throws {
        let text = "{\"version\": 1,\n \"findings\": [{\"kind\": 3}]}"
        #expect(
            throws: CLIError.invalid(
                "b.json:2: $.findings[0]: expected an object with string members kind, path and fingerprint (a baseline is written by lint --write-baseline)"
            )
        ) {
            try Baseline.parse(YAMLLoader.parse(text), file: "b.json")
        }
    }

    @Test("disable:next hides the named kinds on the next line only")
    func suppression() {
        let swift = """
            // rotation-policy:disable:next kvcOrientation
            UIDevice.current.setValue(3, forKey: "orientation")
            UIDevice.current.setValue(3, forKey: "orientation")
            <!-- rotation-policy:disable:next all -->
            <segue kind="presentation"/>
            """.split(separator: "\n", omittingEmptySubsequences: false)
        let findings = [
            Self.finding(.kvcOrientation, "F.swift", 2), Self.finding(.attemptRotationDeprecated, "F.swift", 2),
            Self.finding(.kvcOrientation, "F.swift", 3), Self.finding(.exception, "F.swift", 5),
        ]
        let (kept, suppressed) = Suppression.apply(findings) { _ in swift }
        #expect(suppressed == 2)
        #expect(kept.map { "\($0.kind)@\($0.location.line)" } == ["attemptRotationDeprecated@2", "kvcOrientation@3"])
    }

    @Test("patch headers quote a path as git does: control bytes, quotes, backslashes and non-ASCII")
    func patchHeaders() {
        #expect(Patch.header("a/App/P.swift") == "a/App/P.swift")
        #expect(Patch.header("a/A\n::error x\u{1B}[2J.swift") == "\"a/A\\n::error x\\033[2J.swift\"")
        #expect(Patch.header("a/q\"b\\c\td") == "\"a/q\\\"b\\\\c\\td\"")
        #expect(Patch.header("a/é\u{202E}.swift") == "\"a/\\303\\251\\342\\200\\256.swift\"")
    }

    @Test("a root in a test target's file is told by its folder or file name, not by words inside names")
    func testPaths() {
        for path in [
            "AppTests/MockDelegate.swift", "App/ReaderUITests/Root.swift", "tests/x.m", "App/RootSpec.swift", "App/MockRoot.swift", "Mocks/A.swift",
        ] {
            #expect(LintCoverage.isTestPath(path), "\(path)")
        }
        for path in ["App/AppDelegate.swift", "Latest/Home.swift", "App/Contest.swift", "App/Testimonials.swift", "AppDelegate.m"] {
            #expect(!LintCoverage.isTestPath(path), "\(path)")
        }
    }

    @Test("a patch replaces the exact text and prints a diff that git apply accepts")
    func patch() throws {
        let before = "class P: UIViewController {\n    override var x: Mask { .portrait }\n}\n"
        let edit = TextEdit(SourceLocation(path: "P.swift", line: 2, column: 28), replacing: ".portrait", with: ".landscape")
        let after = try Patch.apply([edit], to: before)
        #expect(after == "class P: UIViewController {\n    override var x: Mask { .landscape }\n}\n")
        let diff = Patch.unifiedDiff(path: "P.swift", before: before, after: after)
        #expect(
            diff
                == "--- a/P.swift\n+++ b/P.swift\n@@ -1,3 +1,3 @@\n class P: UIViewController {\n-    override var x: Mask { .portrait }\n+    override var x: Mask { .landscape }\n }\n"
        )
        // The real git: the diff applies to the file on disk and gives the patched text.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rp-patch-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try before.write(to: folder.appendingPathComponent("P.swift"), atomically: true, encoding: .utf8)
        try diff.write(to: folder.appendingPathComponent("fix.patch"), atomically: true, encoding: .utf8)
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "apply", "fix.patch"]
        git.currentDirectoryURL = folder
        try git.run()
        git.waitUntilExit()
        #expect(git.terminationStatus == 0)
        #expect(try String(contentsOf: folder.appendingPathComponent("P.swift"), encoding: .utf8) == after)
        // A file that changed since the scan is refused, not guessed.
        #expect(throws: Patch.Failure.stale(edit.location, expected: ".portrait")) { try Patch.apply([edit], to: after) }
    }

    @Test("the configuration file: every member, and errors naming the line")
    func configuration() throws {
        let config = try LintConfiguration.parse(
            """
            included: [App]
            excluded: [App/Legacy]
            target: Demo
            idiom: pad
            iosVersions: ["15.0", "26.0"]
            disabled: [kvcOrientation]
            severity: {warning: error}
            failOn: warning
            explore: {maxExtraEvents: 4, timeLimitMs: 1000}
            """, file: ".rotation-policy.yml")
        #expect(config.included == ["App"])
        #expect(config.excluded == ["App/Legacy"])
        #expect(config.target == "Demo")
        #expect(config.idiom == "pad")
        #expect(config.iosVersions == ["15.0", "26.0"])
        #expect(config.disabled == [.kvcOrientation])
        #expect(config.severity == [.warning: .error])
        #expect(config.failOn == .warning)
        #expect(config.maxExtraEvents == 4 && config.timeLimitMs == 1000 && config.maxStates == nil)

        #expect(
            throws: CLIError.invalid(
                ".rotation-policy.yml:2: $.disabled[0]: unknown kind 'kvcOrientaton'; did you mean 'kvcOrientation'? (valid here: \(RuleID.allCases.map(\.rawValue).sorted().joined(separator: ", ")))"
            )
        ) {
            try LintConfiguration.parse("target: Demo\ndisabled: [kvcOrientaton]\n", file: ".rotation-policy.yml")
        }
        #expect(throws: CLIError.invalid(".rotation-policy.yml:1: $.iosVersions[0]: expected a version string (quote it: \"17\")")) {
            try LintConfiguration.parse("iosVersions: [17]\n", file: ".rotation-policy.yml")
        }
        #expect(throws: CLIError.self) { try LintConfiguration.parse("exclude: [Pods]\n", file: ".rotation-policy.yml") }
    }
}
