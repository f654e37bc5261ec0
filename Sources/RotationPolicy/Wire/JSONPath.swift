/// JSONPath strings for error messages: `$.root.children[2].id`.
enum JSONPath {
    static let root = "$"

    static func member(_ base: String, _ key: String) -> String {
        let isIdentifier =
            !key.isEmpty
            && key.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x5F }
            && !(key.utf8.first.map { $0 >= 0x30 && $0 <= 0x39 } ?? false)
        if isIdentifier { return base + "." + key }
        var escaped = ""
        for scalar in key.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return base + "[\"" + escaped + "\"]"
    }

    static func index(_ base: String, _ index: Int) -> String {
        base + "[" + String(index) + "]"
    }
}
