import RotationPolicy
import RotationPolicyCLI
import RotationPolicyScan

/// `legacyRotationMethod`: shouldAutorotateToInterfaceOrientation:, a pre-iOS 6 method UIKit never calls: what it decides never happens.
struct LegacyRotationMethodRule: LintRule {
    static let description = RuleDescription(
        .legacyRotationMethod, name: "Legacy rotation method", severity: .warning, source: .static, scope: "on every class", rules: [.r6_1],
        summary: "shouldAutorotateToInterfaceOrientation:, a pre-iOS 6 method UIKit never calls: what it decides never happens.",
        details:
            "`shouldAutorotateToInterfaceOrientation:` (Swift: `shouldAutorotate(to:)`), the pre-iOS 6 rotation method: UIKit has not called it since iOS 6, so what it decides never happens. Override `supportedInterfaceOrientations` instead.",
        triggering: [
            RuleExample(
                "CameraViewController.m",
                """
                #import <UIKit/UIKit.h>

                @interface CameraViewController : UIViewController
                @property (nonatomic) BOOL recording;
                @end

                @implementation CameraViewController
                - (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)orientation { return !self.recording; }
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
                - (UIInterfaceOrientationMask)supportedInterfaceOrientations { return UIInterfaceOrientationMaskAll; }
                @end
                """)
        ])
}

extension LegacyRotationMethodRule {
    /// A pre-iOS 6 rotation method the scan read, on every iOS version the app runs on.
    static func finding(_ method: LegacyRotationMethod) -> LintFinding {
        LintFinding(
            kind: .legacyRotationMethod,
            message:
                "\(method.className) implements \(method.selector), which UIKit stopped calling in iOS 6: what it decides never happens. Override supportedInterfaceOrientations instead (every iOS version the app runs on)",
            location: ClassChecks.location(method.at))
    }
}
