/// The parser's growable arrays (the tape's nodes, the open containers): a pointer, a count and a
/// capacity, written without the uniqueness check every write to an `Array` makes (a runtime call:
/// callgrind counted about 1.1 K instructions a request in those checks alone, most of the parse's
/// overhead). Not copyable, and freed by its owner: the nodes go to the tape (`JSONTape.Nodes`), the
/// rest with the parse.
struct ParseBuffer<Element>: ~Copyable {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private(set) var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 4)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        if count > 0 { base.deinitialize(count: count) }
        base.deallocate()
    }

    var isEmpty: Bool { count == 0 }

    @inline(__always) mutating func append(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    @inline(never) private mutating func grow() {
        let bigger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        bigger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity *= 2
    }

    @inline(__always) mutating func removeLast() -> Element {
        precondition(count > 0, "removeLast on an empty parse buffer")
        count -= 1
        return (base + count).move()
    }

    /// Indices come from the parser's own bookkeeping; they are checked in debug builds.
    @inline(__always) subscript(index: Int) -> Element {
        unsafeAddress {
            assert(index >= 0 && index < count, "parse buffer index \(index) out of 0..<\(count)")
            return UnsafePointer(base + index)
        }
        unsafeMutableAddress {
            assert(index >= 0 && index < count, "parse buffer index \(index) out of 0..<\(count)")
            return base + index
        }
    }

    /// Gives the elements' memory to `JSONTape.Nodes`, which frees it; the buffer is then gone.
    consuming func release() -> (base: UnsafeMutablePointer<Element>, count: Int) {
        let result = (base, count)
        discard self
        return result
    }
}
