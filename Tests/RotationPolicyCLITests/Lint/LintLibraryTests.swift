import Foundation
import Testing

/// Lint on a folder with no app target (issue 30, corpus entries 7-10): a framework project and a
/// plugin's sources with no project. Every class and call site is checked alone, nothing is explored,
/// and the report says so; `scan` still refuses a plugin folder, as it needs an app to model.
@Suite("rotation-policy lint: libraries and plugins")
struct LintLibraryTests {
    static func findings(_ run: CLI.Run) -> [String] { LintClassChecksTests.findings(run).filter { !$0.contains(": note: ") } }

    static func has(_ lines: [String], _ place: String, _ kind: String) -> Bool {
        lines.contains { $0.contains(place) && $0.hasSuffix("(\(kind))") }
    }

    @Test("a framework project: its classes and call sites checked from its deployment target, on both idioms")
    func framework() throws {
        let run = try LintCommandTests.lint(["LintFixtures/library-framework", "--reporter", "xcode"])
        #expect(run.status == 1, "\(run)")  // the preferred orientation outside the mask is an error
        let lines = Self.findings(run)
        let folder = "LintFixtures/library-framework/Sources/"
        #expect(Self.has(lines, folder + "Turnstile.swift:6:", "kvcOrientation"), "\(run)")
        #expect(Self.has(lines, folder + "Turnstile.swift:7:", "attemptRotationDeprecated"), "\(run)")
        #expect(Self.has(lines, folder + "LockedPlayerViewController.swift:5:", "shouldAutorotateIgnored"), "\(run)")
        #expect(Self.has(lines, folder + "LockedPlayerViewController.swift:9:", "preferredOutsideMask"), "\(run)")
        // The KVC set in the else of #available(iOS 16, *) is the fixed form.
        #expect(!lines.contains { $0.contains("Turnstile.swift:15:") }, "\(run)")
        // The key as a constant of the same file (`private static let deviceKey = "orientation"`).
        #expect(Self.has(lines, folder + "Turnstile.swift:23:", "kvcOrientation"), "\(run)")
        #expect(lines.count == 5, "\(run)")
        #expect(
            run.stdout.contains(
                "note: rotation-policy coverage: root: none, no app target: a library (Turnstile.xcodeproj/project.pbxproj, target 'Turnstile'); "
                    + "classes and call sites checked, nothing explored; iOS from its deployment target 13.0 up"), "\(run)")
        #expect(run.stdout.contains("checked on iOS 13, 16, 26, phone and pad"), "\(run)")
        #expect(!run.stdout.contains("placeholder"), "\(run)")
    }

    /// The shape of fluentui-apple's drawer (lint corpus): a UI library's framework, built by its own project
    /// of the workspace and linked by the demo app, relays its presenter's `shouldAutorotate`.
    @Test("a framework another project of the workspace builds: its shouldAutorotate relay is checked as the app's code")
    func workspaceFramework() throws {
        let run = try LintCommandTests.lint(["ScanFixtures/targets/workspace-framework", "--reporter", "xcode"])
        #expect(run.status == 0, "\(run)")
        let lines = Self.findings(run)
        let article = "ScanFixtures/targets/workspace-framework/ReaderKit/Sources/ArticleViewController.swift:6:"
        #expect(
            lines.contains {
                $0.hasPrefix(article) && $0.contains("returns presentingViewController.shouldAutorotate when")
                    && $0.hasSuffix("(shouldAutorotateIgnored)")
            }, "\(run)")
        // The framework's test target sets the KVC orientation on a mock root: never the app's code.
        #expect(!lines.contains { $0.contains("MockRootTests.swift") }, "\(run)")
    }

    @Test("a plugin folder with no project: the Objective-C call sites checked on the versions assumed, and said so")
    func plugin() throws {
        let run = try LintCommandTests.lint(["LintFixtures/library-plugin"])
        #expect(run.status == 0, "\(run)")  // warnings only
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let file = "LintFixtures/library-plugin/src/ios/RotatorPlugin.m"
        #expect(lines.contains { $0.hasPrefix(file + ":8:") && $0.hasSuffix("(kvcOrientation)") }, "\(run)")
        #expect(lines.contains { $0.hasPrefix(file + ":9:") && $0.hasSuffix("(attemptRotationDeprecated)") }, "\(run)")
        #expect(!lines.contains { $0.hasPrefix(file + ":17:") }, "\(run)")
        // The key as a local constant (`NSString *key = @"orientation";`).
        #expect(lines.contains { $0.hasPrefix(file + ":24:") && $0.hasSuffix("(kvcOrientation)") }, "\(run)")
        // A method the file calls only in the else of @available(iOS 16.0, *) runs only below 16.
        #expect(!lines.contains { $0.hasPrefix(file + ":30:") }, "\(run)")
        // Code compiled only with an SDK older than iOS 16 (`#else` of `__IPHONE_OS_VERSION_MAX_ALLOWED >= 160000`).
        #expect(!lines.contains { $0.hasPrefix(file + ":51:") }, "\(run)")
        #expect(
            run.stdout.contains(
                "note: root: none, no app target: a library (sources with no project); classes and call sites checked, nothing explored; "
                    + "no deployment target read: iOS before 16 (checked as 15), 16 and up assumed"), "\(run)")
        #expect(run.stdout.contains("checked on iOS 15, 16, 26, phone"), "\(run)")
    }

    @Test("a clean library never reads as a clean app")
    func cleanLibrary() throws {
        let project = try LintCommandTests.copy("library-plugin")
        let file = project + "/src/ios/RotatorPlugin.m"
        var text = try String(contentsOfFile: file, encoding: .utf8)
        text = text.replacingOccurrences(
            of: "    [[UIDevice currentDevice] setValue:@(UIInterfaceOrientationLandscapeRight) forKey:@\"orientation\"];\n"
                + "    [UIViewController attemptRotationToDeviceOrientation];\n", with: "")
        text = text.replacingOccurrences(of: "forKey:key]", with: "forKey:@\"unrelated\"]")
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let run = try LintCommandTests.lint([project], in: "/")
        #expect(run.status == 0, "\(run)")
        #expect(!run.stdout.contains("No orientation problems found"), "\(run)")
        #expect(run.stdout.contains("no app target: a library, so nothing was explored"), "\(run)")
        #expect(run.stdout.contains("3 call sites)"), "\(run)")  // the three guarded KVC sets were still checked
    }

    @Test("a framework project beside an app project: the app is read, as before")
    func appBesideFramework() throws {
        let project = try LintCommandTests.copy("library-framework")
        let app = LintCommandTests.tests + "/LintFixtures/corpus-kvc-helper/"
        for item in ["Streamer", "Streamer.xcodeproj"] {
            try FileManager.default.copyItem(atPath: app + item, toPath: project + "/" + item)
        }
        let run = try LintCommandTests.lint([project], in: "/")
        #expect(!run.stdout.contains("no app target"), "\(run)")
        #expect(run.stdout.contains("ScreenRotation.swift:9:"), "\(run)")  // the app's KVC helper
        // The fixture app's target lists no files, so the scan reads every file of the folder: the
        // framework's too. What matters here is that the folder is an app, explored from its root.
        #expect(run.stdout.contains("explored from the launch tree"), "\(run)")
    }

    @Test("scan still refuses a plugin folder: it needs an app to model")
    func scanRefuses() throws {
        let run = try CLI.run(["scan", "LintFixtures/library-plugin"], directory: LintCommandTests.tests)
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains("not an iOS project"), "\(run)")
    }
}
