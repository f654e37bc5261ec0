/// The message of the per-request info line, built by hand into one byte buffer:
/// `request duration_ms=0.05 http.method=POST http.path=/v1/resolve http.status=200`.
///
/// The fields used to go as swift-log metadata, which the handler sorted and printed in this same order
/// and spelling. Per request that built a four-entry metadata dictionary, four interpolated strings, a
/// `Double` description and a sort: about 12 000 instructions under callgrind, more than the rest of the
/// HTTP layer. This makes the same text (the handler prints it unchanged) for about a tenth of that.
enum AccessLogLine {
    static func message(method: String, path: String, status: Int, seconds: Double) -> String {
        var line: [UInt8] = []
        line.reserveCapacity(96 + method.utf8.count + path.utf8.count)
        appendLiteral("request duration_ms=", to: &line)
        appendMilliseconds(seconds, to: &line)
        appendLiteral(" http.method=", to: &line)
        appendPrintable(method, to: &line)
        appendLiteral(" http.path=", to: &line)
        appendPrintable(path, to: &line)
        appendLiteral(" http.status=", to: &line)
        if status >= 0 { appendDecimal(UInt64(status), to: &line) } else { line.append(contentsOf: "\(status)".utf8) }
        return String(decoding: line, as: UTF8.self)
    }

    /// One copy of the literal's bytes: appending a `String`'s `utf8` went through the generic sequence
    /// path, about 170 instructions a literal under callgrind.
    @inline(__always)
    static func appendLiteral(_ text: StaticString, to line: inout [UInt8]) {
        line.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// `seconds` in milliseconds rounded to hundredths, spelled as `Double.description` spells
    /// `hundredths / 100` (`0.0`, `0.05`, `1.5`, `12.34`). Below 10^15 hundredths that spelling is the
    /// integer part, a dot and the hundredths without trailing zeros (at least one digit); beyond, or
    /// for a negative or non-finite value, `Double.description` itself is used.
    static func appendMilliseconds(_ seconds: Double, to line: inout [UInt8]) {
        let hundredths = (seconds * 1e5).rounded()
        guard hundredths.sign == .plus, hundredths < 1e15 else {
            line.append(contentsOf: "\(hundredths / 100)".utf8)
            return
        }
        let whole = UInt64(hundredths)
        appendDecimal(whole / 100, to: &line)
        line.append(UInt8(ascii: "."))
        let fraction = whole % 100
        line.append(UInt8(ascii: "0") + UInt8(fraction / 10))
        if fraction % 10 != 0 { line.append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
    }

    static func appendDecimal(_ value: UInt64, to line: inout [UInt8]) {
        guard value >= 10 else {
            line.append(UInt8(ascii: "0") + UInt8(value))
            return
        }
        appendDecimal(value / 10, to: &line)
        line.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// Client-controlled text as `RequestHandler.printable` shows it; the usual case (short, no control
    /// characters) is copied as it is.
    static func appendPrintable(_ text: String, to line: inout [UInt8]) {
        // Checked and copied as one buffer, in place (native strings are contiguous).
        let copied = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.count <= 256, !bytes.contains(where: { $0 < 0x20 || $0 == 0x7F }) else { return false }
            line.append(contentsOf: bytes)
            return true
        }
        if copied != true { line.append(contentsOf: RequestHandler.printable(text).utf8) }
    }
}
