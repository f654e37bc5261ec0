/// Strict RFC 8259 parser for request bodies, written for speed (Foundation's JSONDecoder costs about three
/// times as much) and for hostile input: every failure is a `RequestError` naming the JSONPath of the bad value.
///
/// - Exactly one value, optionally surrounded by space, tab, CR or LF. No byte order mark.
/// - Strings must be valid UTF-8 without raw control characters; escapes may not leave a lone surrogate.
/// - Numbers follow the RFC grammar; one too large for a `Double` is an `invalidRequest`.
/// - Duplicate keys are an `invalidRequest`. Keys compare as Swift `String`s (canonical equivalence),
///   the same way `JSONObject`'s subscript looks them up, so no two members can answer the same lookup.
/// - Nesting deeper than `maxDepth` (the top-level container is depth 1) and strings or keys longer than
///   `maxStringBytes` UTF-8 bytes after unescaping are `limitExceeded`.
///
/// Byte offsets in messages count from 0.
public enum JSONParser {
    public static func parse(
        _ bytes: UnsafeRawBufferPointer, maxDepth: Int, maxStringBytes: Int
    ) throws(RequestError) -> JSONValue {
        guard let base = bytes.baseAddress, bytes.count > 0 else {
            throw RequestError(.malformedJSON, path: "$", "the body is empty; expected a JSON value")
        }
        var parser = JSONParsing(base: base, count: bytes.count, maxDepth: maxDepth, maxStringBytes: maxStringBytes)
        return try parser.parseDocument()
    }

    public static func parse(
        _ bytes: [UInt8], maxDepth: Int, maxStringBytes: Int
    ) throws(RequestError) -> JSONValue {
        // `withUnsafeBytes` only rethrows untyped errors; a Result carries the typed one out.
        let result = bytes.withUnsafeBytes { raw in
            Result { () throws(RequestError) -> JSONValue in
                try parse(raw, maxDepth: maxDepth, maxStringBytes: maxStringBytes)
            }
        }
        return try result.get()
    }
}

/// One parse. Iterative, with explicit stacks instead of recursion, so the call stack stays flat whatever
/// the depth limit is set to, on any thread. The stacks also give the error path for free: it is read off
/// them only when an error is thrown, so the success path never builds a path.
struct JSONParsing {
    let input: UnsafeBufferPointer<UInt8>
    /// The same bytes, for word-sized loads.
    let base: UnsafeRawPointer
    let maxDepth: Int
    let maxStringBytes: Int
    /// Offset of the next unread byte.
    var index = 0
    /// Every open container, outermost first: `true` for an object, `false` for an array.
    var openIsObject: [Bool] = []
    /// Elements so far of every open array, outermost first. Each is moved out whole when it closes.
    var openArrays: [[JSONValue]] = []
    /// Members so far of every open object, outermost first.
    var openObjects: [[JSONObject.Member]] = []
    /// Per open object, the key whose value is being read.
    var pendingKeys: [String] = []
    /// Key sets of open objects with many members (by position in `openObjects`), so duplicate checks
    /// stay linear in hostile bodies.
    var largeObjectKeys: [Int: Set<String>] = [:]
    /// Reused buffer for strings that contain escapes.
    var scratch: [UInt8] = []

    /// Objects with this many members switch from scanning their keys to a set.
    static let linearKeyScanLimit = 12

    init(base: UnsafeRawPointer, count: Int, maxDepth: Int, maxStringBytes: Int) {
        // Bodies arrive as `char` or `UInt8` memory; UInt8 may alias either, so this binding is sound.
        input = UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: count)
        self.base = base
        self.maxDepth = maxDepth
        self.maxStringBytes = maxStringBytes
    }

    mutating func parseDocument() throws(RequestError) -> JSONValue {
        if input.count >= 3, input[0] == 0xEF, input[1] == 0xBB, input[2] == 0xBF {
            throw fail(.malformedJSON, "the body starts with a UTF-8 byte order mark; send JSON without one", child: false)
        }
        let value = try parseValueTree()
        skipWhitespace()
        if index < input.count {
            throw fail(.malformedJSON, "\(unexpected(at: index)); expected the end of the body after the JSON value", child: false)
        }
        return value
    }

    /// Parses one value and everything inside it.
    private mutating func parseValueTree() throws(RequestError) -> JSONValue {
        var value: JSONValue
        nextValue: while true {
            skipWhitespace()
            guard index < input.count else {
                let message = openIsObject.isEmpty ? "the body has no JSON value" : "\(unexpected(at: index)); expected a value"
                throw fail(.malformedJSON, message, child: true)
            }
            switch input[index] {
            case UInt8(ascii: "{"):
                try checkDepth()
                index += 1
                skipWhitespace()
                if index < input.count, input[index] == UInt8(ascii: "}") {
                    index += 1
                    value = .object(JSONObject())
                } else {
                    openIsObject.append(true)
                    openObjects.append(Self.emptyContainer())
                    pendingKeys.append("")
                    try parseKey()
                    continue nextValue
                }
            case UInt8(ascii: "["):
                try checkDepth()
                index += 1
                skipWhitespace()
                if index < input.count, input[index] == UInt8(ascii: "]") {
                    index += 1
                    value = .array([])
                } else {
                    openIsObject.append(false)
                    openArrays.append(Self.emptyContainer())
                    continue nextValue
                }
            case UInt8(ascii: "\""):
                value = .string(try parseString(isKey: false))
            case UInt8(ascii: "t"):
                try parseLiteral("true")
                value = .bool(true)
            case UInt8(ascii: "f"):
                try parseLiteral("false")
                value = .bool(false)
            case UInt8(ascii: "n"):
                try parseLiteral("null")
                value = .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                value = .number(try parseNumber())
            default:
                throw fail(.malformedJSON, "\(unexpected(at: index)); expected a value", child: true)
            }

            // Hand the finished value to its container, closing every container that ends right here.
            while let isObject = openIsObject.last {
                if isObject {
                    let top = openObjects.count - 1
                    openObjects[top].append(JSONObject.Member(key: pendingKeys[top], value: value))
                } else {
                    openArrays[openArrays.count - 1].append(value)
                }
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
                        value = closeContainer(isObject: isObject)
                        continue
                    }
                }
                let expected = isObject ? "expected ',' or '}' after an object member" : "expected ',' or ']' after an array element"
                throw fail(.malformedJSON, "\(unexpected(at: index)); \(expected)", child: false)
            }
            return value
        }
    }

    /// The container about to open would be one level deeper than every open one.
    private func checkDepth() throws(RequestError) {
        guard openIsObject.count < maxDepth else {
            throw fail(.limitExceeded, "nesting is deeper than \(maxDepth) arrays and objects (at byte \(index))", child: true)
        }
    }

    /// Reads `"key":` inside the innermost (object) container and records the key.
    private mutating func parseKey() throws(RequestError) {
        skipWhitespace()
        guard index < input.count, input[index] == UInt8(ascii: "\"") else {
            throw fail(.malformedJSON, "\(unexpected(at: index)); expected a string key", child: false)
        }
        let key = try parseString(isKey: true)
        let isDuplicate = isRepeated(key)
        pendingKeys[pendingKeys.count - 1] = key
        if isDuplicate {
            throw fail(.invalidRequest, "duplicate key \(Self.quoted(key))", child: true)
        }
        skipWhitespace()
        guard index < input.count, input[index] == UInt8(ascii: ":") else {
            throw fail(.malformedJSON, "\(unexpected(at: index)); expected ':' after the key", child: true)
        }
        index += 1
    }

    /// Whether the innermost object already has `key`; a large object also remembers it in its set.
    private mutating func isRepeated(_ key: String) -> Bool {
        let top = openObjects.count - 1
        guard openObjects[top].count >= Self.linearKeyScanLimit else {
            for member in openObjects[top] where member.key == key { return true }
            return false
        }
        if largeObjectKeys[top] == nil {
            largeObjectKeys[top] = Set(openObjects[top].lazy.map(\.key))
        }
        return !largeObjectKeys[top, default: []].insert(key).inserted
    }

    private mutating func closeContainer(isObject: Bool) -> JSONValue {
        openIsObject.removeLast()
        guard isObject else { return .array(openArrays.removeLast()) }
        if !largeObjectKeys.isEmpty { largeObjectKeys[openObjects.count - 1] = nil }
        pendingKeys.removeLast()
        return .object(JSONObject(openObjects.removeLast()))
    }

    /// Room for a few children up front: most request containers are small, and growing from empty
    /// would reallocate several times.
    private static func emptyContainer<Element>() -> [Element] {
        var container: [Element] = []
        container.reserveCapacity(4)
        return container
    }

    private mutating func parseLiteral(_ literal: StaticString) throws(RequestError) {
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
            throw fail(.malformedJSON, "invalid literal at byte \(index); expected \(literal)", child: true)
        }
        index += count
    }

    mutating func skipWhitespace() {
        while index < input.count {
            switch input[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): index += 1
            default: return
            }
        }
    }
}
