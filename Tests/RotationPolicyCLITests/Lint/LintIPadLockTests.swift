import Foundation
import Testing

/// `lockIgnoredOnResizableiPad` (issue 30; docs/rules.md R1.7, R3.12), linted by the real binary on
/// fixture projects: a universal app that is resizable on iPad and locks on every idiom is flagged at
/// the lock and at the geometry request; iPhone-only guards, UIRequiresFullScreen and an iPhone-only
/// app are clean. Each clean case is checked against the flagged one, so it cannot pass with no rule.
@Suite("rotation-policy lint: a lock a resizable iPad never honours")
struct LintIPadLockTests {
    static let rule = "(lockIgnoredOnResizableiPad)"

    /// The rule's warnings, `path:line:column: warning: …` (notes left out).
    static func flagged(_ run: CLI.Run) -> [String] {
        LintLockPatternTests.findings(run).filter { $0.hasSuffix(rule) }
    }

    static func lintCopy(_ project: String) throws -> CLI.Run {
        try LintCommandTests.lint([project, "--reporter", "xcode"], in: "/")
    }

    /// A copy of `ipad-lock` (or `name`) with `edit` applied to one of its files.
    static func variant(_ name: String = "ipad-lock", file: String, _ edit: (String) -> String) throws -> String {
        let project = try LintCommandTests.copy(name)
        let path = project + "/" + file
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let edited = edit(text)
        try #require(edited != text, "the edit of \(file) changed nothing")
        try edited.write(toFile: path, atomically: true, encoding: .utf8)
        return project
    }

    @Test("a universal resizable app's lock helper: flagged at the lock's assignment and at the geometry request, not at a Mac window's")
    func resizable() throws {
        let run = try LintCommandTests.lint(["LintFixtures/ipad-lock", "--reporter", "xcode"])
        #expect(run.status == 0, "\(run)")  // warnings only
        #expect(
            Self.flagged(run) == [
                "LintFixtures/ipad-lock/Player/Orientation.swift:8:9: warning: Orientation.lockOrientation(_:) sets AppDelegate.orientationLock, the mask the app delegate returns (Player/AppDelegate.swift:20), to orientation, and can run on iPad, where this app is resizable (Info.plist lists all four orientations and UIRequiresFullScreen is not set): from iPadOS 9 UIKit never asks a resizable app's delegate for its mask, so the lock does nothing there. Guard it to iPhone (guard UIDevice.current.userInterfaceIdiom == .phone else { return }), or set UIRequiresFullScreen so the app is not resizable on iPad (lockIgnoredOnResizableiPad)",
                "LintFixtures/ipad-lock/Player/Orientation.swift:15:13: warning: Orientation.lockOrientation(_:andRotateTo:) requests a geometry update for orientation, and can run on iPad, where this app is resizable (Info.plist lists all four orientations and UIRequiresFullScreen is not set): from iPadOS 16 UIKit refuses a resizable app's geometry requests (UISceneErrorDomain 101), so nothing turns there. Guard it to iPhone (guard UIDevice.current.userInterfaceIdiom == .phone else { return }), or set UIRequiresFullScreen so the app is not resizable on iPad (lockIgnoredOnResizableiPad)",
            ], "\(run)")
        // The flow: where the delegate returns the lock, then the assignment.
        #expect(
            run.stdout.contains(
                "LintFixtures/ipad-lock/Player/AppDelegate.swift:20:16: note: the app delegate returns AppDelegate.orientationLock (lockIgnoredOnResizableiPad)"
            ), "\(run)")
    }

    @Test("the same app guarded by iPhone tests (a #if-bodied static helper, !isPad, == .phone, a helper only called so): clean")
    func guarded() throws {
        let run = try LintCommandTests.lint(["LintFixtures/ipad-lock-guarded", "--reporter", "xcode"])
        #expect(run.status == 0, "\(run)")
        #expect(Self.flagged(run).isEmpty, "\(run)")

        // Each guard matters: without it, its lines are flagged.
        let notPad = try Self.variant("ipad-lock-guarded", file: "Player/VideoViewController.swift") {
            $0.replacingOccurrences(of: "if !UIDevice.current.isPad {", with: "if view.window != nil {")
        }
        let unguarded = Self.flagged(try Self.lintCopy(notPad))
        // The assignment in the `if`, and the request in the helper it alone calls.
        #expect(unguarded.count == 2, "\(unguarded)")
        #expect(unguarded.contains { $0.contains("/Player/VideoViewController.swift:19:13: warning: VideoViewController.enterFullScreen() sets") })
        #expect(unguarded.contains { $0.contains("/Player/VideoViewController.swift:35:9: warning: VideoViewController.turnToLandscape() requests") })

        let padBranch = try Self.variant("ipad-lock-guarded", file: "Player/VideoViewController.swift") {
            $0.replacingOccurrences(of: "userInterfaceIdiom == .phone {", with: "userInterfaceIdiom == .pad {")
        }
        let onPad = Self.flagged(try Self.lintCopy(padBranch))
        #expect(onPad.count == 2 && onPad.allSatisfy { $0.contains("/Player/VideoViewController.swift:2") }, "\(onPad)")

        // The inner function without its guard is still iPhone-only: its only caller returns on iPad first.
        let inner = try Self.variant("ipad-lock-guarded", file: "Player/Orientation.swift") {
            $0.replacingOccurrences(of: "        guard Constants.isIPhone else { return }\n", with: "")
        }
        #expect(Self.flagged(try Self.lintCopy(inner)).isEmpty)
        // Both guards gone: the yattee bug again, the lock and the request flagged.
        let both = try Self.variant("ipad-lock-guarded", file: "Player/Orientation.swift") {
            $0.replacingOccurrences(of: "        guard Constants.isIPhone else { return }\n", with: "")
                .replacingOccurrences(of: "        guard Constants.isIPhone else {\n            return\n        }\n", with: "")
        }
        let bug = Self.flagged(try Self.lintCopy(both))
        #expect(bug.count == 2 && bug.allSatisfy { $0.contains("/Player/Orientation.swift:") }, "\(bug)")
    }

    @Test("UIRequiresFullScreen true: the app is not resizable on iPad, so the same lock is clean")
    func fullScreen() throws {
        #expect(Self.flagged(try LintCommandTests.lint(["LintFixtures/ipad-lock", "--reporter", "xcode"])).count == 2)
        let project = try Self.variant(file: "Player/Info.plist") {
            $0.replacingOccurrences(of: "<dict>\n", with: "<dict>\n\t<key>UIRequiresFullScreen</key>\n\t<true/>\n")
        }
        let run = try Self.lintCopy(project)
        #expect(run.status == 0, "\(run)")
        #expect(Self.flagged(run).isEmpty, "\(run)")
    }

    @Test("an iPhone-only app (TARGETED_DEVICE_FAMILY 1): never on iPad, so the same lock is clean")
    func iPhoneOnly() throws {
        #expect(Self.flagged(try LintCommandTests.lint(["LintFixtures/ipad-lock", "--reporter", "xcode"])).count == 2)
        let project = try Self.variant(file: "Player.xcodeproj/project.pbxproj") {
            $0.replacingOccurrences(of: "TARGETED_DEVICE_FAMILY = \"1,2\";", with: "TARGETED_DEVICE_FAMILY = 1;")
        }
        let run = try Self.lintCopy(project)
        #expect(run.status == 0, "\(run)")
        #expect(Self.flagged(run).isEmpty, "\(run)")
        // `--idiom phone` on the universal app checks iPhone alone: clean too.
        let phone = try LintCommandTests.lint(["LintFixtures/ipad-lock", "--reporter", "xcode", "--idiom", "phone"])
        #expect(Self.flagged(phone).isEmpty, "\(phone)")
    }
}
