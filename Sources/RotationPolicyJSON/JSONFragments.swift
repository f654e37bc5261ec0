/// Values written once at start-up and copied into answers by index: enum names, masks, confidence
/// objects. The bytes of all of them sit in one block, so writing one copies bytes and retains nothing
/// (callgrind: copying a `JSONFragment` out of a static array, with its array and tree, cost about 70
/// instructions, more than writing its bytes).
public final class JSONFragments: Sendable {
    /// The values as trees, for `JSONTreeBuilder`.
    public let values: [JSONValue]
    @usableFromInline let packed: PackedBytes

    public init(_ values: [JSONValue]) {
        self.values = values
        packed = PackedBytes(values.map { JSONFragment($0).bytes })
    }

    /// The compact JSON bytes of value `index`.
    @inlinable public func bytes(_ index: Int) -> UnsafeRawBufferPointer { UnsafeRawBufferPointer(packed[index]) }
}
