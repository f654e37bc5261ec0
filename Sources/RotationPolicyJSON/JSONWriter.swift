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
    public mutating func fragment(_ table: JSONFragments, _ index: Int) { unique().fragment(table, index) }
    public mutating func string(_ value: String) { unique().string(value) }
    public mutating func utf8String(_ bytes: [UInt8]) { unique().utf8String(bytes) }
    public mutating func int(_ value: Int) { unique().int(value) }
    public mutating func number(_ value: Double) { unique().number(value) }
    public mutating func bool(_ value: Bool) { unique().bool(value) }
    public mutating func null() { unique().null() }
    public mutating func beginString() { unique().beginString() }
    public mutating func stringPiece(_ utf8: UnsafeBufferPointer<UInt8>) { unique().stringPiece(utf8) }
    public mutating func plainPiece(_ utf8: UnsafeBufferPointer<UInt8>) { unique().plainPiece(utf8) }
    public mutating func endString() { unique().endString() }

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
public final class JSONByteSink: JSONSink, @unchecked Sendable {
    // The hot state sits behind a pointer and is read through computed properties: the encoders in other
    // modules inline the writing calls, and a class's stored `var` touched from another module is checked
    // for exclusive access at run time (callgrind: `swift_beginAccess` tripled the encoder's count).
    @usableFromInline struct State {
        @usableFromInline var base: UnsafeMutablePointer<UInt8>
        @usableFromInline var count = 0
        @usableFromInline var capacity: Int
        // Whether the container at each depth already holds an element (so the next needs a comma): one
        // bit per depth up to 64, `deepCommas` beyond. A `[Bool]` written on every value showed up in profiles.
        @usableFromInline var depth = 0
        @usableFromInline var commaBits: UInt64 = 0
        @usableFromInline var afterKey = false
        /// Where the string being written in pieces began (`beginString`).
        @usableFromInline var stringStart = 0
        /// Whether a piece of that string needs escaping: only pieces that may (`stringPiece`) are scanned.
        @usableFromInline var stringEscapes = false

        init(capacity: Int) {
            self.capacity = capacity
            base = .allocate(capacity: capacity)
        }

        init(borrowing buffer: UnsafeMutableBufferPointer<UInt8>) {
            capacity = buffer.count
            base = buffer.baseAddress!
        }
    }

    @usableFromInline let state: UnsafeMutablePointer<State>
    private var deepCommas: [Bool] = []

    @inlinable var base: UnsafeMutablePointer<UInt8> {
        get { state.pointee.base }
        set { state.pointee.base = newValue }
    }
    @inlinable var count: Int {
        get { state.pointee.count }
        set { state.pointee.count = newValue }
    }
    @inlinable var capacity: Int {
        get { state.pointee.capacity }
        set { state.pointee.capacity = newValue }
    }
    @inlinable var depth: Int {
        get { state.pointee.depth }
        set { state.pointee.depth = newValue }
    }
    @inlinable var commaBits: UInt64 {
        get { state.pointee.commaBits }
        set { state.pointee.commaBits = newValue }
    }
    @inlinable var stringStart: Int {
        get { state.pointee.stringStart }
        set { state.pointee.stringStart = newValue }
    }
    @inlinable var afterKey: Bool {
        get { state.pointee.afterKey }
        set { state.pointee.afterKey = newValue }
    }
    @inlinable var stringEscapes: Bool {
        get { state.pointee.stringEscapes }
        set { state.pointee.stringEscapes = newValue }
    }

    /// Whether `base` is this sink's own allocation; false while it writes into a caller's buffer.
    private var ownsBuffer = true

    package init(reservingCapacity capacity: Int) {
        state = .allocate(capacity: 1)
        state.initialize(to: State(capacity: max(capacity, 16)))
    }

    /// Writes into `buffer` (at least 16 bytes), which the caller owns and keeps alive until it has read
    /// `isInBorrowedBuffer` and `byteCount`: an answer written straight into the `[UInt8]` it is returned
    /// as, with no copy at the end (callgrind: the copy was 1.5 K instructions a request). Past the
    /// buffer's end the sink moves to memory of its own, as it grows any time.
    package init(borrowing buffer: UnsafeMutableBufferPointer<UInt8>) {
        precondition(buffer.count >= 16, "a borrowed buffer of fewer than 16 bytes")
        state = .allocate(capacity: 1)
        state.initialize(to: State(borrowing: buffer))
        ownsBuffer = false
    }

    /// Whether everything written is still in the buffer given to `init(borrowing:)`.
    package var isInBorrowedBuffer: Bool { !ownsBuffer }

    deinit {
        if ownsBuffer { base.deallocate() }
        state.deallocate()
    }

    package func copy() -> JSONByteSink {
        let copy = JSONByteSink(reservingCapacity: capacity)
        copy.base.initialize(from: base, count: count)
        copy.count = count
        copy.depth = depth
        copy.commaBits = commaBits
        copy.deepCommas = deepCommas
        copy.afterKey = afterKey
        copy.stringStart = stringStart
        copy.stringEscapes = stringEscapes
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

    @inlinable @inline(__always) public func beginObject() { open(UInt8(ascii: "{")) }
    @inlinable @inline(__always) public func endObject() { close(UInt8(ascii: "}")) }
    @inlinable @inline(__always) public func beginArray() { open(UInt8(ascii: "[")) }
    @inlinable @inline(__always) public func endArray() { close(UInt8(ascii: "]")) }

    public func key(_ key: String) {
        reserve(1)
        separate()
        var key = key
        key.withUTF8 { appendEscaped($0) }
        reserve(1)
        put(UInt8(ascii: ":"))
        afterKey = true
    }

    /// A key known at compile time that needs no escaping (every key of the contract): copied as is.
    // Inlined into the encoders with the key's length known there: the copy compiles to a few moves
    // instead of a call of `withUTF8Buffer`'s closure and `memcpy` (contract keys are ASCII literals).
    @inlinable @inline(__always) public func constantKey(_ key: StaticString) {
        let length = key.utf8CodeUnitCount
        reserve(length + 4)
        separate()
        let at = base + count
        at[0] = UInt8(ascii: "\"")
        (at + 1).update(from: key.utf8Start, count: length)
        at[length + 1] = UInt8(ascii: "\"")
        at[length + 2] = UInt8(ascii: ":")
        count += length + 3
        afterKey = true
    }

    @inlinable public var byteCount: Int { count }
    @inlinable public var writtenBytes: Int { count }

    package func encoded(_ bytes: UnsafeRawBufferPointer) { raw(bytes) }

    /// Value `index` of a table of precomputed values, copied as is.
    @inlinable @inline(__always) public func fragment(_ table: JSONFragments, _ index: Int) { raw(table.bytes(index)) }

    /// A precomputed value, copied as is.
    @inlinable public func fragment(_ fragment: JSONFragment) {
        fragment.bytes.withUnsafeBytes { raw($0) }
    }

    @inlinable public func string(_ value: String) {
        reserve(1)
        separate()
        value.withUTF8InPlace { appendEscaped($0) }
    }

    @inlinable public func utf8String(_ bytes: [UInt8]) {
        reserve(1)
        separate()
        bytes.withUnsafeBufferPointer { appendEscaped($0) }
    }

    @inlinable public func int(_ value: Int) {
        reserve(21)  // a comma, and Int.min has 19 digits and a sign
        separate()
        putDecimal(value)
    }

    /// Integral doubles are written without a fraction (`2`, not `2.0`); others in Swift's shortest form.
    public func number(_ value: Double) {
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

    @inlinable @inline(__always) public func bool(_ value: Bool) { raw(value ? "true" : "false") }

    @inlinable @inline(__always) public func null() { raw("null") }

    @inlinable @inline(__always) public func beginString() {
        reserve(2)
        separate()
        put(UInt8(ascii: "\""))
        stringStart = count
        stringEscapes = false
    }

    /// Copied as is, and scanned: a piece that needs escaping has the whole string escaped when it ends.
    @inlinable @inline(__always) public func stringPiece(_ utf8: UnsafeBufferPointer<UInt8>) {
        reserve(utf8.count)
        put(UnsafeRawBufferPointer(utf8))
        if Self.needsEscaping(utf8) { stringEscapes = true }
    }

    /// Copied as is, unscanned: the wording's own text, most of an answer's bytes. Scanning every piece
    /// was 1.5 K instructions a request (callgrind); debug builds still check that none needs escaping.
    @inlinable @inline(__always) public func plainPiece(_ utf8: UnsafeBufferPointer<UInt8>) {
        assert(!Self.needsEscaping(utf8), "a plain piece needs escaping: write it with stringPiece")
        reserve(utf8.count)
        put(UnsafeRawBufferPointer(utf8))
    }

    @inlinable public func endString() {
        if stringEscapes { escapeString() }
        reserve(1)
        put(UInt8(ascii: "\""))
    }

    /// Rewrites the string written since `beginString` escaped (a name from the request with a quote, a
    /// quoted UIKit text): rare, so it copies.
    @usableFromInline func escapeString() {
        let written = Array(UnsafeBufferPointer(start: base + stringStart, count: count - stringStart))
        count = stringStart
        written.withUnsafeBufferPointer { putEscapedContent($0) }
    }

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
    @inlinable @inline(__always) func separate() {
        if afterKey {
            afterKey = false
            return
        }
        if depth < 64 {
            let bit: UInt64 = 1 << UInt64(depth)
            if commaBits & bit != 0 { put(UInt8(ascii: ",")) } else { commaBits |= bit }
        } else {
            deepSeparate()
        }
    }

    @usableFromInline func deepSeparate() {
        let index = depth - 64
        if deepCommas[index] { put(UInt8(ascii: ",")) } else { deepCommas[index] = true }
    }

    @usableFromInline func deepOpen() { deepCommas.append(false) }
    @usableFromInline func deepClose() { deepCommas.removeLast() }

    @inlinable @inline(__always) func open(_ byte: UInt8) {
        reserve(2)
        separate()
        put(byte)
        depth += 1
        if depth < 64 { commaBits &= ~(1 << UInt64(depth)) } else { deepOpen() }
    }

    @inlinable @inline(__always) func close(_ byte: UInt8) {
        if depth >= 64 { deepClose() }
        depth -= 1
        reserve(1)
        put(byte)
    }

    /// A value whose bytes are known (a literal, a number's digits): a comma if needed, then the bytes.
    @inlinable @inline(__always) func raw(_ literal: StaticString) {
        raw(UnsafeRawBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    @inlinable @inline(__always) func raw(_ source: UnsafeRawBufferPointer) {
        reserve(source.count + 1)
        separate()
        put(source)
    }

    // MARK: strings

    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)

    /// A string's quotes and bytes, escaped where JSON needs it; the comma is already written.
    @inlinable func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        // Most strings need no escaping: find that out sixteen bytes at a time, then copy them in one go.
        guard !Self.needsEscaping(utf8) else { return appendEscapedSlowly(utf8) }
        reserve(utf8.count + 2)
        put(UInt8(ascii: "\""))
        put(UnsafeRawBufferPointer(utf8))
        put(UInt8(ascii: "\""))
    }

    /// Whether any byte is a control character, a quote or a backslash. Sixteen bytes per step, as vector
    /// compares (SSE2 on x86-64); the end of a string, and a string shorter than sixteen bytes, is read as
    /// two loads that overlap: a byte-at-a-time tail was over half of this scan's instructions (callgrind,
    /// most strings an answer writes are short names and words).
    @usableFromInline static func needsEscaping(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = utf8.baseAddress else { return false }
        let count = utf8.count
        if count >= 16 {
            // The constants made once, here: built inside a helper, `SIMD16(repeating:)` was not folded
            // and the scan cost three times the whole encoder (callgrind).
            let control = SIMD16<UInt8>(repeating: 0x20)
            let quote = SIMD16<UInt8>(repeating: 0x22)
            let backslash = SIMD16<UInt8>(repeating: 0x5C)
            // Whole chunks before the last; the last one ends at the end, overlapping bytes already read.
            let last = count - 16
            var offset = 0
            while offset < last {
                let chunk = UnsafeRawPointer(base + offset).loadUnaligned(as: SIMD16<UInt8>.self)
                if hits((chunk .< control) .| (chunk .== quote) .| (chunk .== backslash)) { return true }
                offset += 16
            }
            let chunk = UnsafeRawPointer(base + last).loadUnaligned(as: SIMD16<UInt8>.self)
            return hits((chunk .< control) .| (chunk .== quote) .| (chunk .== backslash))
        }
        if count >= 8 {
            return needsEscaping8(UnsafeRawPointer(base).loadUnaligned(as: UInt64.self))
                || needsEscaping8(UnsafeRawPointer(base + count - 8).loadUnaligned(as: UInt64.self))
        }
        if count >= 4 {
            // Two four-byte words, widened: the top four bytes are 0x20, which needs no escape.
            let pad: UInt64 = 0x2020_2020_0000_0000
            return needsEscaping8(UInt64(UnsafeRawPointer(base).loadUnaligned(as: UInt32.self)) | pad)
                || needsEscaping8(UInt64(UnsafeRawPointer(base + count - 4).loadUnaligned(as: UInt32.self)) | pad)
        }
        for offset in 0..<count where base[offset] < 0x20 || base[offset] == 0x22 || base[offset] == 0x5C { return true }
        return false
    }

    /// Whether any lane of a compare is set: the mask's sixteen bytes read as two words. The standard
    /// library's `any(_:)` is a call to a generic `min()` reduction here (callgrind: 0.4 K instructions
    /// a request in encode).
    @inline(__always) @usableFromInline static func hits(_ mask: SIMDMask<SIMD16<Int8>>) -> Bool {
        let words = unsafeBitCast(mask, to: SIMD2<UInt64>.self)
        return words[0] | words[1] != 0
    }

    /// SWAR over eight bytes: a byte below 0x20, or equal to 0x22 or 0x5C, sets its high bit. Exact as a
    /// yes or no (a borrow only spreads above a byte that is already found).
    @inline(__always) @usableFromInline static func needsEscaping8(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let below = (word &- ones &* 0x20) & ~word & highs
        let quote = word ^ (ones &* 0x22)
        let slash = word ^ (ones &* 0x5C)
        let isQuote = (quote &- ones) & ~quote & highs
        let isSlash = (slash &- ones) & ~slash & highs
        return below | isQuote | isSlash != 0
    }

    @usableFromInline func appendEscapedSlowly(_ utf8: UnsafeBufferPointer<UInt8>) {
        reserve(1)
        put(UInt8(ascii: "\""))
        putEscapedContent(utf8)
        reserve(1)
        put(UInt8(ascii: "\""))
    }

    /// A string's bytes escaped, without its quotes.
    @usableFromInline func putEscapedContent(_ utf8: UnsafeBufferPointer<UInt8>) {
        // At most six bytes per input byte (`\u001f`).
        reserve(utf8.count * 6)
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
    }

    // MARK: bytes (`put` does not check for room: callers `reserve` first)

    @inlinable @inline(__always) func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    @usableFromInline @inline(never) func grow(to needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        grown.initialize(from: base, count: count)
        if ownsBuffer { base.deallocate() }
        ownsBuffer = true
        base = grown
        capacity = newCapacity
    }

    @inlinable @inline(__always) func put(_ byte: UInt8) {
        base[count] = byte
        count += 1
    }

    @inlinable @inline(__always) func put(_ source: UnsafeRawBufferPointer) {
        guard let from = source.baseAddress, !source.isEmpty else { return }
        UnsafeMutableRawPointer(base + count).copyMemory(from: from, byteCount: source.count)
        count += source.count
    }

    /// A backslash and the letter after it (`\n`, `\"`, the `\u` of `\u001f`).
    @inlinable @inline(__always) func putEscape(_ letter: UInt8) {
        put(UInt8(ascii: "\\"))
        put(letter)
    }

    /// `value` in decimal; needs room for 20 bytes.
    @inlinable @inline(__always) func putDecimal(_ value: Int) {
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
