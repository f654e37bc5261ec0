import RotationPolicy
import RotationPolicyCLI

/// `unsupportedOrientationShown`: After some event the screen faces an orientation its controller does not support, until the next rotation.
struct UnsupportedOrientationShownRule: LintRule {
    static let description = RuleDescription(
        .unsupportedOrientationShown, name: "Unsupported orientation shown", severity: .error, source: .explore, rules: [.r3_3],
        summary: "After some event the screen faces an orientation its controller does not support, until the next rotation.",
        details:
            "After some event the screen faces an orientation its deciding controller does not support, and stays so until the next rotation path: the classic list left in landscape after popping a landscape player. Reported at the call that leaves it so (the pop, the dismiss, the tab switch), or at the controller's override when the path starts at launch.",
        triggering: [
            RuleExample(
                app: ExampleApp(root: "NavigationController(rootViewController: ListViewController())", deploymentTarget: "15.0"),
                """
                import UIKit

                class NavigationController: UINavigationController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                        topViewController?.supportedInterfaceOrientations ?? .all
                    }
                }

                class ListViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

                    func showPlayer() {
                        navigationController?.pushViewController(PlayerViewController(), animated: true)
                    }
                }

                class PlayerViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }

                    func close() {
                        navigationController?.popViewController(animated: true)
                    }
                }
                """)
        ],
        nonTriggering: [
            RuleExample(
                app: ExampleApp(root: "NavigationController(rootViewController: ListViewController())", deploymentTarget: "15.0"),
                """
                import UIKit

                class NavigationController: UINavigationController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                        topViewController?.supportedInterfaceOrientations ?? .all
                    }
                }

                class ListViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

                    func showPlayer() {
                        navigationController?.pushViewController(PlayerViewController(), animated: true)
                    }
                }

                class PlayerViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

                    func close() {
                        navigationController?.popViewController(animated: true)
                    }
                }
                """)
        ])
}
