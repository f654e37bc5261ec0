import RotationPolicy
import RotationPolicyCLI

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
