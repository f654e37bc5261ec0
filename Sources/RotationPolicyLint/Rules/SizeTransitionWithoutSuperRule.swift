import RotationPolicy
import RotationPolicyCLI
import RotationPolicyScan

/// `sizeTransitionWithoutSuper`: a container's viewWillTransition(to:with:) that never calls super's, so its
/// children never hear a rotation's size change.
struct SizeTransitionWithoutSuperRule: LintRule {
    static let description = RuleDescription(
        .sizeTransitionWithoutSuper, name: "Size transition without super", severity: .warning, source: .static,
        scope: "on every container class", rules: [.r2_5],
        summary: "A container's viewWillTransition(to:with:) that never calls super's: its children never hear the rotation's size change.",
        details:
            "A `viewWillTransition(to:with:)` override (Objective-C: `viewWillTransitionToSize:withTransitionCoordinator:`) that never calls super's, in a container: a subclass of `UINavigationController`, `UITabBarController`, `UIPageViewController` or `UISplitViewController`, or a class whose code embeds a child (`addChild`). UIKit's own implementation forwards the size change to the children, so on a rotation they keep the old size's layout. Reported at the override, on every iOS version. An override in a class with no children is left alone.",
        triggering: [
            RuleExample(
                "ChapterPagesViewController.swift",
                """
                import UIKit

                final class ChapterPagesViewController: UIPageViewController {
                    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                        coordinator.animate(alongsideTransition: { _ in self.view.setNeedsLayout() })
                    }
                }
                """)
        ],
        nonTriggering: [
            RuleExample(
                "ChapterPagesViewController.swift",
                """
                import UIKit

                final class ChapterPagesViewController: UIPageViewController {
                    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                        super.viewWillTransition(to: size, with: coordinator)
                        coordinator.animate(alongsideTransition: { _ in self.view.setNeedsLayout() })
                    }
                }
                """)
        ])
}

extension SizeTransitionWithoutSuperRule {
    static func finding(_ method: SkippedSizeTransition) -> LintFinding {
        let container =
            switch method.container {
            case .uikit(let kit): "a \(kit)"
            case .embeds(let name) where name == method.className: "whose code embeds child controllers"
            case .embeds(let name): "whose superclass \(name) embeds child controllers"
            }
        return LintFinding(
            kind: .sizeTransitionWithoutSuper,
            message:
                "\(method.className), \(container), overrides viewWillTransition(to:with:) without calling super: UIKit's implementation forwards the size change to the children, so on a rotation they never hear it and keep the old layout. Call super.viewWillTransition(to: size, with: coordinator) (every iOS version)",
            location: ClassChecks.location(method.at))
    }
}
