import RotationPolicy
import RotationPolicyCLI
import RotationPolicyScan

/// `preferredOutsideMask`: preferredInterfaceOrientationForPresentation is outside the controller's own mask: presenting it throws (E2).
struct PreferredOutsideMaskRule: LintRule {
    static let description = RuleDescription(
        .preferredOutsideMask, name: "Preferred orientation outside the mask", severity: .crash, source: .static, scope: "on every controller class",
        rules: [.s7E2],
        summary: "preferredInterfaceOrientationForPresentation is outside the controller's own mask: presenting it throws (E2).",
        details:
            "`preferredInterfaceOrientationForPresentation` returns (in some branch) an orientation outside the same controller's mask (its override, or UIKit's default for the idiom), or `.unknown`/0: presenting it full screen throws E2. Reported at the `return`, naming the branch's condition. A class that sets its own `modalPresentationStyle` to a sheet or popover (`.pageSheet`, `.formSheet`, `.popover`, `.automatic`) crashes only where a presenter makes it full screen: the finding is then a warning.",
        triggering: [
            RuleExample(
                app: ExampleApp(),
                """
                import UIKit

                class PlayerViewController: UIViewController {
                    var isCompact = false

                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

                    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
                        isCompact ? .portrait : .landscapeRight
                    }
                }
                """)
        ],
        nonTriggering: [
            RuleExample(
                app: ExampleApp(),
                """
                import UIKit

                class PlayerViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

                    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
                }
                """)
        ])
}

extension PreferredOutsideMaskRule: ClassRule {
    /// Each branch of `preferredInterfaceOrientationForPresentation` outside the class's own mask, or
    /// `unknown`.
    static func check(_ overrides: ClassOverrides, in checks: ClassChecks, idiom: String, version: Int) -> [LintFinding] {
        var out: [LintFinding] = []
        let name = overrides.name
        let masks = checks.masks(overrides, idiom: idiom)
        if overrides.declared.contains("preferredInterfaceOrientationForPresentation") {
            // E2 needs a full-screen presentation: a class that presents itself as a sheet or popover
            // crashes only where a presenter changes its style, so that is a warning.
            let sheet = overrides.ownStyle.map { ["pageSheet", "formSheet", "popover", "automatic"].contains($0) } ?? false
            let severity: Severity = sheet ? .warning : .crash
            let style =
                sheet ? " (it sets modalPresentationStyle = .\(overrides.ownStyle!) itself: only a presenter that makes it .fullScreen crashes)" : ""
            for branch in overrides.preferred ?? [] {
                switch branch.value {
                case .unknownOrientation(let text):
                    out.append(
                        LintFinding(
                            kind: .preferredOutsideMask, severity: severity,
                            message:
                                "\(name).preferredInterfaceOrientationForPresentation returns \(text) (unknown)\(ClassChecks.when(branch)), which is no orientation: presenting it full screen throws UIApplicationInvalidInterfaceOrientation\(style)",
                            location: ClassChecks.location(branch.at)))
                case .orientations(let list) where list.count == 1:
                    let bit = ClassChecks.bits(list)
                    for (bits, maskBranch) in masks where bits & bit == 0 {
                        let maskWhen = maskBranch.map { ClassChecks.when($0) } ?? ""
                        let maskName =
                            maskBranch == nil
                            ? "UIKit's default for the \(idiom == "pad" ? "iPad" : "iPhone")" : "its own supportedInterfaceOrientations"
                        out.append(
                            LintFinding(
                                kind: .preferredOutsideMask, severity: severity,
                                message:
                                    "\(name).preferredInterfaceOrientationForPresentation returns \(list[0])\(ClassChecks.when(branch)), outside \(maskName) (\(StaticChecks.names(bits))\(maskWhen)): presenting it full screen throws UIApplicationInvalidInterfaceOrientation\(style)",
                                location: ClassChecks.location(branch.at)))
                    }
                default: break
                }
            }
        }
        return out
    }
}
