// Error construction. Runs only after something is wrong, so it favours clear text over speed.
extension JSONParsing {
    /// An error at the innermost open container, or with `child` at the value being read inside it
    /// (the current array element, or the value of the object's last key).
    func fail(_ kind: JSONError.Kind, _ message: String, child: Bool) -> JSONError {
        JSONError(kind, path: path(includingChild: child), message, offset: index)
    }

    /// Where a key should start.
    func unexpectedKey() -> String { unexpectedStart(closing: UInt8(ascii: "}"), "member", expected: "a string key") }

    /// Where a value should start.
    func unexpectedValue() -> String { unexpectedStart(closing: UInt8(ascii: "]"), "element", expected: "a value") }

    /// The two mistakes hand-written JSON makes most get their own words: a comma before the closing
    /// bracket, and a single quote.
    private func unexpectedStart(closing: UInt8, _ item: String, expected: String) -> String {
        if index < input.count, input[index] == closing, followsComma() {
            return "trailing comma before '\(Character(Unicode.Scalar(closing)))' at byte \(index); JSON allows no comma after the last \(item)"
        }
        if index < input.count, input[index] == UInt8(ascii: "'") {
            return "single quote at byte \(index); JSON keys and strings use double quotes"
        }
        return "\(unexpected(at: index)); expected \(expected)"
    }

    /// The last byte before `index` that is not white space is a comma.
    private func followsComma() -> Bool {
        var i = index - 1
        while i >= 0, [0x20, 0x09, 0x0A, 0x0D].contains(input[i]) { i -= 1 }
        return i >= 0 && input[i] == UInt8(ascii: ",")
    }

    /// JSONPath of the innermost open container (or of the value being read in it), read off the stack.
    func path(includingChild: Bool) -> String {
        var path = "$"
        for n in 0..<open.count {
            let frame = open[n]
            if n == open.count - 1 && !includingChild { break }
            if frame.isObject {
                path = JSONPath.member(path, frame.key < 0 ? "" : keyText(frame.key))
            } else {
                // The child being read is the next element.
                path += "[\(frame.count)]"
            }
        }
        return path
    }

    /// `key` as a JSON string literal, so quotes and control characters in it stay readable.
    static func quoted(_ key: String) -> String {
        var writer = JSONWriter(reservingCapacity: key.utf8.count + 2)
        writer.string(key)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// "unexpected character '}' at byte 118", or the end of the body when `offset` is past it.
    func unexpected(at offset: Int) -> String {
        guard offset < input.count else { return "unexpected end of the body at byte \(offset)" }
        return "unexpected \(Self.describe(input[offset])) at byte \(offset)"
    }

    static func describe(_ byte: UInt8) -> String {
        if byte > 0x20, byte < 0x7F { return "character '\(Character(Unicode.Scalar(byte)))'" }
        return "byte \(hex(byte))"
    }

    static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return byte < 0x10 ? "0x0" + digits : "0x" + digits
    }
}
