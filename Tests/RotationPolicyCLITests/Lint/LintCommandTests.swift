import Foundation
import Testing

/// `rotation-policy lint` on the fixture projects in Tests/LintFixtures, with the real binary.
@Suite("rotation-policy lint")
struct LintCommandTests {
    /// Tests/LintFixtures, relative to the folder the CLI runs in (Tests/), so printed paths are stable.
    static let tests = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    static func lint(_ arguments: [String], in directory: String = tests) throws -> CLI.Run {
        try CLI.run(["lint"] + arguments, directory: directory)
    }

    /// A copy of a fixture project in a fresh temporary folder (for --fix, configs and baselines).
    static func copy(_ name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rp-lint-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let target = folder.appendingPathComponent(name)
        try FileManager.default.copyItem(atPath: tests + "/LintFixtures/" + name, toPath: target.path)
        return target.path
    }

    @Test("xcode: exact lines, the witness as notes, the suppressed line left out; exit 1 on a crash")
    func xcode() throws {
        let run = try Self.lint(["LintFixtures/player-app", "--reporter", "xcode"])
        #expect(run.status == 1, "\(run)")
        let expected = """
            LintFixtures/player-app/Player/HomeViewController.swift:7:16: note: Player.HomeViewController overrides supportedInterfaceOrientations, but its container UINavigationController does not forward to its children: UIKit asks UINavigationController, so this override is never heard (every iOS version checked) (containerDoesNotForward)
            LintFixtures/player-app/Player/HomeViewController.swift:19:9: warning: HomeViewController: attemptRotationToDeviceOrientation is deprecated from iOS 16; call setNeedsUpdateOfSupportedInterfaceOrientations on the controller whose mask changed, and keep this call only in the else of #available(iOS 16, *) (iOS 16 and later (checked at 16 and 26)) (attemptRotationDeprecated)
            LintFixtures/player-app/Player/PlayerViewController.swift:10:16: error: UIApplicationInvalidInterfaceOrientation: preferredInterfaceOrientationForPresentation 'portrait' must match a supported interface orientation: 'landscapeLeft, landscapeRight'! (every iOS version checked) (exception)
            LintFixtures/player-app/Player/HomeViewController.swift:13:9: note: present player from home (fullScreen) (exception)
            note: rotation-policy coverage: root: LintFixtures/player-app/Player/AppDelegate.swift:10 (window.rootViewController)
            note: rotation-policy coverage: classes: 3 read (2 controllers); overrides: 4 read in 2 classes, 4 of them checked in 2 classes (4 in the 2 classes the model holds, 0 more from the override alone)
            note: rotation-policy coverage: checked: 1 transition and 2 orientation calls (explore actions) from 3 call sites read (3 in classes the model holds), explored from the launch tree on iOS 16.0 and 26.0, phone, with the device turns and the lock; every class's overrides and 2 KVC orientation or attemptRotation call sites (0 pre-iOS 6 methods) checked on iOS 16, 26, phone
            note: rotation-policy coverage: unresolved: none

            """
        #expect(run.stdout == expected)
        // The KVC call on line 18 is under `rotation-policy:disable:next kvcOrientation`.
        #expect(!run.stdout.contains("HomeViewController.swift:18:"))
    }

    @Test("the seeds' explore findings land on the lines that push and pop")
    func seeds() throws {
        let run = try Self.lint(["ScanFixtures/seed-004", "--reporter", "xcode"])
        #expect(run.status == 1, "\(run)")
        #expect(
            run.stdout.contains(
                "ScanFixtures/seed-004/Demo/PlayerViewController.m:20:32: error: the interface faces landscapeRight, which <ListViewController: list> does not support (portrait)"
            ))
        #expect(run.stdout.contains("ScanFixtures/seed-004/Demo/PlayerViewController.m:20:32: note: pop listNav (unsupportedOrientationShown)"))
    }

    @Test("sarif: written to a file, with the code flow and the verified fix")
    func sarif() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("rp-lint-\(UUID().uuidString).sarif").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let run = try Self.lint(["LintFixtures/player-app", "--reporter", "sarif", "-o", output])
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout.contains("\n1 crash, 1 warning, 1 info (1 suppressed by comments).\nnote: root: "), "\(run)")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: output))) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let crash = try #require(results.first { $0["ruleId"] as? String == "exception" })
        #expect((crash["codeFlows"] as? [Any])?.count == 1)
        #expect((crash["fixes"] as? [Any])?.count == 1)
    }

    @Test("a baseline hides the findings it holds and shows a new one")
    func baseline() throws {
        let project = try Self.copy("player-app")
        let baseline = project + "/baseline.json"
        let first = try Self.lint([project, "--write-baseline", baseline], in: "/")
        #expect(first.status == 1, "\(first)")
        let clean = try Self.lint([project, "--baseline", baseline], in: "/")
        #expect(clean.status == 0, "\(clean)")
        #expect(clean.stdout.hasPrefix("No orientation problems found (1 suppressed by comments, 3 in the baseline).\nnote: root: "), "\(clean)")
        // A new override that crashes (E1 needs a mask with nothing in common with Info.plist).
        let home = project + "/Player/HomeViewController.swift"
        let text = try String(contentsOfFile: home, encoding: .utf8)
        try text.replacingOccurrences(of: "return .portrait", with: "return .portraitUpsideDown").write(
            toFile: home, atomically: true, encoding: .utf8)
        let new = try Self.lint([project, "--baseline", baseline, "--reporter", "xcode"], in: "/")
        #expect(new.status == 1, "\(new)")
        #expect(new.stdout.contains("Player/HomeViewController.swift:7:16: error:"), "\(new)")
        #expect(new.stdout.contains("(maskDisjointFromInfoPlist)") || new.stdout.contains("(exception)"), "\(new)")
    }

    @Test("a config disables a kind, rates another, and a bad one names its line")
    func configuration() throws {
        let project = try Self.copy("player-app")
        try "disabled: [containerDoesNotForward]\nseverity: {attemptRotationDeprecated: error}\n".write(
            toFile: project + "/.rotation-policy.yml", atomically: true, encoding: .utf8)
        let run = try Self.lint([project, "--reporter", "xcode"], in: "/")
        #expect(!run.stdout.contains("containerDoesNotForward"), "\(run)")
        #expect(run.stdout.contains("HomeViewController.swift:19:9: error:"), "\(run)")
        // An excluded file is not read: the player's overrides, and so its crash, are gone.
        try "excluded: [Player/PlayerViewController.swift]\n".write(
            toFile: project + "/.rotation-policy.yml", atomically: true, encoding: .utf8)
        let excluded = try Self.lint([project, "--reporter", "xcode"], in: "/")
        #expect(!excluded.stdout.contains("PlayerViewController.swift"), "\(excluded)")
        #expect(excluded.stdout.contains("HomeViewController.swift:19:9: warning:"), "\(excluded)")
        try "target: Player\ndisabled: [kvcOrientaton]\n".write(toFile: project + "/.rotation-policy.yml", atomically: true, encoding: .utf8)
        let bad = try Self.lint([project], in: "/")
        #expect(bad.status == 2, "\(bad)")
        #expect(bad.stderr.contains(".rotation-policy.yml:2: $.disabled[0]: unknown kind 'kvcOrientaton'; did you mean 'kvcOrientation'?"), "\(bad)")
    }

    @Test("--format patch prints the verified fix; --fix applies it and lint is then clean")
    func fix() throws {
        let patch = try Self.lint(["LintFixtures/preferred-crash", "--format", "patch"])
        #expect(patch.status == 1, "\(patch)")
        #expect(patch.stdout.contains("-        return .portrait\n+        return .landscapeLeft\n"), "\(patch)")
        let project = try Self.copy("preferred-crash")
        let fixed = try Self.lint([project, "--fix"], in: "/")
        #expect(fixed.status == 1, "\(fixed)")  // the report is of the project before the fix
        let after = try Self.lint([project], in: "/")
        #expect(after.status == 0, "\(after)")
        #expect(after.stdout.hasPrefix("No orientation problems found.\nnote: root: "), "\(after)")
    }

    @Test("not a project: exit 2 saying what was looked for; a missing baseline: exit 2")
    func badInput() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("rp-lint-empty-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: empty) }
        let run = try Self.lint([empty])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.hasPrefix("error: "), "\(run)")
        let missing = try Self.lint(["LintFixtures/player-app", "--baseline", "no-such-baseline.json"])
        #expect(missing.status == 2, "\(missing)")
        #expect(missing.stderr.contains("no-such-baseline.json: no such file"), "\(missing)")
    }
}
