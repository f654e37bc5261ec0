/// Finds the members of a top-level JSON object as byte ranges, without parsing their values.
///
/// The fixture runner sends a fixture's `request` exactly as written: re-encoding it through
/// JSONSerialization would reorder keys (the resolver reports errors in document order) and fails on
/// fixtures nested deeper than Foundation's limit of 512 levels, which the depth-limit fixtures are.
/// Assumes well-formed JSON; returns nil when the text is not an object.
enum TopLevelJSONMembers {
    static func ranges(in bytes: [UInt8]) -> [String: Range<Int>]? {
        var index = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }  // a UTF-8 BOM in the file itself
        skipSpace(bytes, &index)
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return nil }
        index += 1
        var members: [String: Range<Int>] = [:]
        while true {
            skipSpace(bytes, &index)
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "}") { return members }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            let keyStart = index
            guard skipValue(bytes, &index) else { return nil }
            let key = String(decoding: bytes[(keyStart + 1)..<(index - 1)], as: UTF8.self)
            skipSpace(bytes, &index)
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
            index += 1
            skipSpace(bytes, &index)
            let valueStart = index
            guard skipValue(bytes, &index) else { return nil }
            members[key] = valueStart..<index
        }
    }

    private static func skipSpace(_ bytes: [UInt8], _ index: inout Int) {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    /// Moves past one value: a string, a bracketed container (strings inside respected) or a scalar.
    private static func skipValue(_ bytes: [UInt8], _ index: inout Int) -> Bool {
        guard index < bytes.count else { return false }
        switch bytes[index] {
        case UInt8(ascii: "\""):
            index += 1
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "\\") {
                    index += 2
                } else if bytes[index] == UInt8(ascii: "\"") {
                    index += 1
                    return true
                } else {
                    index += 1
                }
            }
            return false
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    guard skipValue(bytes, &index) else { return false }
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 {
                        index += 1
                        return true
                    }
                default: break
                }
                index += 1
            }
            return false
        default:
            let delimiters: [UInt8] = [UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0A, 0x0D]
            while index < bytes.count, !delimiters.contains(bytes[index]) { index += 1 }
            return true
        }
    }
}

extension TopLevelJSONMembers {
    /// The UTF-8 bytes of a JSON string literal. Hand-written because swift-corelibs-foundation's
    /// JSONSerialization silently drops a raw U+FEFF inside a string, and the BOM fixture needs it.
    static func decodeString(_ literal: ArraySlice<UInt8>) -> [UInt8]? {
        guard literal.count >= 2, literal.first == UInt8(ascii: "\""), literal.last == UInt8(ascii: "\"") else { return nil }
        let inner = Array(literal.dropFirst().dropLast())
        var output: [UInt8] = []
        var index = 0
        var pendingHighSurrogate: UInt32?
        while index < inner.count {
            let byte = inner[index]
            guard byte == UInt8(ascii: "\\") else {
                output.append(byte)
                index += 1
                continue
            }
            guard index + 1 < inner.count else { return nil }
            let escape = inner[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(escape)
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                guard index + 4 <= inner.count, let unit = UInt32(String(decoding: inner[index..<(index + 4)], as: UTF8.self), radix: 16)
                else { return nil }
                index += 4
                var scalarValue = unit
                if (0xD800...0xDBFF).contains(unit) {
                    pendingHighSurrogate = unit
                    continue
                }
                if (0xDC00...0xDFFF).contains(unit), let high = pendingHighSurrogate {
                    scalarValue = 0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00)
                }
                pendingHighSurrogate = nil
                guard let scalar = Unicode.Scalar(scalarValue) else { return nil }
                output.append(contentsOf: Array(String(Character(scalar)).utf8))
            default: return nil
            }
        }
        return output
    }
}
