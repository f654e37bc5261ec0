/// A small Objective-C tokenizer: identifiers, numbers, strings (`"…"`, `@"…"`, `'…'`) and punctuation,
/// with positions. Comments vanish; preprocessor lines are dropped, `#if 0` blocks (up to their `#else`,
/// `#elif` or `#endif`, nesting counted) are dead, and `#define NAME value` is kept for constants.
struct ObjCToken: Sendable {
    enum Kind: Sendable { case identifier, number, string, punctuation }
    var kind: Kind
    var text: String
    var line: Int
    var column: Int
}

struct ObjCTokenizer {
    var tokens: [ObjCToken] = []
    var defines: [String: [ObjCToken]] = [:]

    init(_ text: String) {
        let bytes = Array(text.utf8)
        var i = 0
        var line = 1
        var lineStart = 0
        var atLineStart = true
        var skipDepth = 0  // > 0 inside a dead `#if 0` block

        func peek(_ offset: Int) -> UInt8 { i + offset < bytes.count ? bytes[i + offset] : 0 }

        while i < bytes.count {
            let c = bytes[i]
            if c == 0x0A {
                line += 1
                i += 1
                lineStart = i
                atLineStart = true
                continue
            }
            if c == 0x20 || c == 0x09 || c == 0x0D {
                i += 1
                continue
            }
            if c == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                while i < bytes.count, bytes[i] != 0x0A { i += 1 }
                continue
            }
            if c == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                i += 2
                while i < bytes.count, !(bytes[i] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) {
                    if bytes[i] == 0x0A {
                        line += 1
                        lineStart = i + 1
                    }
                    i += 1
                }
                i += 2
                continue
            }
            if c == UInt8(ascii: "#"), atLineStart {
                // One directive, with `\` continuations.
                var directive: [UInt8] = []
                while i < bytes.count, bytes[i] != 0x0A || directive.last == UInt8(ascii: "\\") {
                    if bytes[i] == 0x0A {
                        line += 1
                        lineStart = i + 1
                        directive.removeLast()
                    } else {
                        directive.append(bytes[i])
                    }
                    i += 1
                }
                let text = String(decoding: directive, as: UTF8.self)
                let words = text.dropFirst().split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
                let keyword = words.first ?? ""
                if skipDepth > 0 {
                    if keyword.hasPrefix("if") {
                        skipDepth += 1
                    } else if keyword == "endif" {
                        skipDepth -= 1
                    } else if keyword == "else" || keyword == "elif", skipDepth == 1 {
                        skipDepth = 0
                    }
                } else if keyword == "if" {
                    if words.count == 2, ["0", "false", "NO"].contains(words[1]) { skipDepth = 1 }
                } else if keyword == "define", words.count >= 3 {
                    let body = words.dropFirst(2).joined(separator: " ")
                    defines[words[1]] = ObjCTokenizer(body).tokens.map {
                        var t = $0
                        t.line = line
                        return t
                    }
                }
                continue
            }
            atLineStart = false
            let column = i - lineStart + 1
            if skipDepth > 0 {
                i += 1
                continue
            }
            if c == UInt8(ascii: "\"") || (c == UInt8(ascii: "@") && peek(1) == UInt8(ascii: "\"")) || c == UInt8(ascii: "'") {
                let quote: UInt8 = c == UInt8(ascii: "'") ? c : UInt8(ascii: "\"")
                if c == UInt8(ascii: "@") { i += 1 }
                i += 1
                let start = i
                while i < bytes.count, bytes[i] != quote, bytes[i] != 0x0A {
                    if bytes[i] == UInt8(ascii: "\\") { i += 1 }
                    i += 1
                }
                let end = min(i, bytes.count)
                tokens.append(ObjCToken(kind: .string, text: String(decoding: bytes[start..<end], as: UTF8.self), line: line, column: column))
                i += 1
                continue
            }
            if Self.isIdentifierStart(c) {
                let start = i
                while i < bytes.count, Self.isIdentifierStart(bytes[i]) || Self.isDigit(bytes[i]) { i += 1 }
                tokens.append(ObjCToken(kind: .identifier, text: String(decoding: bytes[start..<i], as: UTF8.self), line: line, column: column))
                continue
            }
            if Self.isDigit(c) {
                let start = i
                while i < bytes.count, Self.isIdentifierStart(bytes[i]) || Self.isDigit(bytes[i]) || bytes[i] == UInt8(ascii: ".") { i += 1 }
                tokens.append(ObjCToken(kind: .number, text: String(decoding: bytes[start..<i], as: UTF8.self), line: line, column: column))
                continue
            }
            // `@interface` and friends stay one token; other punctuation is one character (`||` is two `|`).
            if c == UInt8(ascii: "@"), Self.isIdentifierStart(peek(1)) {
                let start = i
                i += 1
                while i < bytes.count, Self.isIdentifierStart(bytes[i]) || Self.isDigit(bytes[i]) { i += 1 }
                tokens.append(ObjCToken(kind: .identifier, text: String(decoding: bytes[start..<i], as: UTF8.self), line: line, column: column))
                continue
            }
            if c >= 0x80 {
                i += 1
                continue
            }
            tokens.append(ObjCToken(kind: .punctuation, text: String(UnicodeScalar(c)), line: line, column: column))
            i += 1
        }
    }

    static func isIdentifierStart(_ c: UInt8) -> Bool {
        (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || c == 0x5F || c == 0x24
    }

    static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
}
