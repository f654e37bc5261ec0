import Testing

@testable import RotationPolicy

/// The explorer hashes and compares states as bytes, which is sound only when a node's bytes are all
/// fields: no padding between or after them (padding bytes are unspecified, so equal nodes could differ).
@Suite struct NodeLayoutTests {
    static func fieldBytes<T>(_ value: T) -> Int {
        Mirror(reflecting: value).children.reduce(0) { $0 + size(of: $1.value) }
    }

    static func size(of value: Any) -> Int {
        func open<T>(_ value: T) -> Int { MemoryLayout<T>.size }
        return _openExistential(value, do: open)
    }

    @Test func nodesHaveNoPadding() {
        let node = ControllerNode()
        #expect(Self.fieldBytes(node) == MemoryLayout<ControllerNode>.size)
        #expect(MemoryLayout<ControllerNode>.size == MemoryLayout<ControllerNode>.stride)
        #expect(Self.fieldBytes(OverrideBits()) == MemoryLayout<OverrideBits>.size)
        let window = WindowNode(orientation: .portrait, installed: true, key: false)
        #expect(Self.fieldBytes(window) == MemoryLayout<WindowNode>.size)
        #expect(MemoryLayout<WindowNode>.size == MemoryLayout<WindowNode>.stride)
        let globals = Globals(
            statusBarWindowID: WindowID(0), deviceOrientation: .portrait, physicalOrientation: .portrait, locked: false,
            delegateMask: 0xFF)
        #expect(Self.fieldBytes(globals) == MemoryLayout<Globals>.size)
        #expect(MemoryLayout<Globals>.size == MemoryLayout<Globals>.stride)
    }

    @Test func aNodeIsSmallAndPlain() {
        #expect(MemoryLayout<ControllerNode>.stride == 40)
        #expect(_isPOD(ControllerNode.self))
        #expect(_isPOD(SimulationState.self) == false)  // it holds two arrays; the nodes themselves are plain
    }
}
