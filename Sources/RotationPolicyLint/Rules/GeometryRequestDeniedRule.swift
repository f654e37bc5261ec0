import RotationPolicy
import RotationPolicyCLI

/// `geometryRequestDenied`: requestGeometryUpdate's error handler gets UISceneErrorDomain 101 on some path.
struct GeometryRequestDeniedRule: LintRule {
    static let description = RuleDescription(
        .geometryRequestDenied, name: "Geometry request denied", severity: .warning, source: .explore, rules: [.r3_9],
        summary: "requestGeometryUpdate's error handler gets UISceneErrorDomain 101 on some path.",
        details:
            "`requestGeometryUpdate`'s error handler receives UISceneErrorDomain 101: the request asked for orientations the controllers do not allow. Reported at the call.",
        triggering: [
            RuleExample(
                app: ExampleApp(root: "ListViewController()"),
                """
                import UIKit

                class ListViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

                    func turn() {
                        view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight))
                    }
                }
                """)
        ],
        nonTriggering: [
            RuleExample(
                app: ExampleApp(root: "ListViewController()"),
                """
                import UIKit

                class ListViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

                    func turn() {
                        view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .portrait))
                    }
                }
                """)
        ])
}
