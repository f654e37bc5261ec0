/// A controller: its index in the request's controller table, in 4 bytes. Typed so a controller cannot
/// be passed where a window, a scene or an event index is meant. Inside packed states `none` (-1) stands
/// for "no controller", so a node needs no `Optional` (whose tag byte would leave padding).
public struct ControllerID: Hashable, Sendable, BitwiseCopyable, Comparable {
    public var raw: Int32

    package static let none = ControllerID(raw: -1)

    init(raw: Int32) { self.raw = raw }
    /// The controller at `index` of the request's table.
    @inlinable public init(_ index: Int) { raw = Int32(truncatingIfNeeded: index) }
    /// A packed field's value: `none` for nil.
    init(_ id: ControllerID?) { self = id ?? .none }

    /// Its index in the request's controller table.
    @inlinable public var index: Int { Int(raw) }
    /// A packed field's controller, nil for `none`.
    var ref: ControllerID? { raw < 0 ? nil : self }

    public static func < (a: ControllerID, b: ControllerID) -> Bool { a.raw < b.raw }
}

/// Tables indexed by controller: the request's `[Controller]` and the state's `[ControllerNode]`.
public protocol ControllerIndexed {}
extension Controller: ControllerIndexed {}
extension ControllerNode: ControllerIndexed {}

extension Array where Element: ControllerIndexed {
    /// The controller `id` names.
    @inlinable public subscript(_ id: ControllerID) -> Element {
        get { self[id.index] }
        // In place, as the Int subscript: a get and a set would copy the element (its Strings) each time.
        _modify { yield &self[id.index] }
    }

    /// Every controller's id, in the table's order.
    @inlinable public var controllerIDs: some Sequence<ControllerID> { indices.lazy.map(ControllerID.init(_:)) }
}
