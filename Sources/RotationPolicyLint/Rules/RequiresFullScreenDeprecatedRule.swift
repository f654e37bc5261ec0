import RotationPolicy
import RotationPolicyCLI

/// `requiresFullScreenDeprecated`: UIRequiresFullScreen is deprecated in iPadOS 26 and will be ignored: the app's scenes become resizable.
struct RequiresFullScreenDeprecatedRule: LintRule {
    static let description = RuleDescription(
        .requiresFullScreenDeprecated, name: "UIRequiresFullScreen deprecated", severity: .warning, source: .static, rules: [.r1_7],
        summary: "UIRequiresFullScreen is deprecated in iPadOS 26 and will be ignored: the app's scenes become resizable.",
        details:
            "`UIRequiresFullScreen` in an iPad app checked on iPadOS 26 or later: deprecated (TN3192) and to be ignored, so the app's scenes become resizable and its controllers' masks stop being asked. Reported at the Info.plist key or the build setting.",
        triggering: [
            RuleExample(
                app: ExampleApp(root: "ListViewController()", deviceFamily: "2", deploymentTarget: "17.0", requiresFullScreen: true),
                """
                import UIKit

                class ListViewController: UIViewController {}
                """)
        ],
        nonTriggering: [
            RuleExample(
                app: ExampleApp(
                    root: "ListViewController()", orientations: ["Portrait", "PortraitUpsideDown", "LandscapeLeft", "LandscapeRight"],
                    deviceFamily: "2", deploymentTarget: "17.0"),
                """
                import UIKit

                class ListViewController: UIViewController {}
                """)
        ])
}

extension RequiresFullScreenDeprecatedRule: ModelRule {
    /// `UIRequiresFullScreen` checked on iPadOS 26 or later (TN3192).
    static func check(_ app: ScannedApp, major: Int) -> [LintFinding] {
        guard major >= 26, app.app["idiom"]?.string == "pad", app.app["requiresFullScreen"]?.bool == true,
            let at = app.location("$.request.app.requiresFullScreen")
        else { return [] }
        return [
            LintFinding(
                kind: .requiresFullScreenDeprecated,
                message:
                    "UIRequiresFullScreen is deprecated in iPadOS 26 and will be ignored (TN3192): the app's scenes become resizable and UIKit stops asking its controllers for their masks. Support all orientations, or set UIRequiresFullScreenIgnoredStartingWithVersion",
                location: at)
        ]
    }
}
