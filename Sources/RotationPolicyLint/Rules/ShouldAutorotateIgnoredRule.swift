import RotationPolicy
import RotationPolicyCLI
import RotationPolicyScan

/// `shouldAutorotateIgnored`: shouldAutorotate used as a lock (it can return false): UIKit no longer asks it from iOS 16.
struct ShouldAutorotateIgnoredRule: LintRule {
    static let description = RuleDescription(
        .shouldAutorotateIgnored, name: "shouldAutorotate ignored", severity: .warning, source: .static,
        scope: "on every controller class, from iOS 16", rules: [.r6_1],
        summary: "shouldAutorotate used as a lock (it can return false): UIKit no longer asks it from iOS 16.",
        details:
            "A `shouldAutorotate` override used as a lock (some branch returns `false`, or a value the scan cannot read such as a stored flag), checked where the app runs iOS 16 or later: UIKit no longer asks it, so the lock does nothing. An override that always returns `true` locks nothing and is not flagged.",
        triggering: [
            RuleExample(
                "CameraViewController.m",
                """
                #import <UIKit/UIKit.h>

                @interface CameraViewController : UIViewController
                @property (nonatomic) BOOL recording;
                @end

                @implementation CameraViewController
                - (BOOL)shouldAutorotate { return self.recording ? NO : YES; }
                @end
                """)
        ],
        nonTriggering: [
            RuleExample(
                "CameraViewController.m",
                """
                #import <UIKit/UIKit.h>

                @interface CameraViewController : UIViewController
                @end

                @implementation CameraViewController
                - (BOOL)shouldAutorotate { return YES; }
                @end
                """)
        ])
}

extension ShouldAutorotateIgnoredRule: ClassRule {
    /// A `shouldAutorotate` override that can lock, checked where the app runs iOS 16 or later.
    static func check(_ overrides: ClassOverrides, in checks: ClassChecks, idiom: String, version: Int) -> [LintFinding] {
        var out: [LintFinding] = []
        let name = overrides.name
        if version >= 16, overrides.declared.contains("shouldAutorotate") {
            // A lock: some branch answers false, or a value the scan cannot read (a stored flag).
            let locks = (overrides.shouldAutorotate ?? []).filter {
                switch $0.value {
                case .bool(false), .unreadable: true
                default: false
                }
            }
            if let first = locks.first {
                let value: String
                if case .unreadable(let text) = first.value { value = text } else { value = "false" }
                out.append(
                    LintFinding(
                        kind: .shouldAutorotateIgnored,
                        message:
                            "\(name).shouldAutorotate returns \(value)\(ClassChecks.when(first)) to lock the rotation, but UIKit no longer asks it from iOS 16: the lock does nothing. Return the locked orientation from supportedInterfaceOrientations and call setNeedsUpdateOfSupportedInterfaceOrientations",
                        location: ClassChecks.location(first.at)))
            }
        }
        return out
    }
}
