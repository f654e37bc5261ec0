/// Byte strings made once (encoded values, words) packed into one block, read by index as buffers: no
/// array, and so no retain, per read (callgrind: a `[UInt8]` or a `String` taken out of a static array
/// cost more than copying its bytes).
// @unchecked Sendable: the memory is written once in `init` and only read afterwards.
public final class PackedBytes: @unchecked Sendable {
    public let count: Int
    @usableFromInline let text: UnsafeMutablePointer<UInt8>
    /// Where each string's bytes start in `text`, and past the last one's end.
    @usableFromInline let offsets: UnsafeMutablePointer<Int>

    public init(_ strings: [[UInt8]]) {
        count = strings.count
        text = .allocate(capacity: max(strings.reduce(0) { $0 + $1.count }, 1))
        offsets = .allocate(capacity: strings.count + 1)
        var offset = 0
        for (index, bytes) in strings.enumerated() {
            offsets[index] = offset
            (text + offset).initialize(from: bytes, count: bytes.count)
            offset += bytes.count
        }
        offsets[strings.count] = offset
    }

    deinit {
        text.deallocate()
        offsets.deallocate()
    }

    /// The bytes of string `index`.
    @inlinable public subscript(index: Int) -> UnsafeBufferPointer<UInt8> {
        precondition(index >= 0 && index < count, "PackedBytes index out of range")
        return UnsafeBufferPointer(start: text + offsets[index], count: offsets[index + 1] - offsets[index])
    }
}
