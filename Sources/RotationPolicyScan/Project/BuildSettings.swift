import Foundation
import RotationPolicyWire

/// A target's resolved build settings, each with the line that set it, and `$(VARIABLE)` / `${VARIABLE}`
/// expansion as Xcode does it for build settings and processed Info.plist values.
struct BuildSettings: Sendable {
    private(set) var values: [String: String] = [:]
    private(set) var lines: [String: SourceRef] = [:]

    init(builtins: [String: String] = [:]) {
        values = builtins
    }

    /// Sets one layer's value over the weaker ones; `$(inherited)` is the weaker layers' value.
    mutating func set(_ key: String, _ value: String, at: SourceRef?) {
        let inherited = values[key] ?? ""
        values[key] = value.replacingOccurrences(of: "$(inherited)", with: inherited).replacingOccurrences(of: "${inherited}", with: inherited)
            .trimmingCharacters(in: .whitespaces)
        lines[key] = at
    }

    func raw(_ key: String) -> String? { values[key] }

    /// The expanded value; nil when the setting is absent.
    func string(_ key: String) -> String? { values[key].map { expand($0).text } }

    func bool(_ key: String) -> Bool { PlistValues.bool(string(key)) ?? false }

    /// Expands every `$(NAME)`, `${NAME}` and `$(NAME:modifier)`; names that are not set expand to nothing,
    /// as in Xcode, and are returned so the caller can say so.
    func expand(_ text: String, depth: Int = 0) -> (text: String, unknown: [String]) {
        guard text.contains("$"), depth < 8 else { return (text, []) }
        var out = ""
        var unknown: [String] = []
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            out += rest[..<dollar]
            let open = rest.index(after: dollar)
            guard open < rest.endIndex, rest[open] == "(" || rest[open] == "{" else {
                out.append("$")
                rest = rest[open...]
                continue
            }
            let close: Character = rest[open] == "(" ? ")" : "}"
            guard let end = rest[open...].firstIndex(of: close) else {
                out += rest[dollar...]
                rest = ""
                break
            }
            let inner = rest[rest.index(after: open)..<end]
            let parts = inner.split(separator: ":", maxSplits: 1)
            let name = String(parts.first ?? "")
            if let value = values[name] {
                let expanded = expand(value, depth: depth + 1)
                unknown += expanded.unknown
                out += Self.apply(parts.count > 1 ? String(parts[1]) : nil, to: expanded.text)
            } else {
                unknown.append(name)
            }
            rest = rest[rest.index(after: end)...]
        }
        out += rest
        return (out, unknown)
    }

    /// The modifiers apps use in bundle identifiers and names.
    private static func apply(_ modifier: String?, to value: String) -> String {
        switch modifier {
        case "rfc1034identifier": String(value.map { $0.isLetter || $0.isNumber || $0 == "." ? $0 : "-" })
        case "c99extidentifier", "identifier": String(value.map { $0.isLetter || $0.isNumber ? $0 : "_" })
        case "lower": value.lowercased()
        case "upper": value.uppercased()
        default: value
        }
    }
}
