/// A growable array of plain values that the parser owns and frees itself (`release()`), for the tape
/// being written and the stack of open containers. An `Array` checks uniqueness on every append and
/// in-place write (callgrind: ~700 instructions per fixture request in `swift_isUniquelyReferenced`);
/// this does not. Only for trivial types (`JSONTape.Node`, `JSONParsing.Frame`): nothing is deinitialized.
struct ParserStack<Element: BitwiseCopyable> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    /// Frees the memory; the stack must not be used afterwards.
    func release() { base.deallocate() }

    var isEmpty: Bool { count == 0 }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count &+= 1
    }

    @inline(never)
    private mutating func grow() {
        let bigger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        bigger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity *= 2
    }

    @inline(__always)
    mutating func removeLast() -> Element {
        precondition(count > 0, "removeLast on an empty ParserStack")
        count &-= 1
        return base[count]
    }

    /// Checked like an array's subscript: the parser's indices are its own, but a slip must trap, not
    /// read or write outside the buffer.
    @inline(__always)
    subscript(index: Int) -> Element {
        unsafeAddress {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "ParserStack index out of range")
            return UnsafePointer(base + index)
        }
        nonmutating unsafeMutableAddress {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "ParserStack index out of range")
            return base + index
        }
    }

    @inline(__always)
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) -> R) -> R {
        body(UnsafeBufferPointer(start: base, count: count))
    }

    /// The elements as an array (one copy).
    var array: [Element] { Array(UnsafeBufferPointer(start: base, count: count)) }
}
