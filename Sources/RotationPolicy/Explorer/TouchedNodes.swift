/// The nodes the explorer's working simulation wrote since it last loaded or put back a state, so that
/// `StateArena.differences` compares only those with the stored state. A class over one buffer: noting a
/// write costs a store, with no copy-on-write check, and clearing it costs nothing. Only the explorer's
/// one thread uses it, hence `@unchecked Sendable`.
final class TouchedNodes: @unchecked Sendable {
    private var indices: UnsafeMutablePointer<Int32>
    private var capacity = 16
    private(set) var count = 0

    init() { indices = .allocate(capacity: capacity) }

    deinit { indices.deallocate() }

    @inline(__always) func note(_ index: Int) {
        if count == capacity { grow() }
        indices[count] = Int32(truncatingIfNeeded: index)
        count &+= 1
    }

    @inline(__always) func clear() { count = 0 }

    /// The indices in ascending order (repeats kept): an event writes a few nodes, so insertion sort.
    func sorted() -> UnsafeBufferPointer<Int32> {
        var next = 1
        while next < count {
            let value = indices[next]
            var at = next
            while at > 0 && indices[at &- 1] > value {
                indices[at] = indices[at &- 1]
                at &-= 1
            }
            indices[at] = value
            next &+= 1
        }
        return UnsafeBufferPointer(start: indices, count: count)
    }

    private func grow() {
        let grown = UnsafeMutablePointer<Int32>.allocate(capacity: capacity * 2)
        grown.update(from: indices, count: count)
        indices.deallocate()
        indices = grown
        capacity *= 2
    }
}
