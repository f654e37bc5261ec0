/// One view controller of the simulated app, as a node of the request's controller table.
/// Links are indices, so the resolver walks and edits the hierarchy without reference types.
public struct Controller: Sendable {
    public var id: String
    public var kind: ControllerKind
    public var overrides: ControllerOverrides
    /// Navigation: the stack bottom → top; tab bar: the tabs; other kinds: child controllers.
    public var children: [ControllerRef] = []
    /// Tab bar: the selected tab.
    public var selectedIndex = 0
    /// What this controller presents. Presentations hang on the root of a containment hierarchy,
    /// because UIKit presents full-screen styles from there.
    public var presentation: Presentation?

    /// The container this controller is a child of.
    public internal(set) var parent: ControllerRef?
    /// The controller presenting this one.
    public internal(set) var presenter: ControllerRef?
    /// The window this controller is the root of.
    public internal(set) var rootOf: WindowRef?
    /// In some window's hierarchy right now. Controllers that events bring in start detached.
    public internal(set) var attached = false
    /// Where the request declared it, for error messages.
    public var path: String

    public init(id: String, kind: ControllerKind, overrides: ControllerOverrides, path: String) {
        self.id = id
        self.kind = kind
        self.overrides = overrides
        self.path = path
    }

    /// The class UIKit prints for it: the request's `class`, else the UIKit class of its kind.
    public var className: String { overrides.className ?? kind.uikitClassName }

    /// UINavigationController.topViewController / UITabBarController.selectedViewController.
    var topChild: ControllerRef? { children.last }
    var selectedChild: ControllerRef? {
        children.indices.contains(selectedIndex) ? children[selectedIndex] : nil
    }
}

/// A UIWindow: its own root and its own orientation (R4).
public struct Window: Sendable {
    public var id: String
    public var key: Bool
    /// UIWindow.Level; higher is on top.
    public var level: Double
    public var root: ControllerRef?
    public var path: String
    /// Added by an `addWindow` event rather than present at the start.
    public var addedByEvent: Bool

    public init(id: String, key: Bool, level: Double, root: ControllerRef?, path: String, addedByEvent: Bool) {
        self.id = id
        self.key = key
        self.level = level
        self.root = root
        self.path = path
        self.addedByEvent = addedByEvent
    }
}
