/// A parsed document as one flat array of nodes, in document order (a "tape", as simdjson calls it).
/// Decoding a request from the tape allocates nothing per value: keys are compared as bytes of the body
/// and strings become `String`s only when the decoder keeps them (ids, class names). Building a
/// `JSONValue` tree instead cost more than parsing itself (measured with callgrind: about a fifth of
/// all instructions went to allocating and freeing tree nodes).
///
/// Layout: a scalar is one node. An array is its node followed by its elements' subtrees. An object is
/// its node followed by, for each member, the key (a `.string` node) and the value's subtree. Every
/// node's `end` is the index just past its subtree, so siblings are reached without a scan.
public struct JSONTape {
    public enum Kind: UInt8, Sendable {
        case null, bool, number, string, array, object
    }

    public struct Node: Sendable {
        public var kind: Kind
        /// `.bool`: the value. `.string`: true when the string had escapes; its unescaped text is then
        /// `decoded[Int(start)]` instead of bytes of the body.
        public var flag: Bool
        /// `.array`: elements; `.object`: members.
        public var count: Int32
        /// Index of the node after this value's subtree.
        public var end: Int32
        /// `.string` without escapes: offset of its first byte in the body (after the opening quote);
        /// with escapes: index into `decoded`.
        public var start: Int32
        /// `.string`: UTF-8 length (of the unescaped text).
        public var length: Int32
        /// Offset in the body of the value's first byte (keys: 0), so a reader of a hand-written file
        /// can say the line. It sits in what was padding before `number`: the node stays 32 bytes.
        public var source: Int32 = 0
        /// `.number`: the value.
        public var number: Double

        public init(kind: Kind, flag: Bool = false, count: Int32 = 0, end: Int32 = 0, start: Int32 = 0, length: Int32 = 0, number: Double = 0) {
            self.kind = kind
            self.flag = flag
            self.count = count
            self.end = end
            self.start = start
            self.length = length
            self.number = number
        }
    }

    public let nodes: Nodes
    /// Unescaped text of strings that had escapes.
    public var decoded: [String]
    /// The body the tape was parsed from. Only valid while that buffer is: use the tape inside the
    /// `withUnsafeBytes` (or C callback) that produced it.
    public let body: UnsafeRawBufferPointer

    public init(nodes: [Node], decoded: [String], body: UnsafeRawBufferPointer) {
        self.init(nodes: Nodes(Storage(nodes)), decoded: decoded, body: body)
    }

    init(nodes: Nodes, decoded: [String], body: UnsafeRawBufferPointer) {
        self.nodes = nodes
        self.decoded = decoded
        self.body = body
    }

    // MARK: reading

    @inlinable @inline(__always) public func kind(_ index: Int) -> Kind { nodes[index].kind }
    @inlinable @inline(__always) public func end(_ index: Int) -> Int { Int(nodes[index].end) }
    @inlinable @inline(__always) public func count(_ index: Int) -> Int { Int(nodes[index].count) }
    @inlinable @inline(__always) public func isNull(_ index: Int) -> Bool { nodes[index].kind == .null }

    /// A `.string` node's text as a `String` (allocates for strings over 15 bytes).
    @inlinable public func string(_ index: Int) -> String {
        let node = nodes[index]
        if node.flag { return decoded[Int(node.start)] }
        return String(decoding: UnsafeRawBufferPointer(rebasing: body[Int(node.start)..<Int(node.start + node.length)]), as: UTF8.self)
    }

    /// Calls `body` with a `.string` node's UTF-8 bytes, without building a `String` for strings of the body.
    @inlinable @inline(__always)
    public func withUTF8<R>(_ index: Int, _ body: (UnsafeRawBufferPointer) -> R) -> R {
        let node = nodes[index]
        guard node.flag else { return body(UnsafeRawBufferPointer(start: self.body.baseAddress! + Int(node.start), count: Int(node.length))) }
        var text = decoded[Int(node.start)]
        return text.withUTF8 { body(UnsafeRawBufferPointer($0)) }
    }

    /// Whether a `.string` node's text is exactly `bytes`, without building a `String`.
    @inlinable public func string(_ index: Int, equals bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { string(index, equalsUTF8: $0) }
    }

    /// Whether a `.string` node's text is exactly `text`'s: the same UTF-8 bytes, as JSON compares
    /// strings (no Unicode normalization), without building a `String`.
    @inlinable @inline(__always)
    public func string(_ index: Int, equals text: String) -> Bool {
        // A native string's UTF-8 count is stored: most texts that differ are told apart before they are read.
        guard Int(nodes[index].length) == text.utf8.count else { return false }
        var equal = false
        text.withUTF8InPlace { equal = string(index, equalsUTF8: $0) }
        return equal
    }

    /// Whether a `.string` node's text (escapes decoded) is exactly the UTF-8 `bytes`.
    @inlinable @inline(__always)
    public func string(_ index: Int, equalsUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let node = nodes[index]
        // A node's length is that of its decoded text, escaped or not.
        guard Int(node.length) == bytes.count else { return false }
        if node.flag { return decoded[Int(node.start)].utf8.elementsEqual(bytes) }
        // Keys and ids are short (under 40 bytes): a plain loop beats a call into libc and needs no import.
        let start = Int(node.start)
        for offset in 0..<bytes.count where body[start + offset] != bytes[offset] { return false }
        return true
    }

    /// The element indices of an `.array` node, in order.
    @inlinable public func elements(_ index: Int) -> ElementIndices { ElementIndices(tape: self, first: index + 1, count: count(index)) }

    /// The (key, value) index pairs of an `.object` node, in document order.
    @inlinable public func members(_ index: Int) -> MemberIndices { MemberIndices(tape: self, first: index + 1, count: count(index)) }

    public struct ElementIndices: Sequence {
        @usableFromInline let tape: JSONTape
        @usableFromInline let first: Int
        @usableFromInline let count: Int

        @usableFromInline init(tape: JSONTape, first: Int, count: Int) {
            self.tape = tape
            self.first = first
            self.count = count
        }

        @inlinable public func makeIterator() -> Iterator { Iterator(tape: tape, cursor: first, remaining: count) }
        public struct Iterator: IteratorProtocol {
            @usableFromInline let tape: JSONTape
            @usableFromInline var cursor: Int
            @usableFromInline var remaining: Int

            @usableFromInline init(tape: JSONTape, cursor: Int, remaining: Int) {
                self.tape = tape
                self.cursor = cursor
                self.remaining = remaining
            }

            @inlinable public mutating func next() -> Int? {
                guard remaining > 0 else { return nil }
                remaining -= 1
                let element = cursor
                cursor = tape.end(element)
                return element
            }
        }
    }

    public struct MemberIndices: Sequence {
        @usableFromInline let tape: JSONTape
        @usableFromInline let first: Int
        @usableFromInline let count: Int

        @usableFromInline init(tape: JSONTape, first: Int, count: Int) {
            self.tape = tape
            self.first = first
            self.count = count
        }

        @inlinable public func makeIterator() -> Iterator { Iterator(tape: tape, cursor: first, remaining: count) }
        public struct Iterator: IteratorProtocol {
            @usableFromInline let tape: JSONTape
            @usableFromInline var cursor: Int
            @usableFromInline var remaining: Int

            @usableFromInline init(tape: JSONTape, cursor: Int, remaining: Int) {
                self.tape = tape
                self.cursor = cursor
                self.remaining = remaining
            }

            @inlinable public mutating func next() -> (key: Int, value: Int)? {
                guard remaining > 0 else { return nil }
                remaining -= 1
                let key = cursor
                cursor = tape.end(key + 1)
                return (key, key + 1)
            }
        }
    }
}
