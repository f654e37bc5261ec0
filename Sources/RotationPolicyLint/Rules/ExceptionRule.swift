import RotationPolicy
import RotationPolicyCLI

/// `exception`: UIKit throws an uncaught exception on some path (E1, E2, the navigation push): the app crashes.
struct ExceptionRule: LintRule {
    static let description = RuleDescription(
        .exception, name: "Uncaught exception", severity: .crash, source: .explore, rules: [.s7E1, .s7E2],
        summary: "UIKit throws an uncaught exception on some path (E1, E2, the navigation push): the app crashes.",
        details:
            "UIKit throws an uncaught exception on some path the app can take: E1 (no common orientation), E2 (a preferred orientation outside the mask), or a push of a controller already in a stack. Reported at the override that throws (the deciding controller's `supportedInterfaceOrientations`, or `preferredInterfaceOrientationForPresentation`), with the path as a code flow through the lines that push, present and rotate.",
        triggering: [
            RuleExample(
                app: ExampleApp(root: "HomeViewController()"),
                """
                import UIKit

                class HomeViewController: UIViewController {
                    func showPlayer() {
                        let player = PlayerViewController()
                        player.modalPresentationStyle = .fullScreen
                        present(player, animated: true)
                    }
                }

                class PlayerViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
                    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
                }
                """)
        ],
        nonTriggering: [
            RuleExample(
                app: ExampleApp(root: "HomeViewController()"),
                """
                import UIKit

                class HomeViewController: UIViewController {
                    func showPlayer() {
                        let player = PlayerViewController()
                        player.modalPresentationStyle = .fullScreen
                        present(player, animated: true)
                    }
                }

                class PlayerViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
                    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .landscapeRight }
                }
                """)
        ])
}
