/// Streams compact JSON into a byte buffer. Commas are placed automatically; callers only say what comes
/// next. Faster than building a `JSONValue` tree and has no Foundation dependency.
public struct JSONWriter: Sendable {
    public private(set) var bytes: [UInt8]
    // Whether the container at each depth already holds an element (so the next needs a comma): one bit
    // per depth up to 64, an array beyond. A `[Bool]` written on every value showed up in profiles.
    private var depth = 0
    private var commaBits: UInt64 = 0
    private var deepCommas: [Bool] = []
    private var afterKey = false

    public init(reservingCapacity capacity: Int = 1024) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    @inline(__always) private mutating func separate() {
        if afterKey {
            afterKey = false
            return
        }
        if depth < 64 {
            let bit: UInt64 = 1 << UInt64(depth)
            if commaBits & bit != 0 { bytes.append(UInt8(ascii: ",")) } else { commaBits |= bit }
        } else {
            let index = depth - 64
            if deepCommas[index] { bytes.append(UInt8(ascii: ",")) } else { deepCommas[index] = true }
        }
    }

    @inline(__always) private mutating func open(_ byte: UInt8) {
        separate()
        bytes.append(byte)
        depth += 1
        if depth < 64 { commaBits &= ~(1 << UInt64(depth)) } else { deepCommas.append(false) }
    }

    @inline(__always) private mutating func close(_ byte: UInt8) {
        if depth >= 64 { deepCommas.removeLast() }
        depth -= 1
        bytes.append(byte)
    }

    public mutating func beginObject() { open(UInt8(ascii: "{")) }
    public mutating func endObject() { close(UInt8(ascii: "}")) }
    public mutating func beginArray() { open(UInt8(ascii: "[")) }
    public mutating func endArray() { close(UInt8(ascii: "]")) }

    public mutating func key(_ key: String) {
        separate()
        appendEscaped(key)
        bytes.append(UInt8(ascii: ":"))
        afterKey = true
    }

    public mutating func string(_ value: String) {
        separate()
        appendEscaped(value)
    }

    public mutating func int(_ value: Int) {
        separate()
        bytes.append(contentsOf: String(value).utf8)
    }

    /// Integral doubles are written without a fraction (`2`, not `2.0`); others in Swift's shortest form.
    public mutating func number(_ value: Double) {
        separate()
        if value == 0, value.sign == .minus {
            bytes.append(contentsOf: "-0".utf8)  // Int64 would drop the sign the parser keeps
        } else if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            bytes.append(contentsOf: String(Int64(value)).utf8)
        } else if value.isFinite {
            bytes.append(contentsOf: String(value).utf8)
        } else {
            bytes.append(contentsOf: "null".utf8)  // JSON has no NaN or infinity
        }
    }

    public mutating func bool(_ value: Bool) {
        separate()
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    public mutating func null() {
        separate()
        bytes.append(contentsOf: "null".utf8)
    }

    /// Writes a whole parsed value, members in their stored order.
    public mutating func value(_ value: JSONValue) {
        switch value {
        case .null: null()
        case .bool(let b): bool(b)
        case .number(let n): number(n)
        case .string(let s): string(s)
        case .array(let items):
            beginArray()
            for item in items { self.value(item) }
            endArray()
        case .object(let object):
            beginObject()
            for member in object.members {
                key(member.key)
                self.value(member.value)
            }
            endObject()
        }
    }

    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)

    /// A key known at compile time that needs no escaping (every key of the contract): copied as is.
    public mutating func constantKey(_ key: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        key.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        afterKey = true
    }

    /// A precomputed value, copied as is.
    public mutating func fragment(_ fragment: JSONFragment) {
        separate()
        bytes.append(contentsOf: fragment.bytes)
    }

    private mutating func appendEscaped(_ string: String) {
        bytes.append(UInt8(ascii: "\""))
        // Most strings need no escaping: find that out eight bytes at a time, then copy them in one go.
        var string = string
        let copied = string.withUTF8 { utf8 -> Bool in
            guard !Self.needsEscaping(utf8) else { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        if !copied { appendEscapedSlowly(string) }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Whether any byte is a control character, a quote or a backslash (SWAR: eight bytes per step).
    static func needsEscaping(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = utf8.baseAddress else { return false }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var offset = 0
        while offset + 8 <= utf8.count {
            let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
            // A byte below 0x20, or equal to 0x22 or 0x5C, sets its high bit in `found`.
            let below = (word &- ones &* 0x20) & ~word & highs
            let quote = word ^ (ones &* 0x22)
            let slash = word ^ (ones &* 0x5C)
            let isQuote = (quote &- ones) & ~quote & highs
            let isSlash = (slash &- ones) & ~slash & highs
            if below | isQuote | isSlash != 0 { return true }
            offset += 8
        }
        while offset < utf8.count {
            let byte = base[offset]
            if byte < 0x20 || byte == 0x22 || byte == 0x5C { return true }
            offset += 1
        }
        return false
    }

    private mutating func appendEscapedSlowly(_ string: String) {
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): appendEscape(byte)
            case UInt8(ascii: "\n"): appendEscape(UInt8(ascii: "n"))
            case UInt8(ascii: "\r"): appendEscape(UInt8(ascii: "r"))
            case UInt8(ascii: "\t"): appendEscape(UInt8(ascii: "t"))
            case 0..<0x20:
                appendEscape(UInt8(ascii: "u"))
                bytes.append(UInt8(ascii: "0"))
                bytes.append(UInt8(ascii: "0"))
                bytes.append(Self.hex[Int(byte >> 4)])
                bytes.append(Self.hex[Int(byte & 0xF)])
            default: bytes.append(byte)
            }
        }
    }

    /// A backslash and the letter after it (`\n`, `\"`, the `\u` of `\u001f`).
    private mutating func appendEscape(_ letter: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(letter)
    }
}

/// A value written once at start-up, reused as bytes by `JSONWriter` and as a tree by `JSONTreeBuilder`.
public struct JSONFragment: Sendable {
    public let bytes: [UInt8]
    public let value: JSONValue

    public init(_ value: JSONValue) {
        var writer = JSONWriter(reservingCapacity: 64)
        writer.value(value)
        self.bytes = writer.bytes
        self.value = value
    }
}
