import RotationPolicy
import RotationPolicyJSON

/// Two-space indented JSON with members in stored order: the form golden files are kept in, so a
/// failing comparison shows a line diff a person can read.
enum PrettyJSON {
    static func render(_ value: JSONValue) -> String {
        var out = ""
        write(value, indent: "", into: &out)
        out += "\n"
        return out
    }

    private static func write(_ value: JSONValue, indent: String, into out: inout String) {
        switch value {
        case .array(let items) where items.isEmpty: out += "[]"
        case .object(let object) where object.members.isEmpty: out += "{}"
        case .array(let items):
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += indent + "  "
                write(item, indent: indent + "  ", into: &out)
                out += index < items.count - 1 ? ",\n" : "\n"
            }
            out += indent + "]"
        case .object(let object):
            out += "{\n"
            for (index, member) in object.members.enumerated() {
                out += indent + "  " + scalar(.string(member.key)) + ": "
                write(member.value, indent: indent + "  ", into: &out)
                out += index < object.members.count - 1 ? ",\n" : "\n"
            }
            out += indent + "}"
        default: out += scalar(value)
        }
    }

    private static func scalar(_ value: JSONValue) -> String {
        var writer = JSONWriter()
        writer.value(value)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    static func parse(_ text: String) throws -> JSONValue {
        try JSONParser.parse(Array(text.utf8), maxDepth: 100_000, maxStringBytes: 1 << 24)
    }
}

/// A readable line diff: only the lines that differ, with a little context.
enum LineDiff {
    static func diff(expected: String, actual: String) -> String {
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var lines: [String] = []
        for index in 0..<max(e.count, a.count) {
            let left = index < e.count ? String(e[index]) : nil
            let right = index < a.count ? String(a[index]) : nil
            if left != right {
                if let left { lines.append("-\(index + 1): \(left)") }
                if let right { lines.append("+\(index + 1): \(right)") }
            }
            if lines.count > 60 {
                lines.append("… (more differences)")
                break
            }
        }
        return lines.joined(separator: "\n")
    }
}

/// `expect` semantics: every key written must match; arrays match in length and element by element.
enum PartialMatch {
    static func mismatches(expected: JSONValue, actual: JSONValue, path: String = "$") -> [String] {
        switch (expected, actual) {
        case (.object(let e), .object(let a)):
            var found: [String] = []
            for member in e.members {
                let childPath = path + "." + member.key
                guard let value = a[member.key] else {
                    found.append("\(childPath): missing in the response")
                    continue
                }
                found += mismatches(expected: member.value, actual: value, path: childPath)
            }
            return found
        case (.array(let e), .array(let a)):
            guard e.count == a.count else {
                return ["\(path): expected \(e.count) elements, got \(a.count): \(compact(actual))"]
            }
            var found: [String] = []
            for index in e.indices {
                found += mismatches(expected: e[index], actual: a[index], path: "\(path)[\(index)]")
            }
            return found
        default:
            return expected == actual ? [] : ["\(path): expected \(compact(expected)), got \(compact(actual))"]
        }
    }

    static func compact(_ value: JSONValue) -> String {
        var writer = JSONWriter()
        writer.value(value)
        let text = String(decoding: writer.bytes, as: UTF8.self)
        return text.count > 300 ? String(text.prefix(300)) + "…" : text
    }
}
