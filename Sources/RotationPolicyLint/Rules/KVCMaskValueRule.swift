import RotationPolicy
import RotationPolicyCLI
import RotationPolicyScan

/// `kvcMaskValue`: a KVC orientation set whose value is a UIInterfaceOrientationMask, which no orientation is.
struct KVCMaskValueRule: LintRule {
    static let description = RuleDescription(
        .kvcMaskValue, name: "KVC orientation set of a mask", severity: .warning, source: .static, scope: "at every call site",
        rules: [.r3_10],
        summary:
            "UIDevice setValue(_:forKey: \"orientation\") given a UIInterfaceOrientationMask's raw value, which is a bit set and no orientation, where the set still rotates (below iOS 16).",
        details:
            "A KVC orientation set whose value is a `UIInterfaceOrientationMask` (`orientationMask.rawValue`, `UIInterfaceOrientationMask.landscape.rawValue`, `@(UIInterfaceOrientationMaskLandscape)`): a mask is a bit set, so `.landscapeLeft` is 16 and `.landscape` 24, values no `UIDeviceOrientation` has, and the screen does not turn to the orientation meant. The value is read as a mask from its text, from a local or parameter declared or made as one (`let mask = convertToMask(type)` where `convertToMask` returns `UIInterfaceOrientationMask`), or from a property or function of the same file that returns one. Checked at the versions where the set still rotates: below iOS 16, or on any version for an app linked against an SDK older than iOS 16. From iOS 16 the set does nothing whatever its value, which `kvcOrientation` reports. Pass a `UIInterfaceOrientation`'s raw value.",
        triggering: [
            RuleExample(
                app: ExampleApp(deploymentTarget: "15.0"),
                """
                import UIKit

                class PlayerViewController: UIViewController {
                    func lock(_ mask: UIInterfaceOrientationMask) {
                        UIDevice.current.setValue(mask.rawValue, forKey: "orientation")
                    }
                }
                """)
        ],
        nonTriggering: [
            RuleExample(
                app: ExampleApp(deploymentTarget: "15.0"),
                """
                import UIKit

                class PlayerViewController: UIViewController {
                    func lock(_ orientation: UIInterfaceOrientation) {
                        UIDevice.current.setValue(orientation.rawValue, forKey: "orientation")
                    }
                }
                """)
        ])
}

extension KVCMaskValueRule: CallSiteRule {
    /// Where a KVC set still rotates: below iOS 16, or linked against an older SDK.
    static func holds(on version: Int, for call: VersionedCall, in checks: ClassChecks) -> Bool {
        checks.canRun(call, version: version) && (version < 16 || checks.linkedSDK < 16)
    }

    static func check(_ call: VersionedCall, in checks: ClassChecks) -> LintFinding? {
        guard case .kvcOrientation(let value) = call.kind, call.valueIsMask else { return nil }
        return LintFinding(
            kind: .kvcMaskValue,
            message:
                "\(call.className): UIDevice setValue(\(value), forKey: \"orientation\")\(ClassChecks.via(call)) sets a UIInterfaceOrientationMask, a bit set that is no orientation (.landscape is 24), so the screen does not turn to the orientation meant; pass a UIInterfaceOrientation's raw value",
            location: ClassChecks.location(call.at))
    }
}
