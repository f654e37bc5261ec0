import RotationPolicy
import RotationPolicyCLI

/// `containerDoesNotForward`: A container that does not forward decides the mask while its visible child overrides it unheard.
struct ContainerDoesNotForwardRule: LintRule {
    static let description = RuleDescription(
        .containerDoesNotForward, name: "Container does not forward", severity: .info, source: .exploreAndStatic, rules: [.r2_4],
        summary: "A container that does not forward decides the mask while its visible child overrides it unheard.",
        details:
            "A container (navigation, tab bar, page or split controller, or a custom container) decides the mask without asking its children, while the visible child overrides `supportedInterfaceOrientations`: the child's override is never heard. Reported at the child's override.",
        triggering: [
            RuleExample(
                app: ExampleApp(root: "UINavigationController(rootViewController: ListViewController())"),
                """
                import UIKit

                class ListViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                }
                """)
        ],
        nonTriggering: [
            RuleExample(
                app: ExampleApp(root: "NavigationController(rootViewController: ListViewController())"),
                """
                import UIKit

                class NavigationController: UINavigationController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                        topViewController?.supportedInterfaceOrientations ?? .all
                    }
                }

                class ListViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                }
                """)
        ])
}
