import RotationPolicyJSON

/// Block YAML for the scan's spec (`scan`'s default format). Strings are written as JSON strings, which
/// YAML reads as double-quoted scalars, so no value can turn into a number, a boolean or a comment; the
/// JSON writer escapes them, as it does every answer.
enum YAMLText {
    static func write(_ value: JSONValue) -> String {
        var out = ""
        block(value, indent: "", into: &out)
        return out
    }

    private static func block(_ value: JSONValue, indent: String, into out: inout String) {
        switch value {
        case .object(let object):
            for member in object.members {
                out += indent + key(member.key) + ":"
                after(member.value, indent: indent, into: &out)
            }
        case .array(let items):
            for item in items {
                if case .object(let object) = item, !object.members.isEmpty {
                    // The first member goes on the dash line; the rest line up under it.
                    var nested = ""
                    block(item, indent: indent + "  ", into: &nested)
                    out += indent + "- " + nested.dropFirst(indent.count + 2)
                } else {
                    out += indent + "-"
                    after(item, indent: indent, into: &out)
                }
            }
        default:
            out += compact(value) + "\n"
        }
    }

    private static func after(_ value: JSONValue, indent: String, into out: inout String) {
        if isScalar(value) || isFlowList(value) {
            out += " " + compact(value) + "\n"
        } else {
            out += "\n"
            block(value, indent: indent + "  ", into: &out)
        }
    }

    private static func isScalar(_ value: JSONValue) -> Bool {
        switch value {
        case .null, .string, .number, .bool: true
        case .array(let items): items.isEmpty
        case .object(let object): object.members.isEmpty
        }
    }

    private static func isFlowList(_ value: JSONValue) -> Bool {
        if case .array(let items) = value { return items.allSatisfy(isScalar) }
        return false
    }

    /// A scalar, or a flow list of scalars as `["a", "b"]`.
    private static func compact(_ value: JSONValue) -> String {
        if case .array(let items) = value, !items.isEmpty { return "[" + items.map(compact).joined(separator: ", ") + "]" }
        var writer = JSONWriter(reservingCapacity: 64)
        writer.value(value)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    private static func key(_ key: String) -> String {
        let plain = key.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x5F }
        return plain && !key.isEmpty ? key : compact(.string(key))
    }
}
