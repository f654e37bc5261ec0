import RotationPolicyCLI
import Testing

/// The escaping funnel and the URL redaction, value by value (the subprocess tests show them in place).
@Suite("TerminalText and DisplayURL")
struct EscapingTests {
    @Test("control characters become visible; newline, tab, backslash and other text stay")
    func escape() {
        #expect(TerminalText.escape("plain ✓ text\n\tindented \\x1B") == "plain ✓ text\n\tindented \\x1B")
        #expect(TerminalText.escape("\u{1B}[31mred\u{1B}[0m") == "\\x1B[31mred\\x1B[0m")
        #expect(TerminalText.escape("over\rwrite\u{7F}\u{0}\u{07}") == "over\\rwrite\\x7F\\x00\\x07")
        #expect(TerminalText.escape("c1 \u{9B}2J \u{85}") == "c1 \\u{9B}2J \\u{85}")
        #expect(TerminalText.escape("abc\u{202E}fed\u{2028}") == "abc\\u{202E}fed\\u{2028}")
    }

    @Test("bytes that are not UTF-8 are shown one by one; valid ones as text")
    func bytes() {
        #expect(TerminalText.escape(bytes: Array("bad".utf8) + [0xFF, 0xC3] + Array("é\u{1B}".utf8)) == "bad\\xFF\\xC3é\\x1B")
    }

    @Test("JSON keeps its value: control characters become \\u escapes")
    func json() {
        #expect(TerminalText.json(Array("{\"a\":\"x\u{1B}y\u{9B}\"}\n".utf8)) == "{\"a\":\"x\\u001By\\u009B\"}\n")
        #expect(TerminalText.json(Array("{\"a\":1}".utf8)) == "{\"a\":1}")
    }

    @Test("every string and key of a tree is escaped")
    func tree() {
        let node = JSONNode.object([.init("k\u{1B}", .array([.string("\r"), .number("1"), .null]))])
        #expect(TerminalText.escape(node) == .object([.init("k\\x1B", .array([.string("\\r"), .number("1"), .null]))]))
    }

    @Test("every string and key of a tree as one line: a newline becomes visible too")
    func treeLines() {
        let node = JSONNode.object([.init("k\n", .array([.string("a\nb\t\u{1B}"), .number("1"), .null]))])
        #expect(TerminalText.escapeLines(node) == .object([.init("k\\n", .array([.string("a\\nb\t\\x1B"), .number("1"), .null]))]))
    }

    @Test("user information is dropped from every URL in a text, and only there")
    func redacted() {
        #expect(DisplayURL.redacted("http://alice:s3cret@127.0.0.1:8080/v1") == "http://127.0.0.1:8080/v1")
        #expect(DisplayURL.redacted("cannot reach https://tok@en@host/x?u=a@b") == "cannot reach https://host/x?u=a@b")
        #expect(DisplayURL.redacted("got 'ftp://u:p@h' and http://h2/p@q") == "got 'ftp://h' and http://h2/p@q")
        #expect(DisplayURL.redacted("no url, a@b") == "no url, a@b")
        #expect(DisplayURL.redacted("http://:pw@host") == "http://host")
    }
}
