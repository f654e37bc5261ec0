import RotationPolicy
import RotationPolicyCLI
import RotationPolicyScan

/// `maskDisjointFromInfoPlist`: A supportedInterfaceOrientations override shares no orientation with Info.plist: UIKit throws when it decides (E1).
struct MaskDisjointFromInfoPlistRule: LintRule {
    static let description = RuleDescription(
        .maskDisjointFromInfoPlist, name: "Mask disjoint from Info.plist", severity: .crash, source: .static, scope: "on every controller class",
        rules: [.s7E1],
        summary: "A supportedInterfaceOrientations override shares no orientation with Info.plist: UIKit throws when it decides (E1).",
        details:
            "A `supportedInterfaceOrientations` override returns a mask (in some branch) that shares no orientation with the app's mask on an idiom: the app delegate's literal answer, else Info.plist's list for that idiom (`~ipad` on iPad). When that controller decides, UIKit throws E1. Reported at the `return`, with the idioms it holds on.",
        triggering: [
            RuleExample(
                app: ExampleApp(orientations: ["Portrait"]),
                """
                import UIKit

                class PlayerViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
                }
                """)
        ],
        nonTriggering: [
            RuleExample(
                app: ExampleApp(orientations: ["Portrait"]),
                """
                import UIKit

                class PlayerViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
                }
                """)
        ])
}

extension MaskDisjointFromInfoPlistRule: ClassRule {
    /// Each branch of a `supportedInterfaceOrientations` override that shares no orientation with the
    /// app's mask on `idiom`.
    static func check(_ overrides: ClassOverrides, in checks: ClassChecks, idiom: String, version: Int) -> [LintFinding] {
        var out: [LintFinding] = []
        let name = overrides.name
        let (appMask, appSource) = checks.appMask(idiom: idiom)
        let masks = checks.masks(overrides, idiom: idiom)
        if overrides.declared.contains("supportedInterfaceOrientations") {
            for (bits, branch) in masks where bits & appMask == 0 {
                guard let branch else { continue }
                out.append(
                    LintFinding(
                        kind: .maskDisjointFromInfoPlist,
                        message:
                            "\(name).supportedInterfaceOrientations returns \(StaticChecks.names(bits))\(ClassChecks.when(branch)), which has no orientation in common with \(appSource) (\(StaticChecks.names(appMask))): when it decides, UIKit throws UIApplicationInvalidInterfaceOrientation",
                        location: ClassChecks.location(branch.at)))
            }
        }
        return out
    }
}
