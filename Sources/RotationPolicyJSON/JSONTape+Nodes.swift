extension JSONTape {
    /// The tape's nodes: the block the parser wrote them into, owned by the tape from then on (no copy
    /// into an `Array`). Read like an array; reads are checked against the count. One reference wide,
    /// as an `Array` is: a tape is copied into every reader, and a three-word struct there cost decode
    /// 1.7 K instructions a request in outlined copies (callgrind).
    public struct Nodes: RandomAccessCollection, Sendable {
        @usableFromInline let storage: Storage

        init(_ storage: Storage) { self.storage = storage }

        @inlinable public var startIndex: Int { 0 }
        @inlinable public var endIndex: Int { storage.count }

        @inlinable @inline(__always) public subscript(index: Int) -> Node {
            precondition(index >= 0 && index < storage.count, "tape node index out of range")
            return storage.base[index]
        }
    }

    /// Owns the nodes' memory. Immutable once built, hence `@unchecked Sendable`.
    @usableFromInline final class Storage: @unchecked Sendable {
        @usableFromInline let base: UnsafeMutablePointer<Node>
        @usableFromInline let count: Int

        init(base: UnsafeMutablePointer<Node>, count: Int) {
            self.base = base
            self.count = count
        }

        convenience init(_ nodes: [Node]) {
            let base = UnsafeMutablePointer<Node>.allocate(capacity: max(nodes.count, 1))
            nodes.withUnsafeBufferPointer { base.initialize(from: $0.baseAddress!, count: $0.count) }
            self.init(base: base, count: nodes.count)
        }

        deinit {
            base.deinitialize(count: count)
            base.deallocate()
        }
    }
}
