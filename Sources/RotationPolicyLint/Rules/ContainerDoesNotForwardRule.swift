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

extension ContainerDoesNotForwardRule: ModelRule {
    /// A container in the model's tree that does not forward hides its child's override.
    static func check(_ app: ScannedApp, major: Int) -> [LintFinding] {
        var findings: [LintFinding] = []
        // A delegate that answers the top controller's mask hears the child through the app's mask.
        guard app.app["delegateOrientations"]?.string != "topController" else { return findings }
        for (path, node) in app.controllerNodes {
            let name = node["class"]?.string ?? node["id"]?.string ?? path
            if let kind = node["kind"]?.string, StaticChecks.containerKinds.contains(kind), node["forwarding"] == nil {
                for (index, child) in (node["children"]?.items ?? []).enumerated() where child["supportedOrientations"] != nil {
                    let childPath = path + ".children[\(index)]"
                    guard let at = app.location(childPath + ".supportedOrientations") else { continue }
                    let childName = child["class"]?.string ?? child["id"]?.string ?? childPath
                    findings.append(
                        LintFinding(
                            kind: .containerDoesNotForward,
                            message:
                                "\(childName) overrides supportedInterfaceOrientations, but its container \(name) does not forward to its children: UIKit asks \(name), so this override is never heard",
                            location: at))
                }
            }
        }
        return findings
    }
}
