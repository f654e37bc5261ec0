/// Strict RFC 8259 parser for request bodies, written for speed (Foundation's JSONDecoder costs about three
/// times as much) and for hostile input: every failure is a `JSONError` naming the JSONPath of the bad value.
///
/// - Exactly one value, optionally surrounded by space, tab, CR or LF. No byte order mark.
/// - Strings must be valid UTF-8 without raw control characters; escapes may not leave a lone surrogate.
/// - Numbers follow the RFC grammar; one too large for a `Double` is `invalid`.
/// - Duplicate keys are `invalid`. Keys compare by their exact UTF-8 bytes after unescaping
///   (`"\u0061"` repeats `"a"`; `"é"` and `"e\u0301"` are different keys).
/// - Nesting deeper than `maxDepth` (the top-level container is depth 1) and strings or keys longer than
///   `maxStringBytes` UTF-8 bytes after unescaping are `limitExceeded`.
///
/// `parseTape` is the parser; `parse` builds a `JSONValue` tree from its tape. Byte offsets in messages
/// count from 0.
public enum JSONParser {
    /// Parses `bytes` into a flat tape. The tape points into `bytes`: use it only while they are valid.
    public static func parseTape(
        _ bytes: UnsafeRawBufferPointer, maxDepth: Int, maxStringBytes: Int
    ) throws(JSONError) -> JSONTape {
        guard let base = bytes.baseAddress, bytes.count > 0 else {
            throw JSONError(.malformed, path: "$", "the body is empty; expected a JSON value")
        }
        // Tape offsets are Int32. Bodies this large never get past the body-size limit; rejected, not trapped.
        guard bytes.count <= Int(Int32.max) else {
            throw JSONError(.limitExceeded, path: "$", "the body is \(bytes.count) bytes; at most \(Int32.max) can be parsed")
        }
        var parser = JSONParsing(base: base, count: bytes.count, maxDepth: maxDepth, maxStringBytes: maxStringBytes)
        try parser.parseDocument()
        return parser.tape(body: bytes)
    }

    public static func parse(
        _ bytes: UnsafeRawBufferPointer, maxDepth: Int, maxStringBytes: Int
    ) throws(JSONError) -> JSONValue {
        try parseTape(bytes, maxDepth: maxDepth, maxStringBytes: maxStringBytes).value()
    }

    public static func parse(
        _ bytes: [UInt8], maxDepth: Int, maxStringBytes: Int
    ) throws(JSONError) -> JSONValue {
        // `withUnsafeBytes` only rethrows untyped errors; a Result carries the typed one out.
        let result = bytes.withUnsafeBytes { raw in
            Result { () throws(JSONError) -> JSONValue in
                try parse(raw, maxDepth: maxDepth, maxStringBytes: maxStringBytes)
            }
        }
        return try result.get()
    }
}

/// One parse. Iterative, with an explicit stack of open containers instead of recursion, so the call stack
/// stays flat whatever the depth limit is set to, on any thread. The stack also gives the error path for
/// free: it is read off the stack (and the keys on the tape) only when an error is thrown.
struct JSONParsing: ~Copyable {
    typealias Node = JSONTape.Node

    let input: UnsafeBufferPointer<UInt8>
    /// The same bytes, for word-sized loads.
    let base: UnsafeRawPointer
    let maxDepth: Int
    let maxStringBytes: Int
    /// Offset of the next unread byte.
    var index = 0
    /// The tape being written.
    var nodes: ParseBuffer<Node>
    /// Unescaped text of strings with escapes (`JSONTape.decoded`).
    var decoded: [String] = []
    /// Every open container, outermost first.
    var open = ParseBuffer<Frame>(capacity: 16)
    /// Key tables of open objects with many members (by position in `open`), so duplicate checks stay
    /// linear in hostile bodies.
    var largeObjectKeys: [Int: KeyTable] = [:]
    /// Reused buffer for strings that contain escapes.
    var scratch: [UInt8] = []

    struct Frame {
        /// Index of the container's node on the tape.
        var node: Int
        /// Finished elements or members.
        var count: Int
        /// Objects: tape index of the key whose value is being read (-1 before the first key).
        var key: Int
        var isObject: Bool
    }

    /// Open-addressing set of key node indices; a slot is -1 when empty.
    struct KeyTable {
        var slots: [Int32]
        var count = 0
    }

    /// Objects with this many members switch from scanning their keys to a hash table.
    static let linearKeyScanLimit = 12

    init(base: UnsafeRawPointer, count: Int, maxDepth: Int, maxStringBytes: Int) {
        // Bodies arrive as `char` or `UInt8` memory; UInt8 may alias either, so this binding is sound.
        input = UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: count)
        self.base = base
        self.maxDepth = maxDepth
        self.maxStringBytes = maxStringBytes
        // About one node per six bytes in request bodies; capped (8 MiB of nodes) so a huge body that is
        // mostly one long string does not reserve for nodes it never has: past the cap the array grows.
        nodes = ParseBuffer(capacity: min(count / 6 + 16, 1 << 18))
    }

    /// The finished tape, which takes the nodes' memory.
    consuming func tape(body: UnsafeRawBufferPointer) -> JSONTape {
        let decoded = decoded
        let (base, count) = nodes.release()
        return JSONTape(nodes: JSONTape.Nodes(JSONTape.Storage(base: base, count: count)), decoded: decoded, body: body)
    }

    mutating func parseDocument() throws(JSONError) {
        if input.count >= 3, input[0] == 0xEF, input[1] == 0xBB, input[2] == 0xBF {
            throw fail(.malformed, "the body starts with a UTF-8 byte order mark; send JSON without one", child: false)
        }
        try parseValueTree()
        skipWhitespace()
        if index < input.count {
            throw fail(.malformed, "\(unexpected(at: index)); expected the end of the body after the JSON value", child: false)
        }
    }

    /// Index of the node about to be appended, as stored in a node.
    @inline(__always) private var nextNode: Int32 { Int32(truncatingIfNeeded: nodes.count) }

    /// Parses one value and everything inside it onto the tape.
    private mutating func parseValueTree() throws(JSONError) {
        nextValue: while true {
            skipWhitespace()
            guard index < input.count else {
                let message = open.isEmpty ? "the body has no JSON value" : unexpectedValue()
                throw fail(.malformed, message, child: true)
            }
            let here = nodes.count
            let source = Int32(truncatingIfNeeded: index)
            switch input[index] {
            case UInt8(ascii: "{"):
                try checkDepth()
                index += 1
                skipWhitespace()
                if index < input.count, input[index] == UInt8(ascii: "}") {
                    index += 1
                    nodes.append(Node(kind: .object, end: nextNode + 1))
                } else {
                    // `count` and `end` are filled in when the object closes.
                    nodes.append(Node(kind: .object))
                    nodes[here].source = source  // set here: the loop goes on to the first member
                    open.append(Frame(node: here, count: 0, key: -1, isObject: true))
                    try parseKey()
                    continue nextValue
                }
            case UInt8(ascii: "["):
                try checkDepth()
                index += 1
                skipWhitespace()
                if index < input.count, input[index] == UInt8(ascii: "]") {
                    index += 1
                    nodes.append(Node(kind: .array, end: nextNode + 1))
                } else {
                    nodes.append(Node(kind: .array))
                    nodes[here].source = source
                    open.append(Frame(node: here, count: 0, key: -1, isObject: false))
                    continue nextValue
                }
            case UInt8(ascii: "\""):
                try parseString(isKey: false)
            case UInt8(ascii: "t"):
                try parseLiteral("true")
                nodes.append(Node(kind: .bool, flag: true, end: nextNode + 1))
            case UInt8(ascii: "f"):
                try parseLiteral("false")
                nodes.append(Node(kind: .bool, flag: false, end: nextNode + 1))
            case UInt8(ascii: "n"):
                try parseLiteral("null")
                nodes.append(Node(kind: .null, end: nextNode + 1))
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let number = try parseNumber()
                nodes.append(Node(kind: .number, end: nextNode + 1, number: number))
            default:
                throw fail(.malformed, unexpectedValue(), child: true)
            }
            nodes[here].source = source

            // The value is finished: count it in its container and close every container that ends here.
            while !open.isEmpty {
                let top = open.count - 1
                open[top].count += 1
                let isObject = open[top].isObject
                skipWhitespace()
                if index < input.count {
                    let byte = input[index]
                    if byte == UInt8(ascii: ",") {
                        index += 1
                        if isObject { try parseKey() }
                        continue nextValue
                    }
                    if byte == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                        index += 1
                        closeContainer()
                        continue
                    }
                }
                let expected = isObject ? "expected ',' or '}' after an object member" : "expected ',' or ']' after an array element"
                throw fail(.malformed, "\(unexpected(at: index)); \(expected)", child: false)
            }
            return
        }
    }

    /// The container about to open would be one level deeper than every open one.
    @inline(__always)
    private func checkDepth() throws(JSONError) {
        if open.count >= maxDepth { throw tooDeep() }
    }

    @inline(never)
    private func tooDeep() -> JSONError {
        fail(.limitExceeded, "nesting is deeper than \(maxDepth) arrays and objects (at byte \(index))", child: true)
    }

    private mutating func closeContainer() {
        let frame = open.removeLast()
        nodes[frame.node].count = Int32(truncatingIfNeeded: frame.count)
        nodes[frame.node].end = nextNode
        if !largeObjectKeys.isEmpty { largeObjectKeys[open.count] = nil }
    }

    /// Reads `"key":` inside the innermost (object) container and puts the key on the tape.
    @inline(__always)
    private mutating func parseKey() throws(JSONError) {
        skipWhitespace()
        guard index < input.count, input[index] == UInt8(ascii: "\"") else {
            throw fail(.malformed, unexpectedKey(), child: false)
        }
        let key = nodes.count
        try parseString(isKey: true)
        let top = open.count - 1
        open[top].key = key
        if isRepeated(key, inFrame: top) {
            throw fail(.invalid, "duplicate key \(Self.quoted(keyText(key)))", child: true)
        }
        skipWhitespace()
        guard index < input.count, input[index] == UInt8(ascii: ":") else {
            throw fail(.malformed, "\(unexpected(at: index)); expected ':' after the key", child: true)
        }
        index += 1
    }

    @inline(__always)
    private mutating func parseLiteral(_ literal: StaticString) throws(JSONError) {
        // `true`, `false`, `null`: their first four bytes as one word, then at most one more byte.
        let count = literal.utf8CodeUnitCount
        if count <= input.count - index, count >= 4 {
            let text = UnsafeRawPointer(literal.utf8Start)
            if base.loadUnaligned(fromByteOffset: index, as: UInt32.self) == text.loadUnaligned(as: UInt32.self),
                count == 4 || input[index + 4] == text.load(fromByteOffset: 4, as: UInt8.self)
            {
                index += count
                return
            }
        }
        try parseLiteralSlowly(literal)
    }

    @inline(never)
    private mutating func parseLiteralSlowly(_ literal: StaticString) throws(JSONError) {
        let count = literal.utf8CodeUnitCount
        let text = literal.utf8Start
        var matches = count <= input.count - index
        if matches {
            for k in 0..<count where input[index + k] != text[k] {
                matches = false
                break
            }
        }
        guard matches else {
            throw fail(.malformed, "invalid literal at byte \(index); expected \(literal)", child: true)
        }
        index += count
    }

    @inline(__always)
    mutating func skipWhitespace() {
        while index < input.count {
            let byte = input[index]
            // One compare for the usual case (compact bodies have no space at all).
            guard byte <= UInt8(ascii: " ") else { return }
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): index += 1
            default: return
            }
        }
    }
}
