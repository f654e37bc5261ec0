/// A strict RFC 8259 parser for spec and request files. Errors say line and column, because the files
/// are written by hand; it also records the line of every value for reports.
public struct JSONNodeParser {
    public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        public var line: Int
        public var column: Int
        public var message: String
        public var description: String { "line \(line), column \(column): \(message)" }
    }

    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0
    private var lines: [String: Int] = [:]
    static let maxDepth = 4096

    public static func parse(_ bytes: [UInt8]) throws(Failure) -> SourceDocument {
        var parser = JSONNodeParser(bytes: bytes)
        // A UTF-8 byte order mark is not JSON (RFC 8259 §8.1); say so instead of "unexpected character".
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { throw parser.failure("a byte order mark is not allowed in JSON") }
        parser.skipSpace()
        let root = try parser.value(path: "$")
        parser.skipSpace()
        guard parser.offset == bytes.count else { throw parser.failure("unexpected text after the JSON value") }
        return SourceDocument(root: root, lines: parser.lines)
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func failure(_ message: String) -> Failure {
        // Columns count characters, not bytes: skip UTF-8 continuation bytes.
        let column = bytes[lineStart..<min(offset, bytes.count)].filter { $0 & 0xC0 != 0x80 }.count + 1
        return Failure(line: line, column: column, message: message)
    }

    private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private mutating func skipSpace() {
        while let byte = current {
            switch byte {
            case 0x20, 0x09, 0x0D: offset += 1
            case 0x0A:
                offset += 1
                line += 1
                lineStart = offset
            default: return
            }
        }
    }

    private mutating func value(path: String) throws(Failure) -> JSONNode {
        lines[path] = line
        guard let byte = current else { throw failure("the input ends where a value was expected") }
        switch byte {
        case UInt8(ascii: "{"): return try object(path: path)
        case UInt8(ascii: "["): return try array(path: path)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        case UInt8(ascii: "'"): throw failure("strings must use double quotes")
        default: throw failure("unexpected character '\(Character(Unicode.Scalar(byte)))' where a value was expected")
        }
    }

    private mutating func literal(_ word: String, _ node: JSONNode) throws(Failure) -> JSONNode {
        let expected = Array(word.utf8)
        guard bytes[offset...].starts(with: expected) else { throw failure("unexpected word; expected \(word)") }
        offset += expected.count
        return node
    }

    private mutating func enter() throws(Failure) {
        depth += 1
        if depth > Self.maxDepth { throw failure("nested deeper than \(Self.maxDepth) levels") }
    }

    private mutating func object(path: String) throws(Failure) -> JSONNode {
        try enter()
        offset += 1
        var members: [JSONNode.Member] = []
        skipSpace()
        if current == UInt8(ascii: "}") {
            offset += 1
            depth -= 1
            return .object([])
        }
        while true {
            skipSpace()
            guard current == UInt8(ascii: "\"") else {
                throw failure(current == UInt8(ascii: "}") ? "trailing comma before '}'" : "expected a member name in double quotes")
            }
            let key = try string()
            skipSpace()
            guard current == UInt8(ascii: ":") else { throw failure("expected ':' after the member name") }
            offset += 1
            skipSpace()
            members.append(.init(key, try value(path: JSONPathText.child(path, key))))
            skipSpace()
            switch current {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "}"):
                offset += 1
                depth -= 1
                return .object(members)
            case nil: throw failure("the input ends inside an object; expected ',' or '}'")
            default: throw failure("expected ',' or '}' after an object member")
            }
        }
    }

    private mutating func array(path: String) throws(Failure) -> JSONNode {
        try enter()
        offset += 1
        var items: [JSONNode] = []
        skipSpace()
        if current == UInt8(ascii: "]") {
            offset += 1
            depth -= 1
            return .array([])
        }
        while true {
            skipSpace()
            if current == UInt8(ascii: "]") { throw failure("trailing comma before ']'") }
            items.append(try value(path: JSONPathText.index(path, items.count)))
            skipSpace()
            switch current {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"):
                offset += 1
                depth -= 1
                return .array(items)
            case nil: throw failure("the input ends inside an array; expected ',' or ']'")
            default: throw failure("expected ',' or ']' after an array element")
            }
        }
    }

    private mutating func number() throws(Failure) -> JSONNode {
        let start = offset
        func digits() -> Int {
            let first = offset
            while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { offset += 1 }
            return offset - first
        }
        if current == UInt8(ascii: "-") { offset += 1 }
        if current == UInt8(ascii: "0") {
            offset += 1
        } else if digits() == 0 {
            throw failure("invalid number")
        }
        if current == UInt8(ascii: ".") {
            offset += 1
            guard digits() > 0 else { throw failure("invalid number: digits expected after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            offset += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
            guard digits() > 0 else { throw failure("invalid number: digits expected in the exponent") }
        }
        return .number(String(decoding: bytes[start..<offset], as: UTF8.self))
    }

    private mutating func string() throws(Failure) -> String {
        offset += 1
        var scalars = String.UnicodeScalarView()
        var run = offset
        func flush() { scalars.append(contentsOf: String(decoding: bytes[run..<offset], as: UTF8.self).unicodeScalars) }
        while true {
            guard let byte = current else { throw failure("the input ends inside a string") }
            switch byte {
            case UInt8(ascii: "\""):
                flush()
                offset += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush()
                offset += 1
                guard let escape = current else { throw failure("the input ends inside a string") }
                offset += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"): scalars.append(try unicodeEscape())
                default:
                    offset -= 1
                    throw failure("invalid escape '\\\(Character(Unicode.Scalar(escape)))' in a string")
                }
                run = offset
            case 0..<0x20:
                throw failure("control character in a string (write it as an escape such as \\n)")
            default: offset += 1
            }
        }
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard offset + 4 <= bytes.count, let value = UInt32(String(decoding: bytes[offset..<offset + 4], as: UTF8.self), radix: 16)
        else { throw failure("\\u must be followed by four hex digits") }
        offset += 4
        return value
    }

    private mutating func unicodeEscape() throws(Failure) -> Unicode.Scalar {
        let first = try hex4()
        if (0xD800..<0xDC00).contains(first), bytes[offset...].starts(with: Array("\\u".utf8)) {
            offset += 2
            let second = try hex4()
            if (0xDC00..<0xE000).contains(second),
                let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
            {
                return scalar
            }
        }
        guard let scalar = Unicode.Scalar(first) else { throw failure("\\u escape is a lone surrogate") }
        return scalar
    }
}
