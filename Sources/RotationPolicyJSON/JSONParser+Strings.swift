// Strings: UTF-8 validation, escapes and the length limit.
extension JSONParsing {
    /// Parses the string whose opening quote is at `index` and appends its node to the tape. Key errors
    /// are reported at the object, so an over-long or broken key is not repeated in the path.
    @inline(__always)
    mutating func parseString(isKey: Bool) throws(JSONError) {
        let input = self.input
        let open = index
        var i = open + 1
        // Fast path: no escapes, so the string is a slice of the input, validated while scanning.
        while true {
            i = skipPlainASCII(from: i)
            guard i < input.count else { break }
            let byte = input[i]
            if byte == UInt8(ascii: "\"") {
                let length = i - open - 1
                if length > maxStringBytes { throw tooLong(isKey: isKey, open: open) }
                index = i + 1
                nodes.append(
                    JSONTape.Node(
                        kind: .string, end: Int32(truncatingIfNeeded: nodes.count + 1),
                        start: Int32(truncatingIfNeeded: open + 1), length: Int32(truncatingIfNeeded: length)))
                return
            } else if byte == UInt8(ascii: "\\") {
                return try parseEscapedString(open: open, firstEscape: i, isKey: isKey)
            } else if byte < 0x20 {
                throw controlCharacter(at: i, isKey: isKey)
            } else {
                i = try validateUTF8(at: i, isKey: isKey)
            }
        }
        throw unterminated(open: open, isKey: isKey)
    }

    /// The offset of the first byte from `i` on that is a quote, a backslash, a control character or
    /// not ASCII (or the end). Tests eight bytes at a time: string scanning is most of the parse.
    @inline(__always)
    private func skipPlainASCII(from start: Int) -> Int {
        var i = start
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        while input.count - i >= 8 {
            let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt64.self))
            // A byte of `x` is zero when `(x - 1) & ~x` sets its high bit; `word - 0x20..` does the same
            // for bytes below 0x20, and `word` itself has the high bit of every non-ASCII byte. Borrows
            // only make false hits above a true one, so the lowest hit is the first special byte.
            let quotes = word ^ (ones &* 0x22)
            let backslashes = word ^ (ones &* 0x5C)
            let special =
                ((quotes &- ones) & ~quotes) | ((backslashes &- ones) & ~backslashes)
                | ((word &- ones &* 0x20) & ~word) | word
            let hits = special & highBits
            if hits != 0 { return i &+ hits.trailingZeroBitCount &>> 3 }
            i &+= 8
        }
        while i < input.count {
            let byte = input[i]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { break }
            i &+= 1
        }
        return i
    }

    /// The slow path: unescapes into `scratch`, copying unescaped runs in one piece, and keeps the text
    /// in `decoded`.
    private mutating func parseEscapedString(open: Int, firstEscape: Int, isKey: Bool) throws(JSONError) {
        let input = self.input
        scratch.removeAll(keepingCapacity: true)
        var runStart = open + 1
        var i = firstEscape
        while true {
            i = skipPlainASCII(from: i)
            guard i < input.count else { break }
            let byte = input[i]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 {
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: input[runStart..<i]))
                if byte == UInt8(ascii: "\"") {
                    if scratch.count > maxStringBytes { throw tooLong(isKey: isKey, open: open) }
                    index = i + 1
                    decoded.append(String(decoding: scratch, as: UTF8.self))
                    nodes.append(
                        JSONTape.Node(
                            kind: .string, flag: true, end: Int32(truncatingIfNeeded: nodes.count + 1),
                            start: Int32(truncatingIfNeeded: decoded.count - 1), length: Int32(truncatingIfNeeded: scratch.count)))
                    return
                }
                if byte < 0x20 { throw controlCharacter(at: i, isKey: isKey) }
                i = try unescape(at: i, isKey: isKey)
                runStart = i
            } else {
                i = try validateUTF8(at: i, isKey: isKey)
            }
        }
        throw unterminated(open: open, isKey: isKey)
    }

    /// Appends the character escaped at `i` (a backslash) to `scratch`; returns the offset after the escape.
    private mutating func unescape(at i: Int, isKey: Bool) throws(JSONError) -> Int {
        guard i + 1 < input.count else { throw endInEscape(at: i, isKey: isKey) }
        let simple: UInt8
        switch input[i + 1] {
        case UInt8(ascii: "\""): simple = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): simple = UInt8(ascii: "\\")
        case UInt8(ascii: "/"): simple = UInt8(ascii: "/")
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"): return try unescapeUnicode(at: i, isKey: isKey)
        default:
            throw fail(.malformed, "invalid escape '\\\(Self.printable(input[i + 1]))' at byte \(i)", child: !isKey)
        }
        scratch.append(simple)
        return i + 2
    }

    /// `\uXXXX`, or a `\uD8xx\uDCxx` surrogate pair; a lone surrogate has no UTF-8 form and is rejected.
    private mutating func unescapeUnicode(at i: Int, isKey: Bool) throws(JSONError) -> Int {
        let unit = try hex4(at: i, isKey: isKey)
        var scalar = unit
        var next = i + 6
        if unit >= 0xDC00, unit <= 0xDFFF {
            throw fail(.malformed, "lone low surrogate \\u\(Self.hex4Text(unit)) at byte \(i)", child: !isKey)
        }
        if unit >= 0xD800, unit <= 0xDBFF {
            let hasLow = next + 1 < input.count && input[next] == UInt8(ascii: "\\") && input[next + 1] == UInt8(ascii: "u")
            let low = hasLow ? try hex4(at: next, isKey: isKey) : 0
            guard low >= 0xDC00, low <= 0xDFFF else {
                throw fail(.malformed, "high surrogate \\u\(Self.hex4Text(unit)) at byte \(i) is not followed by a low surrogate", child: !isKey)
            }
            scalar = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            next += 6
        }
        appendUTF8(scalar)
        return next
    }

    /// The four hex digits of the `\u` escape whose backslash is at `i`.
    private func hex4(at i: Int, isKey: Bool) throws(JSONError) -> UInt32 {
        var unit: UInt32 = 0
        var k = i + 2
        while k < i + 6 {
            guard k < input.count else { throw endInEscape(at: i, isKey: isKey) }
            let byte = input[k]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte &- UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte &- UInt8(ascii: "a") &+ 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte &- UInt8(ascii: "A") &+ 10
            default:
                throw fail(.malformed, "invalid \\u escape at byte \(i): \(unexpected(at: k)); expected 4 hex digits", child: !isKey)
            }
            unit = unit << 4 | UInt32(digit)
            k += 1
        }
        return unit
    }

    private mutating func appendUTF8(_ scalar: UInt32) {
        switch scalar {
        case ..<0x80:
            scratch.append(UInt8(truncatingIfNeeded: scalar))
        case ..<0x800:
            scratch.append(0xC0 | UInt8(truncatingIfNeeded: scalar >> 6))
            scratch.append(0x80 | UInt8(truncatingIfNeeded: scalar) & 0x3F)
        case ..<0x10000:
            scratch.append(0xE0 | UInt8(truncatingIfNeeded: scalar >> 12))
            scratch.append(0x80 | UInt8(truncatingIfNeeded: scalar >> 6) & 0x3F)
            scratch.append(0x80 | UInt8(truncatingIfNeeded: scalar) & 0x3F)
        default:
            scratch.append(0xF0 | UInt8(truncatingIfNeeded: scalar >> 18))
            scratch.append(0x80 | UInt8(truncatingIfNeeded: scalar >> 12) & 0x3F)
            scratch.append(0x80 | UInt8(truncatingIfNeeded: scalar >> 6) & 0x3F)
            scratch.append(0x80 | UInt8(truncatingIfNeeded: scalar) & 0x3F)
        }
    }

    /// Checks the multi-byte UTF-8 sequence starting at `i` (Unicode Table 3-7: no overlongs, no encoded
    /// surrogates, nothing past U+10FFFF); returns the offset after it.
    private func validateUTF8(at i: Int, isKey: Bool) throws(JSONError) -> Int {
        let lead = input[i]
        var length = 0
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        var problem = ""
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            high = 0x9F
        case 0xF0:
            length = 4
            low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            high = 0x8F
        case 0x80...0xBF: problem = "a continuation byte without a lead byte"
        case 0xC0, 0xC1: problem = "an overlong encoding"
        default: problem = "a byte that never appears in UTF-8"
        }
        if length > 0 {
            if length > input.count - i {
                problem = "a sequence cut off by the end of the body"
            } else if input[i + 1] < low || input[i + 1] > high {
                problem =
                    switch lead {
                    case 0xE0 where input[i + 1] >= 0x80 && input[i + 1] < low: "an overlong encoding"
                    case 0xF0 where input[i + 1] >= 0x80 && input[i + 1] < low: "an overlong encoding"
                    case 0xED where input[i + 1] > high && input[i + 1] <= 0xBF: "an encoded surrogate"
                    case 0xF4 where input[i + 1] > high && input[i + 1] <= 0xBF: "a code point above U+10FFFF"
                    default: "a truncated sequence"
                    }
            } else {
                for k in (i + 2)..<(i + length) where input[k] & 0xC0 != 0x80 {
                    problem = "a truncated sequence"
                    break
                }
            }
        }
        guard !problem.isEmpty else { return i + length }
        throw fail(.malformed, "invalid UTF-8 at byte \(i): \(problem) (\(Self.hex(lead)))", child: !isKey)
    }

    private func tooLong(isKey: Bool, open: Int) -> JSONError {
        let what = isKey ? "object key" : "string"
        return fail(.limitExceeded, "\(what) at byte \(open) is longer than \(maxStringBytes) UTF-8 bytes", child: !isKey)
    }

    private func controlCharacter(at i: Int, isKey: Bool) -> JSONError {
        fail(.malformed, "unescaped control character \(Self.hex(input[i])) in a string at byte \(i)", child: !isKey)
    }

    private func unterminated(open: Int, isKey: Bool) -> JSONError {
        fail(.malformed, "unterminated string starting at byte \(open)", child: !isKey)
    }

    private func endInEscape(at i: Int, isKey: Bool) -> JSONError {
        fail(.malformed, "the body ends inside the escape at byte \(i)", child: !isKey)
    }

    static func printable(_ byte: UInt8) -> String {
        byte > 0x20 && byte < 0x7F ? String(Character(Unicode.Scalar(byte))) : hex(byte)
    }

    static func hex4Text(_ unit: UInt32) -> String {
        let digits = String(unit, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
