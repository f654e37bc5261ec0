/// Two-space indented JSON for people (the scan's spec and model): the writer's compact bytes, re-indented
/// outside strings, so strings are escaped by the one escaper (`JSONByteSink`). Not on the answer path:
/// the service sends compact JSON.
extension JSONValue {
    public var prettyText: String {
        var writer = JSONWriter(reservingCapacity: 4096)
        writer.value(self)
        return String(decoding: JSONPretty.indent(writer.bytes), as: UTF8.self)
    }
}

enum JSONPretty {
    /// Empty containers stay `{}` and `[]`; a member is `"key": value`.
    static func indent(_ compact: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(compact.count * 2)
        var level = 0
        var inString = false
        var escaped = false
        func newline() {
            out.append(UInt8(ascii: "\n"))
            out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: level * 2))
        }
        var index = 0
        while index < compact.count {
            let byte = compact[index]
            index += 1
            if inString {
                out.append(byte)
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
                out.append(byte)
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                out.append(byte)
                // `{}` and `[]` stay on one line.
                if index < compact.count, compact[index] == UInt8(ascii: "}") || compact[index] == UInt8(ascii: "]") {
                    out.append(compact[index])
                    index += 1
                } else {
                    level += 1
                    newline()
                }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                level -= 1
                newline()
                out.append(byte)
            case UInt8(ascii: ","):
                out.append(byte)
                newline()
            case UInt8(ascii: ":"):
                out.append(byte)
                out.append(UInt8(ascii: " "))
            default:
                out.append(byte)
            }
        }
        return out
    }
}
