/// Streams compact JSON into a byte buffer. Commas are placed automatically; callers only say what comes
/// next. Faster than building a `JSONValue` tree and has no Foundation dependency.
public struct JSONWriter: Sendable {
    /// The bytes written so far (a copy: read it once, at the end).
    public var bytes: [UInt8] { storage.array(appending: nil) }
    // The output lives in a buffer this writer manages: each call reserves room once and then stores
    // bytes without the uniqueness and capacity checks `Array.append` makes per byte (callgrind: those
    // checks were half of the encoder's instructions). Copy-on-write keeps the value semantics.
    private var storage: JSONWriterStorage
    // Whether the container at each depth already holds an element (so the next needs a comma): one bit
    // per depth up to 64, an array beyond. A `[Bool]` written on every value showed up in profiles.
    private var depth = 0
    private var commaBits: UInt64 = 0
    private var deepCommas: [Bool] = []
    private var afterKey = false

    public init(reservingCapacity capacity: Int = 1024) {
        storage = JSONWriterStorage(capacity: capacity)
    }

    /// The bytes written so far and then `last`, in one new array (the answer and its final newline).
    public func bytes(appending last: UInt8) -> [UInt8] { storage.array(appending: last) }

    /// The storage, made unique and with room for `count` more bytes (and a comma).
    @inline(__always) private mutating func reserve(_ count: Int) -> JSONWriterStorage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        storage.reserve(count + 1)
        return storage
    }

    /// Writes the comma the next value needs, if any; room for it is reserved by `reserve`.
    @inline(__always) private mutating func separate(_ out: JSONWriterStorage) {
        if afterKey {
            afterKey = false
            return
        }
        if depth < 64 {
            let bit: UInt64 = 1 << UInt64(depth)
            if commaBits & bit != 0 { out.put(UInt8(ascii: ",")) } else { commaBits |= bit }
        } else {
            let index = depth - 64
            if deepCommas[index] { out.put(UInt8(ascii: ",")) } else { deepCommas[index] = true }
        }
    }

    @inline(__always) private mutating func open(_ byte: UInt8) {
        let out = reserve(1)
        separate(out)
        out.put(byte)
        depth += 1
        if depth < 64 { commaBits &= ~(1 << UInt64(depth)) } else { deepCommas.append(false) }
    }

    @inline(__always) private mutating func close(_ byte: UInt8) {
        if depth >= 64 { deepCommas.removeLast() }
        depth -= 1
        reserve(1).put(byte)
    }

    public mutating func beginObject() { open(UInt8(ascii: "{")) }
    public mutating func endObject() { close(UInt8(ascii: "}")) }
    public mutating func beginArray() { open(UInt8(ascii: "[")) }
    public mutating func endArray() { close(UInt8(ascii: "]")) }

    public mutating func key(_ key: String) {
        separate(reserve(0))
        appendEscaped(key)
        reserve(1).put(UInt8(ascii: ":"))
        afterKey = true
    }

    public mutating func string(_ value: String) {
        separate(reserve(0))
        appendEscaped(value)
    }

    public mutating func int(_ value: Int) {
        let out = reserve(20)  // Int.min has 19 digits and a sign
        separate(out)
        out.putDecimal(value)
    }

    /// Integral doubles are written without a fraction (`2`, not `2.0`); others in Swift's shortest form.
    public mutating func number(_ value: Double) {
        if value == 0, value.sign == .minus {
            raw("-0")  // Int64 would drop the sign the parser keeps
        } else if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            int(Int(value))
        } else if value.isFinite {
            var text = String(value)
            text.withUTF8 { raw(UnsafeRawBufferPointer($0)) }
        } else {
            raw("null")  // JSON has no NaN or infinity
        }
    }

    public mutating func bool(_ value: Bool) {
        raw(value ? "true" : "false")
    }

    public mutating func null() {
        raw("null")
    }

    /// A value whose bytes are known (a literal, a number's digits): a comma if needed, then the bytes.
    @inline(__always) private mutating func raw(_ literal: StaticString) {
        literal.withUTF8Buffer { raw(UnsafeRawBufferPointer($0)) }
    }

    @inline(__always) private mutating func raw(_ source: UnsafeRawBufferPointer) {
        let out = reserve(source.count)
        separate(out)
        out.put(source)
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
        key.withUTF8Buffer { utf8 in
            let out = reserve(utf8.count + 3)
            separate(out)
            out.put(UInt8(ascii: "\""))
            out.put(UnsafeRawBufferPointer(utf8))
            out.put(UInt8(ascii: "\""))
            out.put(UInt8(ascii: ":"))
        }
        afterKey = true
    }

    /// A precomputed value, copied as is.
    public mutating func fragment(_ fragment: JSONFragment) {
        fragment.bytes.withUnsafeBytes { raw($0) }
    }

    /// A string's quotes and bytes, escaped where JSON needs it; the comma is already written.
    private mutating func appendEscaped(_ string: String) {
        // Most strings need no escaping: find that out eight bytes at a time, then copy them in one go.
        var string = string
        let copied = string.withUTF8 { utf8 -> Bool in
            guard !Self.needsEscaping(utf8) else { return false }
            let out = reserve(utf8.count + 2)
            out.put(UInt8(ascii: "\""))
            out.put(UnsafeRawBufferPointer(utf8))
            out.put(UInt8(ascii: "\""))
            return true
        }
        if !copied { appendEscapedSlowly(string) }
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
        // At most six bytes per input byte (`\u001f`), plus the quotes.
        let out = reserve(string.utf8.count * 6 + 2)
        out.put(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.putEscape(byte)
            case UInt8(ascii: "\n"): out.putEscape(UInt8(ascii: "n"))
            case UInt8(ascii: "\r"): out.putEscape(UInt8(ascii: "r"))
            case UInt8(ascii: "\t"): out.putEscape(UInt8(ascii: "t"))
            case 0..<0x20:
                out.putEscape(UInt8(ascii: "u"))
                out.put(UInt8(ascii: "0"))
                out.put(UInt8(ascii: "0"))
                out.put(Self.hex[Int(byte >> 4)])
                out.put(Self.hex[Int(byte & 0xF)])
            default: out.put(byte)
            }
        }
        out.put(UInt8(ascii: "\""))
    }
}

/// The growable byte buffer behind `JSONWriter`. `put` does not check for room: callers `reserve` first.
/// Only ever mutated through a uniquely referenced writer (copy-on-write), hence `@unchecked Sendable`.
final class JSONWriterStorage: @unchecked Sendable {
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    func copy() -> JSONWriterStorage {
        let copy = JSONWriterStorage(capacity: capacity)
        copy.base.initialize(from: base, count: count)
        copy.count = count
        return copy
    }

    @inline(__always) func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    @inline(never) private func grow(to needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        grown.initialize(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = newCapacity
    }

    @inline(__always) func put(_ byte: UInt8) {
        base[count] = byte
        count += 1
    }

    @inline(__always) func put(_ source: UnsafeRawBufferPointer) {
        guard let from = source.baseAddress, !source.isEmpty else { return }
        UnsafeMutableRawPointer(base + count).copyMemory(from: from, byteCount: source.count)
        count += source.count
    }

    /// A backslash and the letter after it (`\n`, `\"`, the `\u` of `\u001f`).
    @inline(__always) func putEscape(_ letter: UInt8) {
        put(UInt8(ascii: "\\"))
        put(letter)
    }

    /// `value` in decimal; needs room for 20 bytes.
    @inline(__always) func putDecimal(_ value: Int) {
        var magnitude = value.magnitude
        if value < 0 { put(UInt8(ascii: "-")) }
        var digits = 1
        var probe = magnitude
        while probe >= 10 {
            probe /= 10
            digits += 1
        }
        var position = count + digits - 1
        repeat {
            base[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
            magnitude /= 10
            position -= 1
        } while magnitude != 0
        count += digits
    }

    func array(appending last: UInt8?) -> [UInt8] {
        let total = count + (last == nil ? 0 : 1)
        return [UInt8](unsafeUninitializedCapacity: total) { buffer, initialized in
            if count > 0 { buffer.baseAddress!.initialize(from: base, count: count) }
            if let last { buffer[count] = last }
            initialized = total
        }
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
