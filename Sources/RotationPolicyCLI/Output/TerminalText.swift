/// The one funnel that makes text safe for a terminal or a CI log: file names, ids, and messages from
/// specs and servers may hold control characters, and printed raw an ESC can recolour, hide or rewrite
/// what a person reads (`\x1B[2J` clears the screen), a CR can overwrite a line. Every text, GitHub and
/// JSON output passes through here; JUnit passes through here first, then its own XML escaping.
public enum TerminalText {
    /// Control characters as visible escapes: CR as `\r`, other C0 controls and DEL as `\x1B`, C1
    /// controls, bidirectional overrides and line separators as `\u{9B}`. Newline and tab stay: reports
    /// are laid out with them and they cannot rewrite what was printed. A backslash stays as it is.
    public static func escape(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                out.unicodeScalars.append(scalar)
                continue
            }
            switch scalar.value {
            case 0x0D: out += "\\r"
            case 0..<0x20, 0x7F: out += "\\x" + hex(scalar.value, digits: 2)
            default: out += "\\u{" + hex(scalar.value, digits: 2) + "}"
            }
        }
        return out
    }

    /// One field of a line (a file, class or module name, a message): as `escape`, and a newline as
    /// `\n` too, so no name can start a line of its own (`::error …` in a CI log, `error:` in Xcode).
    /// Reports lay out their lines after escaping their fields.
    public static func escapeLine(_ text: String) -> String {
        let escaped = escape(text)
        return escaped.contains("\n") ? escaped.replacingAll("\n", "\\n") : escaped
    }

    /// Bytes that may not be UTF-8 (a file name, an argument): valid text escaped as above, each byte of
    /// an invalid sequence as `\xFF`.
    public static func escape(bytes: [UInt8]) -> String {
        var out = ""
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var position = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                out.unicodeScalars.append(Unicode.UTF8.decode(encoded))
                position += encoded.count
            case .error(let length):
                for byte in bytes[position..<position + length] { out += "\\x" + hex(UInt32(byte), digits: 2) }
                position += length
            case .emptyInput:
                return escape(out)
            }
        }
    }

    /// Every string and key of a JSON tree (an answer or a spec), for reports rendered from it.
    public static func escape(_ node: JSONNode) -> JSONNode { map(node, escape) }

    /// Every string and key of a tree as one line each (`escapeLine`), for reports laid out in rows: a
    /// name with a newline would otherwise split its row of the timeline in two.
    public static func escapeLines(_ node: JSONNode) -> JSONNode { map(node, escapeLine) }

    /// The tree with `text` applied to every string and key.
    private static func map(_ node: JSONNode, _ text: (String) -> String) -> JSONNode {
        switch node {
        case .null, .bool, .number: node
        case .string(let value): .string(text(value))
        case .array(let items): .array(items.map { map($0, text) })
        case .object(let members): .object(members.map { .init(text($0.key), map($0.value, text)) })
        }
    }

    /// JSON printed as received (`--format json`): control characters become `\u` escapes, which inside
    /// a JSON string is the same value (outside one, the text was not JSON to begin with).
    public static func json(_ bytes: [UInt8]) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                out += "\\u" + hex(scalar.value, digits: 4)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0..<0x20, 0x7F...0x9F: true
        // Bidirectional embeddings, overrides and isolates, and the line and paragraph separators.
        case 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: true
        default: false
        }
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
