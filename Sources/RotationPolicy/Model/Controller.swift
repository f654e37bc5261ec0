/// One view controller of the simulated app, as a node of the request's controller table.
/// Links are indices, so the resolver walks and edits the hierarchy without reference types.
public struct Controller: Sendable {
    /// The request's id; empty when the request gave none (then the controller is named by its path).
    public var id: String
    public var kind: ControllerKind
    public var overrides: ControllerOverrides
    /// Navigation: the stack bottom → top; tab bar: the tabs; other kinds: child controllers.
    public var children: [ControllerID] = []
    /// Tab bar: the selected tab.
    public var selectedIndex = 0
    /// What this controller presents. Presentations hang on the root of a containment hierarchy,
    /// because UIKit presents full-screen styles from there.
    public var presentation: Presentation?

    /// The container this controller is a child of.
    public package(set) var parent: ControllerID?
    /// The top of its containment hierarchy (a window root or a presented controller), kept up to date
    /// so presentation lookups are O(1) instead of a walk up the parents.
    public package(set) var containmentRoot = ControllerID(0)
    /// The controller presenting this one.
    public package(set) var presenter: ControllerID?
    /// The window this controller is the root of.
    public package(set) var rootOf: WindowID?
    /// In some window's hierarchy right now. Controllers that events bring in start detached.
    public package(set) var attached = false
    /// Where the request declared it; its JSON path is derived from this only when needed, so deep
    /// trees do not store a long path string per node.
    public var origin: ControllerOrigin
    /// The preset it was filled in from, with how sure the catalogue is of it here (steps it decides
    /// carry that level).
    public var preset: PresetEvidence?

    public init(id: String, kind: ControllerKind, overrides: ControllerOverrides, origin: ControllerOrigin) {
        self.id = id
        self.kind = kind
        self.overrides = overrides
        self.origin = origin
    }

    /// The class UIKit prints for it: the request's `class`, else the UIKit class of its kind.
    public var className: String { overrides.className ?? kind.uikitClassName }

    /// UINavigationController.topViewController / UITabBarController.selectedViewController.
    var topChild: ControllerID? { children.last }
    var selectedChild: ControllerID? {
        children.indices.contains(selectedIndex) ? children[selectedIndex] : nil
    }
}

/// A UIWindow: its own root and its own orientation (R4).
public struct Window: Sendable {
    public var id: String
    public var key: Bool
    /// UIWindow.Level; higher is on top.
    public var level: Double
    public var root: ControllerID?
    public var path: String
    /// Added by an `addWindow` event rather than present at the start.
    public var addedByEvent: Bool
    /// The scene the window belongs to (0 without `scenes`).
    public var scene = SceneID.first
    /// `UIWindow.isHidden` at the start (or when an event adds it): listed, but neither rotates nor decides.
    public var hidden = false

    public init(id: String, key: Bool, level: Double, root: ControllerID?, path: String, addedByEvent: Bool) {
        self.id = id
        self.key = key
        self.level = level
        self.root = root
        self.path = path
        self.addedByEvent = addedByEvent
    }
}

/// Where a controller stands in the request, relative to the controller it was declared in. Values, not
/// paths: the wire spells a controller's JSON path only when an answer or an error names it (a path built
/// for every event-declared controller was about 0.8 K instructions a request, callgrind).
public enum ControllerOrigin: Sendable {
    /// A tree's top at a path the decoder gave: `$.root`, …
    case top(String)
    /// The root of the window declared at this path (`$.windows[1]`, the window's own); the wire adds
    /// `.root`, so the decoder keeps the window's path instead of building a second one.
    case windowRoot(String)
    /// The controller event `index` declares, in its `controller` member.
    case event(Int)
    case child(of: ControllerID, index: Int)
    case presented(by: ControllerID)
}

extension Array where Element == Controller {
    /// How many UTF-8 bytes the answer's name of a controller takes (its id, else its JSON path), counted
    /// from the origins without building the path: the answer's size estimate asks it for every step.
    /// The lengths are those of the wire's spelling (`ControllerPaths`); a test checks that they agree.
    func nameByteCount(_ ref: ControllerID) -> Int {
        if !self[ref].id.isEmpty { return self[ref].id.utf8.count }
        var bytes = 0
        var current = self[ref].origin
        while true {
            switch current {
            case .top(let base):
                return bytes + base.utf8.count
            case .windowRoot(let window):
                return bytes + window.utf8.count + Self.rootBytes
            case .event(let index):
                return bytes + Self.eventControllerBytes + Self.digits(index)
            case .child(let parent, let index):
                bytes += Self.childBytes + Self.digits(index)
                current = self[parent].origin
            case .presented(let presenter):
                bytes += Self.presentedBytes
                current = self[presenter].origin
            }
        }
    }

    /// `$.events[` and `].controller`; `.root`; `.children[` and `]`; `.presented.controller`.
    package static let eventControllerBytes = 21
    package static let rootBytes = 5
    package static let childBytes = 11
    package static let presentedBytes = 21

    private static func digits(_ value: Int) -> Int {
        var count = 1
        var rest = value
        while rest >= 10 {
            rest /= 10
            count += 1
        }
        return count
    }
}
