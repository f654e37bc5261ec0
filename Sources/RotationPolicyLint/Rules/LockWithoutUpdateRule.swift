import RotationPolicy
import RotationPolicyCLI

/// `lockWithoutUpdate`: the app-wide mask the app delegate returns changes, and nothing tells UIKit.
struct LockWithoutUpdateRule: LintRule {
    static let description = RuleDescription(
        .lockWithoutUpdate, name: "Lock without update", severity: .warning, source: .static, scope: "at every assignment of the lock",
        rules: [.r3_5],
        summary:
            "The app-wide mask the app delegate returns is changed without setNeedsUpdateOfSupportedInterfaceOrientations after it: from iOS 16 UIKit does not ask again.",
        details:
            "An app-wide lock (a stored mask that `application(_:supportedInterfaceOrientationsFor:)` returns) assigned where the app can run on iOS 16 or later, with no `setNeedsUpdateOfSupportedInterfaceOrientations()` or geometry request after it: in the same function, through a helper, in the variable's `didSet`, or in every caller. UIKit asks the delegate again only when told, so the screen keeps an orientation the new mask may not allow.",
        triggering: [
            RuleExample(
                app: ExampleApp(delegateReturns: "OrientationLock.mask"),
                """
                import UIKit

                enum OrientationLock {
                    static var mask: UIInterfaceOrientationMask = .portrait
                }

                class PlayerViewController: UIViewController {
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        OrientationLock.mask = .landscape
                    }

                    override func viewWillDisappear(_ animated: Bool) {
                        super.viewWillDisappear(animated)
                        OrientationLock.mask = .portrait
                    }
                }
                """)
        ],
        nonTriggering: [
            RuleExample(
                app: ExampleApp(delegateReturns: "OrientationLock.mask"),
                """
                import UIKit

                enum OrientationLock {
                    static var mask: UIInterfaceOrientationMask = .portrait
                }

                class PlayerViewController: UIViewController {
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        OrientationLock.mask = .landscape
                        setNeedsUpdateOfSupportedInterfaceOrientations()
                    }

                    override func viewWillDisappear(_ animated: Bool) {
                        super.viewWillDisappear(animated)
                        OrientationLock.mask = .portrait
                        setNeedsUpdateOfSupportedInterfaceOrientations()
                    }
                }
                """)
        ])
}
