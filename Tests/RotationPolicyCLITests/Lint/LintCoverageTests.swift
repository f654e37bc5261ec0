import Foundation
import Testing

/// Every lint report says what was and was not seen (issue 30, point 4): the real binary on the
/// fixture projects, through every reporter.
@Suite("rotation-policy lint: coverage")
struct LintCoverageTests {
    static func lint(_ arguments: [String], in directory: String = LintCommandTests.tests) throws -> CLI.Run {
        try LintCommandTests.lint(arguments, in: directory)
    }

    static let clean = "No orientation problems found"

    /// A configuration that leaves out the E2 check, so that a fixture whose only finding is its E2 runs
    /// clean and shows what a clean report says about its coverage.
    static func withoutE2() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rp-lint-no-e2-\(UUID().uuidString).yml").path
        try "disabled: [preferredOutsideMask]\n".write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("the project's targets that do not build the app are named as not read, in every reporter")
    func targetsNotRead() throws {
        let project = "ScanFixtures/targets/extension-deployment"
        let line = "targets: the app target Clock read; not read, as they do not build the app: ClockWidget (app extension)"
        let text = try Self.lint([project])
        #expect(text.status == 0, "\(text)")
        #expect(text.stdout.contains("\nnote: " + line + "\n"), "\(text)")
        let xcode = try Self.lint([project, "--reporter", "xcode"])
        #expect(xcode.stdout.contains("note: rotation-policy coverage: " + line), "\(xcode)")
        let github = try Self.lint([project, "--reporter", "github"])
        #expect(github.stdout.contains(line), "\(github)")
        let junit = try Self.lint([project, "--reporter", "junit"])
        #expect(junit.stdout.contains("<property name=\"rotation-policy.coverage.targets\" value=\"" + line + "\""), "\(junit)")
        let json = try Self.lint([project, "--reporter", "json"])
        let coverage = try #require(
            (try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["coverage"] as? [String: Any])
        let targets = try #require(coverage["targetsNotRead"] as? [[String: Any]], "\(json)")
        #expect(targets.count == 1 && targets[0]["name"] as? String == "ClockWidget" && targets[0]["kind"] as? String == "appExtension")
        let sarif = try Self.lint([project, "--reporter", "sarif"])
        let run = try #require(
            ((try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])?["runs"] as? [[String: Any]])?.first)
        let notifications = try #require((run["invocations"] as? [[String: Any]])?.first?["toolExecutionNotifications"] as? [[String: Any]])
        #expect(notifications.contains { ($0["message"] as? [String: Any])?["text"] as? String == line }, "\(sarif)")
        // A project whose every target builds the app has no such line.
        let single = try Self.lint(["LintFixtures/player-app"])
        #expect(!single.stdout.contains("note: targets:"), "\(single)")
    }

    @Test("a class outside the model is checked from its overrides: the E2 a placeholder root used to hide is found")
    func placeholderRootFinding() throws {
        let run = try Self.lint(["LintFixtures/coordinator-root"])
        #expect(run.status == 1, "\(run)")
        #expect(
            run.stdout.hasPrefix(
                "LintFixtures/coordinator-root/Reader/LibraryViewController.swift:20:16: crash: ReaderViewController.preferredInterfaceOrientationForPresentation returns portrait, outside its own supportedInterfaceOrientations (landscape)"
            ), "\(run)")
        #expect(!run.stdout.contains(Self.clean), "\(run)")
        #expect(run.stdout.contains("\nnote: root: not found, the model holds a placeholder"), "\(run)")
    }

    @Test("a placeholder root: no reporter says the project is clean, each carries the coverage, exit 0")
    func placeholderRoot() throws {
        let project = "LintFixtures/coordinator-root"
        let config = try Self.withoutE2()
        defer { try? FileManager.default.removeItem(atPath: config) }
        func lint(_ arguments: [String]) throws -> CLI.Run { try Self.lint(arguments + ["--config", config]) }
        let text = try lint([project])
        #expect(text.status == 0, "\(text)")
        #expect(!text.stdout.contains(Self.clean), "\(text)")
        #expect(
            text.stdout.hasPrefix(
                "Nothing found in what was checked (2 of 2 overrides, 0 transitions and calls, 0 call sites), but the app's root was not found.\n"),
            "\(text)")
        #expect(
            text.stdout.contains(
                "\nnote: root: not found, the model holds a placeholder: the scan cannot follow what LintFixtures/coordinator-root/Reader/AppDelegate.swift:13 assigns to window.rootViewController (a factory, a coordinator); only what the placeholder reaches was checked\n"
            ), "\(text)")
        #expect(
            text.stdout.contains(
                "\nnote: classes: 4 read (2 controllers); overrides: 2 read in 1 class, 2 of them checked in 1 class (0 in the 0 classes the model holds, 2 more from the override alone)\n"
            ), "\(text)")
        #expect(text.stdout.contains("\nnote: unresolved: 2 (1 × built by a factory, a parameter or a value the scan cannot follow; "), "\(text)")

        let xcode = try lint([project, "--reporter", "xcode"])
        #expect(!xcode.stdout.contains(Self.clean), "\(xcode)")
        #expect(xcode.stdout.hasPrefix("note: Nothing found in what was checked"), "\(xcode)")
        #expect(xcode.stdout.contains("\nnote: rotation-policy coverage: root: not found, the model holds a placeholder"), "\(xcode)")

        let github = try lint([project, "--reporter", "github"])
        #expect(github.stdout.hasPrefix("::notice title=rotation-policy coverage::Nothing found in what was checked"), "\(github)")
        #expect(github.stdout.contains("%0Aroot: not found, the model holds a placeholder"), "\(github)")
        #expect(!github.stdout.contains(Self.clean), "\(github)")

        let junit = try lint([project, "--reporter", "junit"])
        #expect(
            junit.stdout.contains("<property name=\"rotation-policy.coverage.root\" value=\"root: not found, the model holds a placeholder"),
            "\(junit)")
        #expect(junit.stdout.contains("<system-out>Nothing found in what was checked"), "\(junit)")

        let json = try lint([project, "--reporter", "json"])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let coverage = try #require(log["coverage"] as? [String: Any])
        let root = try #require(coverage["root"] as? [String: Any])
        #expect(root["found"] as? Bool == false && root["placeholder"] as? Bool == true, "\(json)")
        #expect((root["notFollowed"] as? [[String: Any]])?.first?["path"] as? String == "Reader/AppDelegate.swift", "\(json)")
        #expect(coverage["overrides"] as? Int == 2 && coverage["overridesChecked"] as? Int == 2, "\(json)")
        #expect(coverage["overridesInModel"] as? Int == 0, "\(json)")
        #expect(coverage["classesNotChecked"] as? [String] == [], "\(json)")
        #expect(coverage["cleanClaimAllowed"] as? Bool == false, "\(json)")

        let sarif = try lint([project, "--reporter", "sarif"])
        let run = try #require(
            ((try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])?["runs"] as? [[String: Any]])?.first)
        let properties = try #require((run["properties"] as? [String: Any])?["coverage"] as? [String: Any])
        #expect((properties["root"] as? [String: Any])?["placeholder"] as? Bool == true, "\(sarif)")
        let notifications = try #require((run["invocations"] as? [[String: Any]])?.first?["toolExecutionNotifications"] as? [[String: Any]])
        let first = try #require(notifications.first)
        #expect(first["level"] as? String == "warning", "\(sarif)")
        #expect(((first["message"] as? [String: Any])?["text"] as? String)?.hasPrefix("Nothing found in what was checked") == true, "\(sarif)")
        #expect(notifications.count == 5, "\(sarif)")
    }

    /// The scan skips files under a `…Tests/` folder when no project says which files build the app, so
    /// the mock's assignment is not read at all: the root is not found, and lint says so.
    @Test("a root assigned only in a unit test's mock is never the app's: said, and never clean")
    func testFileRoot() throws {
        let config = try Self.withoutE2()
        defer { try? FileManager.default.removeItem(atPath: config) }
        let found = try Self.lint(["LintFixtures/mock-root"])
        #expect(found.status == 1 && found.stdout.contains("(preferredOutsideMask)"), "\(found)")
        #expect(!found.stdout.contains(Self.clean), "\(found)")
        let run = try Self.lint(["LintFixtures/mock-root", "--config", config])
        #expect(run.status == 0, "\(run)")
        #expect(!run.stdout.contains(Self.clean), "\(run)")
        #expect(
            run.stdout.hasPrefix(
                "Nothing found in what was checked (3 of 3 overrides, 0 transitions and calls, 0 call sites), but the app's root was not found.\n"
            ), "\(run)")
        #expect(!run.stdout.contains("AppRouterTests"), "\(run)")
        #expect(run.stdout.contains("3 of them checked in 2 classes (0 in the 0 classes the model holds, 3 more from the override alone)"), "\(run)")
        let required = try Self.lint(["LintFixtures/mock-root", "--require-root"])
        #expect(required.status == 2, "\(required)")
        #expect(required.stderr.hasPrefix("error: --require-root: root: not found, the model holds a placeholder"), "\(required)")
    }

    @Test("a real root: the coverage says where, and a clean project is still called clean")
    func foundRoot() throws {
        let run = try Self.lint(["LintFixtures/player-app", "--require-root"])
        #expect(run.status == 1, "\(run)")  // the crash, not a missing root
        #expect(run.stdout.contains("\nnote: root: LintFixtures/player-app/Player/AppDelegate.swift:10 (window.rootViewController)\n"), "\(run)")
        #expect(
            run.stdout.contains(
                "\nnote: classes: 3 read (2 controllers); overrides: 4 read in 2 classes, 4 of them checked in 2 classes (4 in the 2 classes the model holds, 0 more from the override alone)\n"
            ), "\(run)")
        #expect(
            run.stdout.contains(
                "\nnote: checked: 1 transition and 2 orientation calls (explore actions) from 3 call sites read (3 in classes the model holds), explored from the launch tree on iOS 16.0 and 26.0, phone, with the device turns and the lock; every class's overrides and 2 KVC orientation or attemptRotation call sites (0 pre-iOS 6 methods) checked on iOS 16, 26, phone\n"
            ), "\(run)")
        #expect(run.stdout.contains("\nnote: unresolved: none\n"), "\(run)")
        let project = try LintCommandTests.copy("preferred-crash")
        _ = try Self.lint([project, "--fix"], in: "/")
        let clean = try Self.lint([project, "--require-root"], in: "/")
        #expect(clean.status == 0, "\(clean)")
        #expect(clean.stdout.hasPrefix(Self.clean + ".\nnote: root: "), "\(clean)")
    }

    @Test("--require-root and requireRoot: true exit 2 on a placeholder root, after the report")
    func requireRoot() throws {
        let flag = try Self.lint(["LintFixtures/coordinator-root", "--require-root"])
        #expect(flag.status == 2, "\(flag)")
        #expect(flag.stdout.contains("note: root: not found"), "\(flag)")
        #expect(flag.stderr.hasPrefix("error: --require-root: root: not found, the model holds a placeholder"), "\(flag)")
        let project = try LintCommandTests.copy("coordinator-root")
        try "requireRoot: true\n".write(toFile: project + "/.rotation-policy.yml", atomically: true, encoding: .utf8)
        let config = try Self.lint([project, "--reporter", "sarif"], in: "/")
        #expect(config.status == 2, "\(config)")
        #expect(config.stderr.contains("--require-root: root: not found"), "\(config)")
        try "requireRoot: yes please\n".write(toFile: project + "/.rotation-policy.yml", atomically: true, encoding: .utf8)
        let bad = try Self.lint([project], in: "/")
        #expect(bad.status == 2, "\(bad)")
        #expect(bad.stderr.contains(".rotation-policy.yml:1: $.requireRoot: expected true or false"), "\(bad)")
    }

    @Test("SARIF and GitHub paths are relative to the repository's top when lint runs on a folder below it")
    func repositoryRelativePaths() throws {
        let base = URL(fileURLWithPath: try LintCommandTests.copy("player-app")).deletingLastPathComponent()
        let repository = base.appendingPathComponent("repo")
        let app = repository.appendingPathComponent("apps/ios/player-app")
        try FileManager.default.createDirectory(at: app.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: base.appendingPathComponent("player-app"), to: app)
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "init", "-q", repository.path]
        try git.run()
        git.waitUntilExit()
        #expect(git.terminationStatus == 0)

        let sarif = try Self.lint(["ios/player-app", "--reporter", "sarif"], in: repository.appendingPathComponent("apps").path)
        #expect(sarif.status == 1, "\(sarif)")
        let run = try #require(
            ((try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])?["runs"] as? [[String: Any]])?.first)
        let base_ = (run["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"] as? [String: Any]
        let top = repository.resolvingSymlinksInPath().path
        #expect(base_?["uri"] as? String == "file://" + top + "/", "\(sarif)")
        let uris = (run["results"] as? [[String: Any]] ?? []).compactMap {
            ((($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"]
                as? String
        }
        #expect(!uris.isEmpty && uris.allSatisfy { $0.hasPrefix("apps/ios/player-app/Player/") }, "\(uris)")

        let github = try Self.lint(["ios/player-app", "--reporter", "github"], in: repository.appendingPathComponent("apps").path)
        #expect(github.stdout.contains("::error file=apps/ios/player-app/Player/PlayerViewController.swift,line=10,col=16,"), "\(github)")
        #expect(github.stdout.contains("(apps/ios/player-app/Player/HomeViewController.swift:13)"), "\(github)")
        // Xcode and text keep the path as lint was given it, which is what a build phase opens.
        let xcode = try Self.lint(["ios/player-app", "--reporter", "xcode"], in: repository.appendingPathComponent("apps").path)
        #expect(xcode.stdout.contains("ios/player-app/Player/PlayerViewController.swift:10:16: error:"), "\(xcode)")

        // Outside any repository, paths are relative to the lint folder.
        let loose = try LintCommandTests.copy("player-app")
        let outside = try Self.lint([loose, "--reporter", "github"], in: "/")
        #expect(outside.stdout.contains("::error file=Player/PlayerViewController.swift,line=10,"), "\(outside)")
    }

    @Test("--fix says what it changed: file, line, old and new text")
    func fixReport() throws {
        let project = try LintCommandTests.copy("preferred-crash")
        let text = try Self.lint([project, "--fix"], in: "/")
        #expect(text.status == 1, "\(text)")
        #expect(text.stdout.hasSuffix("fixed: \(project)/Player/PlayerViewController.swift:11: .portrait → .landscapeLeft\n"), "\(text)")
        let again = try LintCommandTests.copy("preferred-crash")
        let json = try Self.lint([again, "--fix", "--reporter", "json"], in: "/")
        #expect(json.stderr == "fixed: \(again)/Player/PlayerViewController.swift:11: .portrait → .landscapeLeft\n", "\(json)")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let applied = try #require((log["applied"] as? [[String: Any]])?.first)
        #expect(applied["old"] as? String == ".portrait" && applied["new"] as? String == ".landscapeLeft", "\(json)")
        #expect((applied["location"] as? [String: Any])?["line"] as? Int == 11, "\(json)")
    }
}
