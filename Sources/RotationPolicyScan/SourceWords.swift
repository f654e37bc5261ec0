import RotationPolicy
import RotationPolicyWire

/// The words both readers meet in Swift and Objective-C sources. Orientation, mask and style names are
/// the wire's own (`Vocabulary`, spelled once, at the edge); what is listed here is only what the
/// sources spell and the wire does not: UIKit's class names and the properties a container forwards to.
enum SourceWords {
    /// Each mask name the wire takes (`landscape`, `allButUpsideDown`, …) with the orientations it holds.
    static let maskNames: [String: Set<String>] = Dictionary(
        uniqueKeysWithValues: Vocabulary.masks.map { ($0.name, Set($0.mask.orientations.map(\.name))) })
    /// Interface orientations in UIKit's order.
    static let orientations = Vocabulary.interfaceOrientations
    /// `modalPresentationStyle` values.
    static let presentationStyles = Set(Vocabulary.styles)
    /// Forwarding words: the property a container asks, and the `forwarding` value it becomes.
    static let forwardTargets: [String: String] = [
        "topViewController": Forwarding.top.rawValue, "visibleViewController": Forwarding.visible.rawValue,
        "selectedViewController": Forwarding.selected.rawValue, "presentedViewController": Forwarding.presented.rawValue,
    ]
    /// UIKit controller classes by the request's `kind`.
    static let kinds: [String: String] = [
        "UINavigationController": ControllerKind.navigationController.rawValue, "UITabBarController": ControllerKind.tabBarController.rawValue,
        "UIPageViewController": ControllerKind.pageViewController.rawValue, "UISplitViewController": ControllerKind.splitViewController.rawValue,
    ]
    static let viewControllerClasses: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UIPageViewController", "UISplitViewController", "AVPlayerViewController",
        "UIHostingController", "UIImagePickerController", "UIAlertController", "UIActivityViewController",
        "SFSafariViewController", "UIDocumentPickerViewController", "UIReferenceLibraryViewController",
        "UIVideoEditorController", "PHPickerViewController", "UISearchController", "UIInputViewController",
        "GLKViewController", "MFMailComposeViewController", "FlutterViewController", "RCTRootViewController",
    ]

    /// The wire's name for a set of orientations, when it has one.
    static func canonicalMaskName(_ orientations: Set<String>) -> String? {
        Vocabulary.masks.first { Set($0.mask.orientations.map(\.name)) == orientations }?.name
    }

    static func lowerFirst(_ s: Substring) -> String { s.prefix(1).lowercased() + s.dropFirst() }
}
