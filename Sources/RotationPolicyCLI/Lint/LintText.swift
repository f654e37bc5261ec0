/// Text that reaches a terminal or a CI log: control characters (ESC, CR, the other C0 and C1 codes,
/// DEL) are shown as `\u{…}` escapes, so a file name or message cannot move the cursor or colour a log.
enum LintText {
    static func safe(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar), scalar != "\n", scalar != "\t" {
                out += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
