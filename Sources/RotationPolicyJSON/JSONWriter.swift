/// Streams compact JSON into a byte buffer. Commas are placed automatically; callers only say what comes
/// next. Faster than building a `JSONValue` tree and has no Foundation dependency.
/// A value type over `JSONByteSink` (copy-on-write); hot encoders write into a `JSONByteSink` directly.
public struct JSONWriter: Sendable {
    private var sink: JSONByteSink

    public init(reservingCapacity capacity: Int = 1024) {
        sink = JSONByteSink(reservingCapacity: capacity)
    }

    /// The bytes written so far (a copy: read it once, at the end).
    public var bytes: [UInt8] { sink.bytes(appending: nil) }

    /// The bytes written so far and then `last`, in one new array (an answer and its final newline).
    public func bytes(appending last: UInt8) -> [UInt8] { sink.bytes(appending: last) }

    @inline(__always) private mutating func unique() -> JSONByteSink {
        if !isKnownUniquelyReferenced(&sink) { sink = sink.copy() }
        return sink
    }

    public mutating func beginObject() { unique().beginObject() }
    public mutating func endObject() { unique().endObject() }
    public mutating func beginArray() { unique().beginArray() }
    public mutating func endArray() { unique().endArray() }
    public mutating func key(_ key: String) { unique().key(key) }
    public mutating func constantKey(_ key: StaticString) { unique().constantKey(key) }
    public mutating func fragment(_ fragment: JSONFragment) { unique().fragment(fragment) }
    public mutating func string(_ value: String) { unique().string(value) }
    public mutating func utf8String(_ bytes: [UInt8]) { unique().utf8String(bytes) }
    public mutating func int(_ value: Int) { unique().int(value) }
    public mutating func number(_ value: Double) { unique().number(value) }
    public mutating func bool(_ value: Bool) { unique().bool(value) }
    public mutating func null() { unique().null() }

    /// Writes a whole parsed value, members in their stored order.
    public mutating func value(_ value: JSONValue) { unique().value(value) }

    /// A value already encoded as compact JSON by another writer, copied as is (after a comma if needed).
    public mutating func encoded(_ bytes: [UInt8]) { bytes.withUnsafeBytes { unique().encoded($0) } }

    /// Bytes written so far.
    public var count: Int { sink.byteCount }

    /// Whether any byte is a control character, a quote or a backslash.
    static func needsEscaping(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool { JSONByteSink.needsEscaping(utf8) }
}

/// The writer itself: a growable byte buffer plus the comma state. Each call reserves room once and then
/// stores bytes without the uniqueness and capacity checks `Array.append` makes per byte (callgrind: those
/// were half of the encoder's instructions). A class, so the response encoder writes into it with no
/// copy-on-write check per call; `JSONWriter` wraps it as a value. Only ever used by one thread at a time
/// (a writer is built, filled and read inside one call), hence `@unchecked Sendable`.
package final class JSONByteSink: JSONSink, @unchecked Sendable {
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int
    // Whether the container at each depth already holds an element (so the next needs a comma): one bit
    // per depth up to 64, an array beyond. A `[Bool]` written on every value showed up in profiles.
    private var depth = 0
    private var commaBits: UInt64 = 0
    private var deepCommas: [Bool] = []
    private var afterKey = false

    package init(reservingCapacity capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    package func copy() -> JSONByteSink {
        let copy = JSONByteSink(reservingCapacity: capacity)
        copy.base.initialize(from: base, count: count)
        copy.count = count
        copy.depth = depth
        copy.commaBits = commaBits
        copy.deepCommas = deepCommas
        copy.afterKey = afterKey
        return copy
    }

    /// The bytes written so far, then `last` if given, in one new array.
    package func bytes(appending last: UInt8?) -> [UInt8] {
        let total = count + (last == nil ? 0 : 1)
        return [UInt8](unsafeUninitializedCapacity: total) { buffer, initialized in
            if count > 0 { buffer.baseAddress!.initialize(from: base, count: count) }
            if let last { buffer[count] = last }
            initialized = total
        }
    }

    // MARK: JSONSink

    package func beginObject() { open(UInt8(ascii: "{")) }
    package func endObject() { close(UInt8(ascii: "}")) }
    package func beginArray() { open(UInt8(ascii: "[")) }
    package func endArray() { close(UInt8(ascii: "]")) }

    package func key(_ key: String) {
        reserve(1)
        separate()
        var key = key
        key.withUTF8 { appendEscaped($0) }
        reserve(1)
        put(UInt8(ascii: ":"))
        afterKey = true
    }

    /// A key known at compile time that needs no escaping (every key of the contract): copied as is.
    package func constantKey(_ key: StaticString) {
        key.withUTF8Buffer { utf8 in
            reserve(utf8.count + 4)
            separate()
            put(UInt8(ascii: "\""))
            put(UnsafeRawBufferPointer(utf8))
            put(UInt8(ascii: "\""))
            put(UInt8(ascii: ":"))
        }
        afterKey = true
    }

    package var byteCount: Int { count }
    package var writtenBytes: Int { count }

    package func encoded(_ bytes: UnsafeRawBufferPointer) { raw(bytes) }

    /// A precomputed value, copied as is.
    package func fragment(_ fragment: JSONFragment) {
        fragment.bytes.withUnsafeBytes { raw($0) }
    }

    package func string(_ value: String) {
        reserve(1)
        separate()
        var value = value
        value.withUTF8 { appendEscaped($0) }
    }

    package func utf8String(_ bytes: [UInt8]) {
        reserve(1)
        separate()
        bytes.withUnsafeBufferPointer { appendEscaped($0) }
    }

    package func int(_ value: Int) {
        reserve(21)  // a comma, and Int.min has 19 digits and a sign
        separate()
        putDecimal(value)
    }

    /// Integral doubles are written without a fraction (`2`, not `2.0`); others in Swift's shortest form.
    package func number(_ value: Double) {
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

    package func bool(_ value: Bool) { raw(value ? "true" : "false") }

    package func null() { raw("null") }

    /// Writes a whole parsed value, members in their stored order.
    package func value(_ value: JSONValue) {
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

    // MARK: structure

    /// Writes the comma the next value needs, if any; the caller has reserved room for it.
    @inline(__always) private func separate() {
        if afterKey {
            afterKey = false
            return
        }
        if depth < 64 {
            let bit: UInt64 = 1 << UInt64(depth)
            if commaBits & bit != 0 { put(UInt8(ascii: ",")) } else { commaBits |= bit }
        } else {
            let index = depth - 64
            if deepCommas[index] { put(UInt8(ascii: ",")) } else { deepCommas[index] = true }
        }
    }

    @inline(__always) private func open(_ byte: UInt8) {
        reserve(2)
        separate()
        put(byte)
        depth += 1
        if depth < 64 { commaBits &= ~(1 << UInt64(depth)) } else { deepCommas.append(false) }
    }

    @inline(__always) private func close(_ byte: UInt8) {
        if depth >= 64 { deepCommas.removeLast() }
        depth -= 1
        reserve(1)
        put(byte)
    }

    /// A value whose bytes are known (a literal, a number's digits): a comma if needed, then the bytes.
    @inline(__always) private func raw(_ literal: StaticString) {
        literal.withUTF8Buffer { raw(UnsafeRawBufferPointer($0)) }
    }

    @inline(__always) private func raw(_ source: UnsafeRawBufferPointer) {
        reserve(source.count + 1)
        separate()
        put(source)
    }

    // MARK: strings

    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)

    /// A string's quotes and bytes, escaped where JSON needs it; the comma is already written.
    private func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        // Most strings need no escaping: find that out eight bytes at a time, then copy them in one go.
        guard !Self.needsEscaping(utf8) else { return appendEscapedSlowly(utf8) }
        reserve(utf8.count + 2)
        put(UInt8(ascii: "\""))
        put(UnsafeRawBufferPointer(utf8))
        put(UInt8(ascii: "\""))
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

    private func appendEscapedSlowly(_ utf8: UnsafeBufferPointer<UInt8>) {
        // At most six bytes per input byte (`\u001f`), plus the quotes.
        reserve(utf8.count * 6 + 2)
        put(UInt8(ascii: "\""))
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): putEscape(byte)
            case UInt8(ascii: "\n"): putEscape(UInt8(ascii: "n"))
            case UInt8(ascii: "\r"): putEscape(UInt8(ascii: "r"))
            case UInt8(ascii: "\t"): putEscape(UInt8(ascii: "t"))
            case 0..<0x20:
                putEscape(UInt8(ascii: "u"))
                put(UInt8(ascii: "0"))
                put(UInt8(ascii: "0"))
                put(Self.hex[Int(byte >> 4)])
                put(Self.hex[Int(byte & 0xF)])
            default: put(byte)
            }
        }
        put(UInt8(ascii: "\""))
    }

    // MARK: bytes (`put` does not check for room: callers `reserve` first)

    @inline(__always) private func reserve(_ extra: Int) {
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

    @inline(__always) private func put(_ byte: UInt8) {
        base[count] = byte
        count += 1
    }

    @inline(__always) private func put(_ source: UnsafeRawBufferPointer) {
        guard let from = source.baseAddress, !source.isEmpty else { return }
        UnsafeMutableRawPointer(base + count).copyMemory(from: from, byteCount: source.count)
        count += source.count
    }

    /// A backslash and the letter after it (`\n`, `\"`, the `\u` of `\u001f`).
    @inline(__always) private func putEscape(_ letter: UInt8) {
        put(UInt8(ascii: "\\"))
        put(letter)
    }

    /// `value` in decimal; needs room for 20 bytes.
    @inline(__always) private func putDecimal(_ value: Int) {
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
