import RotationPolicy
import RotationPolicyCLI
import RotationPolicyScan
import RotationPolicyWire

/// `kvcBesideGeometryRequest`: a KVC orientation set that still runs on iOS 16 or later beside the geometry request that does the turning there.
struct KVCBesideGeometryRequestRule: LintRule {
    static let description = RuleDescription(
        .kvcBesideGeometryRequest, name: "KVC orientation set beside a geometry request", severity: .info, source: .static,
        scope: "at every call site", rules: [.r3_10],
        summary:
            "UIDevice setValue(_:forKey: \"orientation\") that still runs on iOS 16 or later beside the geometry request that turns the screen there: it does nothing but log \"BUG IN CLIENT OF UIKIT\".",
        details:
            "A KVC orientation set that can run on iOS 16 or later (linked against the iOS 16 SDK or later) in a Swift function, or an app call of a helper, that also makes a `requestGeometryUpdate` able to run there. The request turns the screen; the set does nothing and UIKit logs \"BUG IN CLIENT OF UIKIT\" each time, so it is noise, not a broken rotation, and is reported as `info`. Move it into the `else` of `#available(iOS 16, *)`. A set with no such request is `kvcOrientation`: there nothing turns the screen on iOS 16+. The same `#available` branches as `kvcOrientation` keep it clean. Objective-C methods are not read for requests: their sets stay `kvcOrientation`.",
        triggering: [
            RuleExample(
                app: ExampleApp(deploymentTarget: "15.0"),
                """
                import UIKit

                class PlayerViewController: UIViewController {
                    func enterFullScreen() {
                        UIDevice.current.setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: "orientation")
                        if #available(iOS 16, *) {
                            view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight))
                        }
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
                    func enterFullScreen() {
                        if #available(iOS 16, *) {
                            view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight))
                        } else {
                            UIDevice.current.setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: "orientation")
                        }
                    }
                }
                """)
        ])
}

extension KVCBesideGeometryRequestRule: CallSiteRule {
    static func check(_ call: VersionedCall, in checks: ClassChecks) -> LintFinding? {
        guard case .kvcOrientation(let value) = call.kind, let request = call.besideGeometryRequest else { return nil }
        return LintFinding(
            kind: .kvcBesideGeometryRequest,
            message:
                "\(call.className): UIDevice setValue(\(value), forKey: \"orientation\")\(ClassChecks.via(call)) still runs on iOS 16 or later, where the geometry request at \(request.file):\(request.line) turns the screen and this set does nothing but log \"BUG IN CLIENT OF UIKIT\"; keep it only in the else of #available(iOS 16, *)",
            location: ClassChecks.location(call.at))
    }
}
