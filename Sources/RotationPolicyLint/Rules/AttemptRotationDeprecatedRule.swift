import RotationPolicy
import RotationPolicyCLI

/// `attemptRotationDeprecated`: attemptRotationToDeviceOrientation is deprecated from iOS 16; use setNeedsUpdateOfSupportedInterfaceOrientations.
struct AttemptRotationDeprecatedRule: LintRule {
    static let description = RuleDescription(
        .attemptRotationDeprecated, name: "attemptRotation deprecated", severity: .warning, source: .static, scope: "at every call site",
        rules: [.r3_4],
        summary: "attemptRotationToDeviceOrientation is deprecated from iOS 16; use setNeedsUpdateOfSupportedInterfaceOrientations.",
        details:
            "`attemptRotationToDeviceOrientation()` that can run on iOS 16 or later (linked against the iOS 16 SDK or later): deprecated; call `setNeedsUpdateOfSupportedInterfaceOrientations()` on the controller whose mask changed. The same `#available` branches as `kvcOrientation` keep it clean.",
        triggering: [
            RuleExample(
                app: ExampleApp(deploymentTarget: "15.0"),
                """
                import UIKit

                class PlayerViewController: UIViewController {
                    func unlock() {
                        UIViewController.attemptRotationToDeviceOrientation()
                    }
                }
                """)
        ],
        nonTriggering: [
            RuleExample(
                app: ExampleApp(deploymentTarget: "15.0"),
                """
                import UIKit

                class PlayerViewController: UIViewController {
                    func unlock() {
                        if #available(iOS 16, *) {
                            setNeedsUpdateOfSupportedInterfaceOrientations()
                        } else {
                            UIViewController.attemptRotationToDeviceOrientation()
                        }
                    }
                }
                """)
        ])
}
