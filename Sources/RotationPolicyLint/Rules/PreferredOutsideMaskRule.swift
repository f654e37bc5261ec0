import RotationPolicy
import RotationPolicyCLI

/// `preferredOutsideMask`: preferredInterfaceOrientationForPresentation is outside the controller's own mask: presenting it throws (E2).
struct PreferredOutsideMaskRule: LintRule {
    static let description = RuleDescription(
        .preferredOutsideMask, name: "Preferred orientation outside the mask", severity: .crash, source: .static, scope: "on every controller class",
        rules: [.s7E2],
        summary: "preferredInterfaceOrientationForPresentation is outside the controller's own mask: presenting it throws (E2).",
        details:
            "`preferredInterfaceOrientationForPresentation` returns (in some branch) an orientation outside the same controller's mask (its override, or UIKit's default for the idiom), or `.unknown`/0: presenting it full screen throws E2. Reported at the `return`, naming the branch's condition. A class that sets its own `modalPresentationStyle` to a sheet or popover (`.pageSheet`, `.formSheet`, `.popover`, `.automatic`) crashes only where a presenter makes it full screen: the finding is then a warning.",
        triggering: [
            RuleExample(
                app: ExampleApp(),
                """
                import UIKit

                class PlayerViewController: UIViewController {
                    var isCompact = false

                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

                    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
                        isCompact ? .portrait : .landscapeRight
                    }
                }
                """)
        ],
        nonTriggering: [
            RuleExample(
                app: ExampleApp(),
                """
                import UIKit

                class PlayerViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

                    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
                }
                """)
        ])
}
