extension JSONNode {
    /// Compact JSON text, members in stored order.
    public var compact: String {
        var out = ""
        write(into: &out, indent: nil, level: 0)
        return out
    }

    /// Two-space indented JSON text, as the API's own examples and the golden files are written.
    public var pretty: String {
        var out = ""
        write(into: &out, indent: "  ", level: 0)
        return out
    }

    public var bytes: [UInt8] { Array(compact.utf8) }

    private func write(into out: inout String, indent: String?, level: Int) {
        let newline = indent.map { "\n" + String(repeating: $0, count: level + 1) } ?? ""
        let closing = indent.map { "\n" + String(repeating: $0, count: level) } ?? ""
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let text): out += text
        case .string(let text): JSONNode.appendQuoted(text, to: &out)
        case .array(let items) where items.isEmpty: out += "[]"
        case .object(let members) where members.isEmpty: out += "{}"
        case .array(let items):
            out += "["
            for (index, item) in items.enumerated() {
                out += (index > 0 ? "," : "") + newline
                item.write(into: &out, indent: indent, level: level + 1)
            }
            out += closing + "]"
        case .object(let members):
            out += "{"
            for (index, member) in members.enumerated() {
                out += (index > 0 ? "," : "") + newline
                JSONNode.appendQuoted(member.key, to: &out)
                out += indent == nil ? ":" : ": "
                member.value.write(into: &out, indent: indent, level: level + 1)
            }
            out += closing + "}"
        }
    }

    static func appendQuoted(_ text: String, to out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
