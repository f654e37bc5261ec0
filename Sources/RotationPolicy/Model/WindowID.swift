/// A window: its index in the request's window table, in 4 bytes. Typed so a window cannot be passed
/// where a controller, a scene or an event index is meant. Inside packed states `none` (-1) stands for
/// "no window", so a field needs no `Optional` (whose tag byte would leave padding).
public struct WindowID: Hashable, Sendable, BitwiseCopyable {
    public var raw: Int32

    package static let none = WindowID(raw: -1)

    init(raw: Int32) { self.raw = raw }
    /// The window at `index` of the request's table.
    @inlinable public init(_ index: Int) { raw = Int32(truncatingIfNeeded: index) }
    /// A packed field's value: `none` for nil.
    init(_ id: WindowID?) { self = id ?? .none }

    /// Its index in the request's window table.
    @inlinable public var index: Int { Int(raw) }
    /// A packed field's window, nil for `none`.
    var ref: WindowID? { raw < 0 ? nil : self }
}

/// Tables indexed by window: the request's `[Window]` and the state's `[WindowNode]`.
public protocol WindowIndexed {}
extension Window: WindowIndexed {}
extension WindowNode: WindowIndexed {}

extension Array where Element: WindowIndexed {
    /// The window `id` names.
    @inlinable public subscript(_ id: WindowID) -> Element {
        get { self[id.index] }
        // In place, as the Int subscript: a get and a set would copy the element (its Strings) each time.
        _modify { yield &self[id.index] }
    }

    /// Every window's id, in the table's order.
    @inlinable public var windowIDs: some Sequence<WindowID> { indices.lazy.map(WindowID.init(_:)) }
}
