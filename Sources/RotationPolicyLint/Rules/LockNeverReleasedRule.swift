import RotationPolicy
import RotationPolicyCLI

/// `lockNeverReleased`: the app-wide mask is narrowed and no code gives it back.
struct LockNeverReleasedRule: LintRule {
    static let description = RuleDescription(
        .lockNeverReleased, name: "Lock never released", severity: .warning, source: .static, scope: "at the first narrowing assignment",
        rules: [.r3_5],
        summary: "The app-wide mask the app delegate returns is narrowed somewhere and never set back to its initial value.",
        details:
            "An app-wide lock that the app delegate returns is set to a mask narrower than its initial value, and no assignment gives back at least the initial orientations: every screen shown after the locked one stays locked. Checked only when every value assigned reads as a mask; an unread one may be the release.",
        triggering: [
            RuleExample(
                app: ExampleApp(delegateReturns: "OrientationLock.mask"),
                """
                import UIKit

                enum OrientationLock {
                    static var mask: UIInterfaceOrientationMask = .allButUpsideDown
                }

                class ScannerViewController: UIViewController {
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        OrientationLock.mask = .portrait
                        setNeedsUpdateOfSupportedInterfaceOrientations()
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
                    static var mask: UIInterfaceOrientationMask = .allButUpsideDown
                }

                class ScannerViewController: UIViewController {
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        OrientationLock.mask = .portrait
                        setNeedsUpdateOfSupportedInterfaceOrientations()
                    }

                    override func viewWillDisappear(_ animated: Bool) {
                        super.viewWillDisappear(animated)
                        OrientationLock.mask = .allButUpsideDown
                        setNeedsUpdateOfSupportedInterfaceOrientations()
                    }
                }
                """)
        ])
}
