/// An ordered JSON value: the spec keeps its keys in the order people read them (app, root, explore).
public indirect enum ScanJSON: Sendable, Equatable {
    case string(String)
    case number(Int)
    case bool(Bool)
    case array([ScanJSON])
    case object([(String, ScanJSON)])

    public static func == (lhs: ScanJSON, rhs: ScanJSON) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a.map(\.0) == b.map(\.0) && a.map(\.1) == b.map(\.1)
        default: false
        }
    }

    public subscript(key: String) -> ScanJSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    /// Pretty JSON with two-space indentation, keys in insertion order.
    public func jsonText(indent: String = "") -> String {
        let inner = indent + "  "
        switch self {
        case .string(let s): return Self.quoted(s)
        case .number(let n): return String(n)
        case .bool(let b): return b ? "true" : "false"
        case .array(let items):
            if items.isEmpty { return "[]" }
            if items.allSatisfy(\.isScalar) { return "[" + items.map { $0.jsonText() }.joined(separator: ", ") + "]" }
            return "[\n" + items.map { inner + $0.jsonText(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .object(let members):
            if members.isEmpty { return "{}" }
            return "{\n"
                + members.map { inner + Self.quoted($0.0) + ": " + $0.1.jsonText(indent: inner) }.joined(separator: ",\n")
                + "\n\(indent)}"
        }
    }

    /// Block YAML. Strings are written as JSON strings, which YAML reads as double-quoted scalars, so no
    /// value can turn into a number, a boolean or a comment.
    public func yamlText() -> String {
        var out = ""
        Self.writeYAML(self, indent: "", into: &out)
        return out
    }

    var isScalar: Bool {
        switch self {
        case .string, .number, .bool: true
        case .array(let items): items.isEmpty
        case .object(let members): members.isEmpty
        }
    }

    private static func writeYAML(_ value: ScanJSON, indent: String, into out: inout String) {
        switch value {
        case .object(let members):
            for (key, member) in members {
                out += indent + yamlKey(key) + ":"
                writeYAMLValue(member, indent: indent, into: &out)
            }
        case .array(let items):
            for item in items {
                if case .object(let members) = item, !members.isEmpty {
                    // The first member goes on the dash line; the rest line up under it.
                    var block = ""
                    writeYAML(item, indent: indent + "  ", into: &block)
                    out += indent + "- " + block.dropFirst(indent.count + 2)
                } else {
                    out += indent + "-"
                    writeYAMLValue(item, indent: indent, into: &out)
                }
            }
        default:
            out += value.jsonText() + "\n"
        }
    }

    private static func writeYAMLValue(_ value: ScanJSON, indent: String, into out: inout String) {
        if value.isScalar || isFlowList(value) {
            out += " " + value.jsonText() + "\n"
        } else {
            out += "\n"
            writeYAML(value, indent: indent + "  ", into: &out)
        }
    }

    private static func isFlowList(_ value: ScanJSON) -> Bool {
        if case .array(let items) = value { return items.allSatisfy(\.isScalar) }
        return false
    }

    private static func yamlKey(_ key: String) -> String {
        let plain = key.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x5F }
        return plain && !key.isEmpty ? key : quoted(key)
    }

    static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
