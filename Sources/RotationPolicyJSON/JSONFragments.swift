/// Values written once at start-up and copied into answers by index: enum names, masks, confidence
/// objects. The bytes of all of them sit in one block, so writing one copies bytes and retains nothing
/// (callgrind: copying a `JSONFragment` out of a static array, with its array and tree, cost about 70
/// instructions, more than writing its bytes).
// @unchecked Sendable: the memory is written once in `init` and only read afterwards.
public final class JSONFragments: @unchecked Sendable {
    /// The values as trees, for `JSONTreeBuilder`.
    public let values: [JSONValue]
    @usableFromInline let text: UnsafeMutablePointer<UInt8>
    /// Where each value's bytes start in `text`, and past the last one's end.
    @usableFromInline let offsets: UnsafeMutablePointer<Int>

    public init(_ values: [JSONValue]) {
        self.values = values
        let encoded = values.map { JSONFragment($0).bytes }
        text = .allocate(capacity: max(encoded.reduce(0) { $0 + $1.count }, 1))
        offsets = .allocate(capacity: encoded.count + 1)
        var offset = 0
        for (index, bytes) in encoded.enumerated() {
            offsets[index] = offset
            (text + offset).initialize(from: bytes, count: bytes.count)
            offset += bytes.count
        }
        offsets[encoded.count] = offset
    }

    deinit {
        text.deallocate()
        offsets.deallocate()
    }

    /// The compact JSON bytes of value `index`.
    @inlinable public func bytes(_ index: Int) -> UnsafeRawBufferPointer {
        precondition(index >= 0 && index < values.count, "JSONFragments index out of range")
        return UnsafeRawBufferPointer(start: text + offsets[index], count: offsets[index + 1] - offsets[index])
    }
}
