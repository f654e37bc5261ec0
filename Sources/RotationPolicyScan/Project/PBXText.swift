import Foundation

/// Line numbers in a pbxproj's text, which PropertyListSerialization does not give: a key is looked up
/// inside the one object that set it, so a setting the app inherits from the project is never traced to
/// an extension's configuration further down the file.
struct PBXText {
    let text: String
    let file: String

    /// The `KEY = …` line inside the object `id` (`\t\tID /* … */ = { … };`); the object's first line when
    /// the key is not found; line 1 when the object is not found either.
    func position(of key: String, inObject id: String) -> SourceRef {
        guard let start = objectStart(id) else { return SourceRef(file: file, line: 1, column: 1) }
        let end = text.range(of: "\n\t\t};", range: start..<text.endIndex)?.lowerBound ?? text.endIndex
        var from = start
        for spelling in [key, "\"\(key)\""] {
            from = start
            while let range = text.range(of: spelling + " =", range: from..<end) {
                let before = range.lowerBound == text.startIndex ? " " : text[text.index(before: range.lowerBound)]
                if before.isWhitespace { return TextPosition.position(of: range.lowerBound, in: text, file: file) }
                from = range.upperBound
            }
        }
        return TextPosition.position(of: start, in: text, file: file)
    }

    /// Where the object `id` starts (its id at the start of a line, as Xcode writes it).
    func objectStart(_ id: String) -> String.Index? {
        var from = text.startIndex
        while let range = text.range(of: id, range: from..<text.endIndex) {
            let lineStart = text[..<range.lowerBound].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
            let after = text[range.upperBound...].prefix { $0 == " " }
            let rest = text[range.upperBound...].dropFirst(after.count)
            if text[lineStart..<range.lowerBound].allSatisfy(\.isWhitespace), rest.hasPrefix("/*") || rest.hasPrefix("=") {
                return range.lowerBound
            }
            from = range.upperBound
        }
        return nil
    }
}
