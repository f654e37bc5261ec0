import Foundation
import Testing

/// Every class and call site the scan read is checked, reachable from the root or not, on every iOS
/// version the app runs on and every idiom it targets (issue 30, point 1): the real binary on small
/// fixture projects.
@Suite("rotation-policy lint: every class and call site")
struct LintClassChecksTests {
    static func lint(_ arguments: [String], in directory: String = LintCommandTests.tests) throws -> CLI.Run {
        try LintCommandTests.lint(arguments, in: directory)
    }

    /// The xcode reporter's finding lines (the coverage notes left out).
    static func findings(_ run: CLI.Run) -> [String] {
        run.stdout.split(separator: "\n").map(String.init).filter {
            $0.contains(": error: ") || $0.contains(": warning: ") || $0.contains(": note: ")
        }
    }

    @Test("a class no code reaches: its preferred orientation outside its own mask is flagged, branch by branch")
    func unreachableClass() throws {
        let run = try Self.lint(["LintFixtures/unreachable-class", "--reporter", "xcode"])
        #expect(run.status == 1, "\(run)")
        let lines = Self.findings(run)
        #expect(
            lines.contains(
                "LintFixtures/unreachable-class/Shop/ReceiptViewController.swift:14:16: error: ReceiptViewController.preferredInterfaceOrientationForPresentation returns landscapeRight when `!(isCompact)`, outside its own supportedInterfaceOrientations (portrait): presenting it full screen throws UIApplicationInvalidInterfaceOrientation (iOS 17 and later (checked at 17 and 26)) (preferredOutsideMask)"
            ), "\(run)")
        #expect(
            lines.contains(
                "LintFixtures/unreachable-class/Shop/CouponViewController.swift:19:16: warning: CouponViewController.preferredInterfaceOrientationForPresentation returns landscapeLeft, outside its own supportedInterfaceOrientations (portrait): presenting it full screen throws UIApplicationInvalidInterfaceOrientation (it sets modalPresentationStyle = .formSheet itself: only a presenter that makes it .fullScreen crashes) (iOS 17 and later (checked at 17 and 26)) (preferredOutsideMask)"
            ), "\(run)")
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "LintFixtures/unreachable-class/Shop/CouponViewController.swift:26:16: error: BarcodeViewController.preferredInterfaceOrientationForPresentation returns .unknown (unknown), which is no orientation"
                )
            }, "\(run)")
        // The other branch (portrait) and the store's preferred orientation are inside their masks.
        #expect(lines.count == 3, "\(run)")
        #expect(
            run.stdout.contains(
                "overrides: 8 read in 5 classes, 8 of them checked in 5 classes (1 in the 1 class the model holds, 7 more from the override alone)"),
            "\(run)")
    }

    @Test(
        "an iOS 15 app's KVC sets and attemptRotation, in a Swift extension and an Objective-C category, are flagged for iOS 16+; in the else of #available they are not"
    )
    func kvcOnIOS16() throws {
        let run = try Self.lint(["LintFixtures/kvc-helper", "--reporter", "xcode"])
        #expect(run.status == 0, "\(run)")  // warnings only
        let lines = Self.findings(run)
        #expect(
            lines.contains(
                "LintFixtures/kvc-helper/Player/OrientationHelper.swift:7:9: warning: UIViewController: UIDevice setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: \"orientation\") does nothing on iOS 16 or later for an app linked against the iOS 26 SDK; UIKit logs \"BUG IN CLIENT OF UIKIT\". Call requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight)) on the window scene, and keep the KVC set only in the else of #available(iOS 16, *) (iOS 16 and later (checked at 16 and 26)) (kvcOrientation)"
            ), "\(run)")
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "LintFixtures/kvc-helper/Player/OrientationHelper.swift:8:9: warning: UIViewController: attemptRotationToDeviceOrientation")
            }, "\(run)")
        #expect(lines.contains { $0.hasPrefix("LintFixtures/kvc-helper/Player/UIDevice+Rotate.m:7:") && $0.hasSuffix("(kvcOrientation)") }, "\(run)")
        // The fixed forms, in the else of #available / @available: clean.
        #expect(!lines.contains { $0.contains("PlayerViewController.swift") || $0.contains("AppDelegate.swift") }, "\(run)")
        #expect(!lines.contains { $0.contains("UIDevice+Rotate.m:14:") }, "\(run)")
        #expect(lines.count == 3, "\(run)")
        #expect(
            run.stdout.contains(
                "every class's overrides and 7 KVC orientation or attemptRotation call sites (0 pre-iOS 6 methods) checked on iOS 15, 16, 26, phone"),
            "\(run)")
    }

    @Test("linkedSDK below 16 in .rotation-policy.yml: the KVC set still rotates, as the service says")
    func linkedSDK() throws {
        let project = try LintCommandTests.copy("kvc-helper")
        try "linkedSDK: \"15.0\"\n".write(toFile: project + "/.rotation-policy.yml", atomically: true, encoding: .utf8)
        let run = try Self.lint([project, "--reporter", "xcode"], in: "/")
        #expect(run.status == 0, "\(run)")
        #expect(!run.stdout.contains("(kvcOrientation)") && !run.stdout.contains("(attemptRotationDeprecated)"), "\(run)")
        try "linkedSDK: 15\n".write(toFile: project + "/.rotation-policy.yml", atomically: true, encoding: .utf8)
        let bad = try Self.lint([project], in: "/")
        #expect(bad.status == 2, "\(bad)")
        #expect(bad.stderr.contains(".rotation-policy.yml:1: $.linkedSDK: expected a quoted iOS SDK version"), "\(bad)")
    }

    @Test("a universal app: a mask disjoint from the iPad Info.plist list only is flagged for iPad")
    func universalApp() throws {
        let run = try Self.lint(["LintFixtures/universal-app", "--reporter", "xcode"])
        #expect(run.status == 1, "\(run)")
        let lines = Self.findings(run).filter { $0.hasSuffix("(maskDisjointFromInfoPlist)") }
        #expect(
            lines == [
                "LintFixtures/universal-app/Gallery/AppDelegate.swift:19:16: error: GalleryViewController.supportedInterfaceOrientations returns portrait, which has no orientation in common with Info.plist's iPad list (landscape): when it decides, UIKit throws UIApplicationInvalidInterfaceOrientation (iOS 17 and later (checked at 17 and 26), iPad) (maskDisjointFromInfoPlist)"
            ], "\(run)")
        #expect(run.stdout.contains("checked on iOS 17, 26, phone and pad"), "\(run)")
        // --idiom phone checks the phone only: nothing disjoint there.
        let phone = try Self.lint(["LintFixtures/universal-app", "--reporter", "xcode", "--idiom", "phone"])
        #expect(!phone.stdout.contains("(maskDisjointFromInfoPlist)"), "\(phone)")

        // An iPad list of all four orientations without UIRequiresFullScreen multitasks: UIKit never asks
        // the controllers there (R1.7), so a preferred orientation outside the mask is an iPhone finding only.
        let project = try LintCommandTests.copy("universal-app")
        let plist = project + "/Gallery/Info.plist"
        let text = try String(contentsOfFile: plist, encoding: .utf8)
            .replacingOccurrences(of: "\t<key>UIRequiresFullScreen</key>\n\t<true/>\n", with: "")
            .replacingOccurrences(
                of: "<key>UISupportedInterfaceOrientations~ipad</key>\n\t<array>\n",
                with:
                    "<key>UISupportedInterfaceOrientations~ipad</key>\n\t<array>\n\t\t<string>UIInterfaceOrientationPortrait</string>\n\t\t<string>UIInterfaceOrientationPortraitUpsideDown</string>\n"
            )
        try text.write(toFile: plist, atomically: true, encoding: .utf8)
        let source = project + "/Gallery/AppDelegate.swift"
        try
            (try String(contentsOfFile: source, encoding: .utf8) + """

                class SlideViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .landscapeLeft }
                }

                """).write(toFile: source, atomically: true, encoding: .utf8)
        let multitasking = try Self.lint([project, "--reporter", "xcode"], in: "/")
        let found = Self.findings(multitasking)
        #expect(found.count == 1 && found[0].hasSuffix("(iOS 17 and later (checked at 17 and 26), iPhone) (preferredOutsideMask)"), "\(multitasking)")
    }

    @Test("Objective-C: shouldAutorotateToInterfaceOrientation: is flagged, and a shouldAutorotate lock from iOS 16")
    func legacyObjectiveC() throws {
        let run = try Self.lint(["LintFixtures/legacy-objc", "--reporter", "xcode"])
        let lines = Self.findings(run)
        #expect(
            lines.contains(
                "LintFixtures/legacy-objc/Legacy/CameraViewController.m:10:9: warning: CameraViewController implements shouldAutorotateToInterfaceOrientation:, which UIKit stopped calling in iOS 6: what it decides never happens. Override supportedInterfaceOrientations instead (every iOS version the app runs on) (legacyRotationMethod)"
            ), "\(run)")
        #expect(
            lines.contains {
                $0.contains("CameraViewController.m:") && $0.hasSuffix("(shouldAutorotateIgnored)") && $0.contains("when `self.recording`")
            }, "\(run)")
        // One finding for the lock, at its return (the search's warning of the same override is left out).
        #expect(lines.filter { $0.hasSuffix("(shouldAutorotateIgnored)") }.count == 1, "\(run)")
        #expect(run.stdout.contains("(1 pre-iOS 6 method)"), "\(run)")
    }

    /// The corpus shape of edx-app-ios (R2.5): a page view controller whose pages never heard the rotation.
    @Test("a container's viewWillTransition without super is flagged in Swift and Objective-C; one that calls super, or has no children, is not")
    func sizeTransitionWithoutSuper() throws {
        let run = try Self.lint(["LintFixtures/size-transition", "--reporter", "xcode"])
        let lines = Self.findings(run).filter { !$0.contains(": note: ") }
        let folder = "LintFixtures/size-transition/Shelf/"
        #expect(
            lines.contains {
                $0.hasPrefix(folder + "ShelfViewController.m:14:9: warning: ShelfViewController, whose code embeds child controllers,")
                    && $0.hasSuffix("(sizeTransitionWithoutSuper)")
            }, "\(run)")
        #expect(
            lines.contains {
                $0.hasPrefix(
                    folder + "ReaderSplitViewController.swift:33:19: warning: TrailerViewController, whose superclass PlayerContainerViewController")
            }, "\(run)")
        // ReaderSplitViewController calls super; CoverViewController has no children (a comment naming super is not a call).
        #expect(lines.count == 2, "\(run)")
    }

    @Test("the corpus shape of Kodi Remote: a navigation controller that locks with shouldAutorotate false, in an iOS 12 app")
    func corpusAutorotateLock() throws {
        let run = try LintCommandTests.lint(["LintFixtures/corpus-ipad-autorotate-lock", "--reporter", "xcode"])
        let lines = Self.findings(run).filter { !$0.hasPrefix("note: ") }
        // The app targets iOS 12 and runs on iOS 16+, where UIKit no longer asks: checked there, not only
        // at the deployment target.
        #expect(
            lines == [
                "LintFixtures/corpus-ipad-autorotate-lock/Remote/LockedNavigationController.swift:14:16: warning: LockedNavigationController.shouldAutorotate returns false to lock the rotation, but UIKit no longer asks it from iOS 16: the lock does nothing. Return the locked orientation from supportedInterfaceOrientations and call setNeedsUpdateOfSupportedInterfaceOrientations (iOS 16 and later (checked at 16 and 26), iPhone) (shouldAutorotateIgnored)"
            ], "\(run)")
    }
}
