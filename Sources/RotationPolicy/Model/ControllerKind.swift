/// The UIKit class family of a controller node.
public enum ControllerKind: String, Sendable {
    case viewController
    case navigationController
    case tabBarController
    case pageViewController
    case splitViewController
    case container

    /// The class UIKit prints in messages when the request gives none (docs/rules.md#s7-e1).
    public var uikitClassName: String {
        switch self {
        case .viewController, .container: "UIViewController"
        case .navigationController: "UINavigationController"
        case .tabBarController: "UITabBarController"
        case .pageViewController: "UIPageViewController"
        case .splitViewController: "UISplitViewController"
        }
    }

    public var isContainer: Bool { self != .viewController }
}

/// How a subclass, category or container delegate answers the orientation questions for a controller.
public enum Forwarding: String, Hashable, Sendable {
    /// UIKit's default: the controller answers for itself; containers do not consult children (R2.4).
    case none
    /// navigationController → topViewController.
    case top
    /// navigationController → visibleViewController (a presented controller, else the top).
    case visible
    /// tabBarController → selectedViewController.
    case selected
    /// any container → its first child (custom roots, BLLandscape-style).
    case firstChild
    /// any controller → its presentedViewController while it presents one.
    case presented

    /// Whether a controller of `kind` can forward this way (api-contract "Validation rules").
    /// Every value in a fixed order, so a value fits in three bits of a state byte.
    static let ordered: [Forwarding] = [.none, .top, .visible, .selected, .firstChild, .presented]

    public func fits(_ kind: ControllerKind) -> Bool {
        switch self {
        case .none, .presented: true
        case .top, .visible: kind == .navigationController
        case .selected: kind == .tabBarController
        case .firstChild: kind.isContainer
        }
    }
}

/// The per-controller answers a request may override; nil means UIKit's default.
public struct ControllerOverrides: Hashable, Sendable {
    public var supportedOrientations: OrientationMask?
    public var shouldAutorotate: Bool?
    public var preferredOrientationForPresentation: InterfaceOrientation?
    /// A `preferredInterfaceOrientationForPresentation` that is no `UIInterfaceOrientation` (a mask
    /// constant returned by mistake): its raw value, 5 to 254. Set instead of the orientation.
    public var invalidPreferredRawValue: UInt8?
    public var prefersStatusBarHidden: Bool?
    public var forwarding: Forwarding = .none
    public var className: String?
    /// `prefersInterfaceOrientationLocked` (iOS 26+); nil = not overridden (NO).
    public var prefersInterfaceOrientationLocked: Bool?
    /// `childForInterfaceOrientationLock` (iOS 26+): the child whose lock preference counts, named the
    /// way `forwarding` names its target; `.none` = UIKit's default, the controller itself.
    public var childForInterfaceOrientationLock: Forwarding = .none

    public init() {}
}
