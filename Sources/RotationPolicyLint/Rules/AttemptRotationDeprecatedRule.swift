import RotationPolicy
import RotationPolicyCLI
import RotationPolicyScan

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

extension AttemptRotationDeprecatedRule: CallSiteRule {
    /// A call of `attemptRotationToDeviceOrientation`.
    static func check(_ call: VersionedCall, in checks: ClassChecks) -> LintFinding? {
        guard case .attemptRotation = call.kind else { return nil }
        return LintFinding(
            kind: .attemptRotationDeprecated,
            message:
                "\(call.className): attemptRotationToDeviceOrientation\(ClassChecks.via(call)) is deprecated from iOS 16; call setNeedsUpdateOfSupportedInterfaceOrientations on the controller whose mask changed, and keep this call only in the else of #available(iOS 16, *)",
            location: ClassChecks.location(call.at))
    }
}
