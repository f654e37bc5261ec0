import Foundation

/// URLs as the CLI prints them: without the `user:password@` a `--server` URL may carry, so errors and CI
/// logs never show a credential. Works on any text, also one that is not a valid URL.
public enum DisplayURL {
    /// Drops the user information of every `scheme://user:password@host` in `text`.
    public static func redacted(_ text: String) -> String {
        var out = Substring()
        var rest = Substring(text)
        while let separator = rest.range(of: "://") {
            out += rest[..<separator.upperBound]
            rest = rest[separator.upperBound...]
            // The authority ends at the path, query or fragment, or where the URL ends in running text.
            let end = rest.firstIndex { "/?#".contains($0) || $0.isWhitespace || "'\"<>".contains($0) } ?? rest.endIndex
            if let at = rest[..<end].lastIndex(of: "@") { rest = rest[rest.index(after: at)...] }
        }
        return String(out + rest)
    }
}
