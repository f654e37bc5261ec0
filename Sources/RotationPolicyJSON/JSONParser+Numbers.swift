// Numbers: the RFC 8259 grammar, converted without a String in the common cases.
extension JSONParsing {
    /// Exact powers of ten: every one up to 1e22 is representable in a Double.
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// Parses `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?` at `index`.
    mutating func parseNumber() throws(JSONError) -> Double {
        let input = self.input
        let start = index
        var i = index
        let isNegative = input[i] == UInt8(ascii: "-")
        if isNegative { i += 1 }

        // The digits without the decimal point, scaled by `exponent`. Past 19 significant digits the
        // number is no longer exact here and the text goes to the slow path instead.
        var significand: UInt64 = 0
        var significantDigits = 0
        var isExact = true
        var exponent = 0

        guard i < input.count, Self.isDigit(input[i]) else {
            throw fail(.malformed, "\(unexpected(at: i)); expected a digit after '-'", child: true)
        }
        if input[i] == UInt8(ascii: "0") {
            i += 1
            if i < input.count, Self.isDigit(input[i]) {
                throw fail(.malformed, "number at byte \(start) has a leading zero", child: true)
            }
        } else {
            while i < input.count, Self.isDigit(input[i]) {
                Self.accumulate(input[i], into: &significand, &significantDigits, &isExact)
                i += 1
            }
        }

        if i < input.count, input[i] == UInt8(ascii: ".") {
            i += 1
            guard i < input.count, Self.isDigit(input[i]) else {
                throw fail(.malformed, "\(unexpected(at: i)); expected a digit after the decimal point", child: true)
            }
            while i < input.count, Self.isDigit(input[i]) {
                Self.accumulate(input[i], into: &significand, &significantDigits, &isExact)
                exponent -= 1
                i += 1
            }
        }

        if i < input.count, input[i] | 0x20 == UInt8(ascii: "e") {
            i += 1
            var isNegativeExponent = false
            if i < input.count, input[i] == UInt8(ascii: "-") || input[i] == UInt8(ascii: "+") {
                isNegativeExponent = input[i] == UInt8(ascii: "-")
                i += 1
            }
            guard i < input.count, Self.isDigit(input[i]) else {
                throw fail(.malformed, "\(unexpected(at: i)); expected a digit in the exponent", child: true)
            }
            // Saturates: far beyond this every Double is 0 or infinity anyway, and Int cannot overflow.
            var explicitExponent = 0
            while i < input.count, Self.isDigit(input[i]) {
                if explicitExponent < 1_000_000 {
                    explicitExponent = explicitExponent * 10 + Int(input[i] &- UInt8(ascii: "0"))
                }
                i += 1
            }
            exponent += isNegativeExponent ? -explicitExponent : explicitExponent
        }
        index = i

        // Clinger's fast path: both operands are exact Doubles, so one IEEE operation rounds correctly.
        if isExact, significand <= 1 << 53, exponent >= -22, exponent <= 22 {
            var value = Double(significand)
            if exponent >= 0 {
                value *= Self.exactPowersOfTen[exponent]
            } else {
                value /= Self.exactPowersOfTen[-exponent]
            }
            return isNegative ? -value : value
        }
        return try convertSlowly(start..<i)
    }

    /// Long or extreme numbers: the standard library's correctly rounded conversion.
    private func convertSlowly(_ range: Range<Int>) throws(JSONError) -> Double {
        let text = String(decoding: UnsafeBufferPointer(rebasing: input[range]), as: UTF8.self)
        guard let value = Double(text) else {
            // Unreachable for text that passed the grammar above; reported rather than trapped.
            throw fail(.malformed, "number at byte \(range.lowerBound) could not be converted", child: true)
        }
        guard value.isFinite else {
            throw fail(.invalid, "number out of range at byte \(range.lowerBound)", child: true)
        }
        return value
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    /// Adds one digit while 19 significant digits (which always fit in a UInt64) are not yet reached.
    private static func accumulate(_ digit: UInt8, into significand: inout UInt64, _ digits: inout Int, _ isExact: inout Bool) {
        guard isExact else { return }
        guard digits < 19 else {
            isExact = false
            return
        }
        significand = significand * 10 + UInt64(digit &- UInt8(ascii: "0"))
        if significand != 0 { digits += 1 }
    }
}
