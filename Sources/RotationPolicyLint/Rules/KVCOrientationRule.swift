import RotationPolicy
import RotationPolicyCLI
import RotationPolicyScan

/// `kvcOrientation`: UIDevice setValue(_:forKey: "orientation") that can run on iOS 16 or later in an app linked against the iOS 16 SDK or later, where it no longer rotates.
struct KVCOrientationRule: LintRule {
    static let description = RuleDescription(
        .kvcOrientation, name: "KVC orientation set", severity: .warning, source: .static, scope: "at every call site", rules: [.r3_10],
        summary:
            "UIDevice setValue(_:forKey: \"orientation\") that can run on iOS 16 or later in an app linked against the iOS 16 SDK or later, where it no longer rotates.",
        details:
            "`UIDevice.current.setValue(_:forKey: \"orientation\")` (or `[[UIDevice currentDevice] setValue:… forKey:@\"orientation\"]`) that can run on iOS 16 or later, in an app linked against the iOS 16 SDK or later: it no longer rotates and UIKit logs \"BUG IN CLIENT OF UIKIT\". The app runs on iOS 16+ whatever its deployment target, so an iOS 15 app is flagged too. Lint assumes the newest SDK; `linkedSDK` in the configuration says otherwise, as `app.linkedSDK` does for the service. Not flagged inside the `else` of `if #available(iOS 16, *)` (or `@available`), the body of `guard #available(iOS 16, *) else`, or the branch of `#unavailable(iOS 16)`, nor in an Objective-C method its file calls only from such code, nor in code compiled only with an SDK older than iOS 16 (`#else` of `#if __IPHONE_OS_VERSION_MAX_ALLOWED >= 160000`). The key may be a constant of the same file (`let key = \"orientation\"`, `NSString *key = @\"orientation\";`). Use `requestGeometryUpdate` for the orientation the set asked for: the message names it (`requestGeometryUpdate(.iOS(interfaceOrientations: .portrait))` for a set of `UIInterfaceOrientation.portrait.rawValue`; a `UIDeviceOrientation` name or a raw number is a device orientation, so device `landscapeLeft` and `3` are interface `landscapeRight`), and only when the value is a variable does it say `requestGeometryUpdate` alone. A set beside a geometry request that can run on iOS 16+ (in the same Swift function or helper call) is `kvcBesideGeometryRequest` instead, since the screen does turn there. The call sites are read in methods and initializers of classes, Swift extensions and Objective-C categories, and in Swift structs, enums and free functions (`enum AppUtility { static func lock(…) }`); Objective-C C functions are not read. This check decides for every call it reads: the search's `setDeviceOrientationIgnored` warning at the same call is left out.",
        triggering: [
            RuleExample(
                app: ExampleApp(deploymentTarget: "15.0"),
                """
                import UIKit

                class PlayerViewController: UIViewController {
                    func enterFullScreen() {
                        UIDevice.current.setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: "orientation")
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

extension KVCOrientationRule: CallSiteRule {
    /// A KVC orientation set.
    static func check(_ call: VersionedCall, in checks: ClassChecks) -> LintFinding? {
        // Beside a geometry request the screen still turns: `kvcBesideGeometryRequest` says so.
        guard case .kvcOrientation(let value) = call.kind, call.besideGeometryRequest == nil else { return nil }
        // The replacement asks for the orientation the set asked for.
        let request = KVCOrientationValue.interfaceOrientation(value).map { "requestGeometryUpdate(.iOS(interfaceOrientations: .\($0)))" }
        return LintFinding(
            kind: .kvcOrientation,
            message:
                "\(call.className): UIDevice setValue(\(value), forKey: \"orientation\")\(ClassChecks.via(call)) does nothing on iOS 16 or later for an app linked against the iOS \(checks.linkedSDK) SDK; UIKit logs \"BUG IN CLIENT OF UIKIT\". Call \(request ?? "requestGeometryUpdate") on the window scene, and keep the KVC set only in the else of #available(iOS 16, *)",
            location: ClassChecks.location(call.at))
    }
}
