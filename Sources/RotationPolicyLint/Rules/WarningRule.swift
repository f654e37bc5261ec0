import RotationPolicy
import RotationPolicyCLI

/// `warning`: UIKit logs one of its orientation warnings on some path.
struct WarningRule: LintRule {
    static let description = RuleDescription(
        .warning, name: "UIKit orientation warning", severity: .warning, source: .explore, rules: [],
        summary: "UIKit logs one of its orientation warnings on some path.",
        details:
            "UIKit logs one of its orientation warnings on some path (e.g. a `UIDevice` orientation set that iOS 16 ignores). Reported at the line that makes UIKit log it.",
        triggering: [
            RuleExample(
                app: ExampleApp(root: "HomeViewController()", orientations: ["Portrait"], deviceFamily: "2", deploymentTarget: "17.0"),
                """
                import UIKit

                class HomeViewController: UIViewController {}
                """)
        ],
        nonTriggering: [
            RuleExample(
                app: ExampleApp(
                    root: "HomeViewController()", orientations: ["Portrait", "PortraitUpsideDown", "LandscapeLeft", "LandscapeRight"],
                    deviceFamily: "2", deploymentTarget: "17.0"),
                """
                import UIKit

                class HomeViewController: UIViewController {}
                """)
        ])
}
