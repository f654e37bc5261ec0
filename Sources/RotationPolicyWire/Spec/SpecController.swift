public import RotationPolicy

/// A value the scan read, and whether it holds only at some moments of the run (a run-time flag): the spec
/// keeps such a value, the request (`--format request`, literal values only) leaves it out.
public struct SpecValue<Value: Sendable>: Sendable {
    public var value: Value
    public var dynamic: Bool

    public init(_ value: Value, dynamic: Bool = false) {
        self.value = value
        self.dynamic = dynamic
    }
}

/// One override or setting of a scanned controller, as the request's controller object takes it.
public enum SpecField: Sendable, Equatable {
    case supportedOrientations(OrientationMask)
    case shouldAutorotate(Bool)
    case preferredOrientationForPresentation(InterfaceOrientation)
    case prefersStatusBarHidden(Bool)
    case forwarding(Forwarding)
    case selectedIndex(Int)

    /// Which member a field is, to ask whether a controller already has it.
    public enum Key: Sendable, Equatable {
        case supportedOrientations, shouldAutorotate, preferredOrientationForPresentation, prefersStatusBarHidden, forwarding
        case selectedIndex
    }

    public var key: Key {
        switch self {
        case .supportedOrientations: .supportedOrientations
        case .shouldAutorotate: .shouldAutorotate
        case .preferredOrientationForPresentation: .preferredOrientationForPresentation
        case .prefersStatusBarHidden: .prefersStatusBarHidden
        case .forwarding: .forwarding
        case .selectedIndex: .selectedIndex
        }
    }
}

/// A controller of a scanned app's spec: its class as printed (`Module.Class`), kind, fields in the
/// order they were read, children, and what it presents (from a hierarchy dump).
public struct SpecController: Sendable {
    public var id: String
    /// Nil for the placeholder root of an app whose root the scan could not find (listed as unresolved).
    public var className: String?
    public var kind: ControllerKind
    public var fields: [SpecValue<SpecField>] = []
    public var children: [SpecController] = []
    /// Zero or one: what the controller presents, with its style.
    public var presented: [SpecPresentation] = []

    public init(id: String, className: String?, kind: ControllerKind = .viewController) {
        self.id = id
        self.className = className
        self.kind = kind
    }

    public func has(_ key: SpecField.Key) -> Bool { fields.contains { $0.value.key == key } }

    /// This controller and its children, theirs and so on (not what it presents).
    public var count: Int { 1 + children.reduce(0) { $0 + $1.count } }
}

/// A presentation a hierarchy dump showed.
public struct SpecPresentation: Sendable {
    public var style: PresentationStyle
    public var controller: SpecController

    public init(style: PresentationStyle, controller: SpecController) {
        self.style = style
        self.controller = controller
    }
}
