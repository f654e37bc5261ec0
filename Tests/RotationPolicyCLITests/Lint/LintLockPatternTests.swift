import Foundation
import Testing

/// The rotation-lock patterns real apps use (issue 30, point 3), linted by the real binary on fixture
/// projects: the app-wide lock variable's assignments checked at their lines, and the app's rotation
/// helpers reported where the app calls them.
@Suite("rotation-policy lint: lock variables and rotation helpers")
struct LintLockPatternTests {
    static func lint(_ arguments: [String]) throws -> CLI.Run { try LintCommandTests.lint(arguments) }

    static func findings(_ run: CLI.Run) -> [String] { LintClassChecksTests.findings(run).filter { !$0.contains(": note: ") } }

    @Test("a static lock released without setNeedsUpdate, a two-level helper, and the fixed forms that read as fixed")
    func staticLock() throws {
        let run = try Self.lint(["LintFixtures/lock-static", "--reporter", "xcode"])
        #expect(run.status == 0, "\(run)")  // warnings only
        let lines = Self.findings(run)
        #expect(
            lines.contains(
                "LintFixtures/lock-static/Cinema/ListViewController.swift:33:9: warning: PlayerViewController.viewWillDisappear(_:) sets AppDelegate.orientationLock to .portrait, the mask the app delegate returns (Cinema/AppDelegate.swift:19), and nothing after it calls setNeedsUpdateOfSupportedInterfaceOrientations: from iOS 16 UIKit does not ask the delegate again until the device turns, so the screen keeps an orientation the new mask may not allow. Call setNeedsUpdateOfSupportedInterfaceOrientations on the top controller after the change, or in AppDelegate.orientationLock's didSet (iOS 16 and later) (lockWithoutUpdate)"
            ), "\(run)")
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "LintFixtures/lock-static/Cinema/ListViewController.swift:13:9: warning: ListViewController: UIDevice setValue(UIInterfaceOrientation.portrait.rawValue, forKey: \"orientation\") (through Rotation.turn(_:) → Rotation.force(_:), at Cinema/Rotation.swift:9) does nothing on iOS 16 or later"
                ) && $0.contains("requestGeometryUpdate(.iOS(interfaceOrientations: .portrait))") && $0.hasSuffix("(kvcOrientation)")
            }, "\(run)")
        #expect(
            lines.contains {
                $0.hasPrefix("LintFixtures/lock-static/Cinema/Rotation.swift:9:9: warning: Rotation: UIDevice setValue(orientation.rawValue")
            }, "\(run)")
        // The lock in viewDidAppear is followed by the app's refresh helper: clean. The legacy helper is
        // called only in the else of #available(iOS 16, *): neither its lines nor its call are flagged.
        #expect(!lines.contains { $0.contains("ListViewController.swift:21:") || $0.contains("ListViewController.swift:26:") }, "\(run)")
        #expect(!lines.contains { $0.contains("Rotation.swift:24:") || $0.contains("Rotation.swift:25:") }, "\(run)")
        #expect(lines.count == 3, "\(run)")

        // linkedSDK 15: neither the KVC sets nor the missing update matter to an app linked against iOS 15.
        let project = try LintCommandTests.copy("lock-static")
        try "linkedSDK: \"15.0\"\n".write(toFile: project + "/.rotation-policy.yml", atomically: true, encoding: .utf8)
        let old = try LintCommandTests.lint([project, "--reporter", "xcode"], in: "/")
        #expect(Self.findings(old).isEmpty, "\(old)")
    }

    @Test("adding the update after the release makes it clean; removing the updates after the lock flags that line")
    func updateMatters() throws {
        let project = try LintCommandTests.copy("lock-static")
        let file = project + "/Cinema/ListViewController.swift"
        var text = try String(contentsOfFile: file, encoding: .utf8)
        // The geometry request under #available(iOS 16, *) counts as an update too: both go.
        if let start = text.range(of: "        Rotation.refresh(self)\n        if #available"),
            let end = text.range(of: "    }\n\n    override func viewWillDisappear")
        {
            text.replaceSubrange(start.lowerBound..<end.lowerBound, with: "")
        }
        text = text.replacingOccurrences(
            of: "        AppDelegate.orientationLock = .portrait\n",
            with: "        AppDelegate.orientationLock = .portrait\n        Rotation.refresh(self)\n")
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let run = try LintCommandTests.lint([project, "--reporter", "xcode"], in: "/")
        let locks = Self.findings(run).filter { $0.hasSuffix("(lockWithoutUpdate)") }
        #expect(locks.count == 1, "\(run)")
        #expect(
            locks.first?.contains(
                "Cinema/ListViewController.swift:21:9: warning: PlayerViewController.viewDidAppear(_:) sets AppDelegate.orientationLock to .landscape"
            ) == true, "\(run)")
    }

    @Test("a shared store whose didSet updates: no missing update, but a lock no code releases")
    func storeNeverReleased() throws {
        let run = try Self.lint(["LintFixtures/lock-store", "--reporter", "xcode"])
        #expect(run.status == 0, "\(run)")
        let lines = Self.findings(run)
        #expect(
            lines == [
                "LintFixtures/lock-store/Atlas/MapViewController.swift:7:9: warning: MapViewController.startNavigation() locks OrientationStore.mask, the mask the app delegate returns (Atlas/AppDelegate.swift:16), to portrait, and no code sets it back to its initial allButUpsideDown (Atlas/OrientationStore.swift:8): every screen shown after this one stays locked. Set it back when the locked screen goes away (viewWillDisappear or dismiss), then call setNeedsUpdateOfSupportedInterfaceOrientations (lockNeverReleased)"
            ], "\(run)")
        // SARIF carries the two steps (declaration, then the lock) as its code flow.
        let sarif = try Self.lint(["LintFixtures/lock-store", "--reporter", "sarif"])
        #expect(sarif.stdout.contains("\"ruleId\": \"lockNeverReleased\""), "\(sarif)")
        #expect(sarif.stdout.contains("OrientationStore.mask starts as allButUpsideDown"), "\(sarif)")
    }

    @Test("the corpus shape of Loop: each assignment without an update is flagged, and the search explores the lock as an action")
    func corpusLockVariable() throws {
        let run = try Self.lint(["LintFixtures/corpus-lock-variable", "--reporter", "xcode"])
        let lines = Self.findings(run)
        #expect(
            lines.filter { $0.hasSuffix("(lockWithoutUpdate)") }.map { $0.split(separator: ":").prefix(2).joined(separator: ":") } == [
                "LintFixtures/corpus-lock-variable/Glucose/SessionManager.swift:11",
                "LintFixtures/corpus-lock-variable/Glucose/SessionManager.swift:15",
            ], "\(run)")
        // The lock to portrait while the device is in landscape: the screen stays in landscape.
        #expect(
            lines.contains {
                $0.hasPrefix("LintFixtures/corpus-lock-variable/Glucose/SessionManager.swift:11:9: error: the interface faces landscape")
                    && $0.hasSuffix("(unsupportedOrientationShown)")
            }, "\(run)")
        #expect(run.status == 1, "\(run)")
        let spec = try CLI.run(["scan", "LintFixtures/corpus-lock-variable", "--format", "spec"], directory: LintCommandTests.tests)
        #expect(spec.stdout.contains("delegateOrientations: \"allButUpsideDown\""), "\(spec)")
        #expect(spec.stdout.contains("- type: \"setDelegateMask\"\n      orientations: \"portrait\""), "\(spec)")
    }

    @Test("the corpus shape of yattee: the helper's KVC set is flagged at the player's call with the orientation it asks for")
    func corpusHelper() throws {
        let run = try Self.lint(["LintFixtures/corpus-kvc-helper", "--reporter", "xcode"])
        let lines = Self.findings(run)
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "LintFixtures/corpus-kvc-helper/Streamer/FeedViewController.swift:15:9: warning: FullScreenPlayerViewController: UIDevice setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: \"orientation\") (through ScreenRotation.turn(to:), at Streamer/ScreenRotation.swift:9)"
                ) && $0.contains("requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight))")
            }, "\(run)")
        #expect(
            lines.contains { $0.hasPrefix("LintFixtures/corpus-kvc-helper/Streamer/ScreenRotation.swift:9:9: ") && $0.hasSuffix("(kvcOrientation)") },
            "\(run)")
        #expect(lines.filter { $0.hasSuffix("(attemptRotationDeprecated)") }.count == 2, "\(run)")
    }
}

/// `UINavigationControllerDelegate` and `UITabBarControllerDelegate` orientation methods (issue 30,
/// point 3): the container forwards or answers as its delegate's method says, once `delegate =` is set.
@Suite("rotation-policy scan and lint: container delegates")
struct ContainerDelegateTests {
    @Test("a tab bar controller that is its own delegate answers portrait; a list that is its navigation controller's delegate makes it forward")
    func delegates() throws {
        let spec = try CLI.run(["scan", "LintFixtures/container-delegates", "--format", "spec"], directory: LintCommandTests.tests)
        #expect(spec.status == 0, "\(spec)")
        #expect(spec.stdout.contains("    kind: \"tabBarController\"\n    supportedOrientations: \"portrait\"\n"), "\(spec)")
        #expect(
            spec.stdout.contains(
                "        kind: \"navigationController\"\n        forwarding: \"top\"\n        preferredOrientationForPresentation: \"portrait\"\n"),
            "\(spec)")
        #expect(
            spec.stdout.contains(
                "  - fact: \"$.request.root.children[0].forwarding\"\n    at: \"Reader/LibraryViewController.swift:14:9\"\n    how: \"forwarding\"\n    detail: \"UINavigationControllerDelegate: LibraryViewController (delegate set at Reader/LibraryViewController.swift:10)\""
            ), "\(spec)")
        #expect(
            spec.stdout.contains("detail: \"UITabBarControllerDelegate: MainTabBarController (delegate set at Reader/AppDelegate.swift:20)\""),
            "\(spec)")

        // The list's override is heard through its navigation controller: no containerDoesNotForward.
        let run = try LintCommandTests.lint(["LintFixtures/container-delegates", "--reporter", "xcode"])
        #expect(run.status == 0, "\(run)")
        #expect(!run.stdout.contains("(containerDoesNotForward)"), "\(run)")
        // Without `navigationController?.delegate = self` the container does not forward, and lint says so.
        let project = try LintCommandTests.copy("container-delegates")
        let file = project + "/Reader/LibraryViewController.swift"
        let text = try String(contentsOfFile: file, encoding: .utf8).replacingOccurrences(
            of: "        navigationController?.delegate = self\n", with: "")
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let without = try LintCommandTests.lint([project, "--reporter", "xcode"], in: "/")
        #expect(
            without.stdout.contains(
                "Reader/LibraryViewController.swift:6:79: note: Reader.LibraryViewController overrides supportedInterfaceOrientations, but its container UINavigationController does not forward"
            ), "\(without)")
    }
}

/// An app delegate that returns the top controller's mask (issue 30, point 3): the scan says
/// `delegateOrientations: "topController"` and the search reads it so.
@Suite("rotation-policy scan and lint: a delegate that answers the top controller's mask")
struct DelegateTopControllerLintTests {
    @Test("topMostViewController().supportedInterfaceOrientations: the photo pushed on a plain navigation controller is heard")
    func topController() throws {
        let spec = try CLI.run(["scan", "LintFixtures/delegate-top", "--format", "spec"], directory: LintCommandTests.tests)
        #expect(spec.stdout.contains("    delegateOrientations: \"topController\"\n"), "\(spec)")
        #expect(
            spec.stdout.contains(
                "  - fact: \"$.request.app.delegateOrientations\"\n    at: \"Viewer/AppDelegate.swift:18:9\"\n    how: \"forwarding\"\n    detail: \"the app delegate returns the top controller's supportedInterfaceOrientations\""
            ), "\(spec)")
        let run = try LintCommandTests.lint(["LintFixtures/delegate-top", "--reporter", "xcode"])
        #expect(run.status == 1, "\(run)")
        // The push does not rotate by itself (R3.3): the landscape photo shows in portrait until a turn.
        #expect(
            run.stdout.contains(
                "LintFixtures/delegate-top/Viewer/AlbumViewController.swift:8:9: error: the interface faces portrait, which <UINavigationController: albumNav> does not support (landscapeLeft, landscapeRight)"
            ), "\(run)")
        // The album's override is heard through the delegate: no containerDoesNotForward hint.
        #expect(!run.stdout.contains("(containerDoesNotForward)"), "\(run)")
    }
}
