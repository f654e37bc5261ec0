import RotationPolicyCLI
import RotationPolicyJSON
import Testing

/// A spec error names the line of the value it is about. Objects and arrays start where they open: the
/// parser once recorded no offset for a non-empty container, so they all read as line 1.
@Suite struct SourceLinesTests {
    @Test func objectsAndArraysHaveTheLineTheyOpenOn() throws {
        let text = """
            {
              "request": {
                "root": {"id": "a"},
                "events": [
                  {"type": "x"}
                ]
              },
              "empty": {}
            }
            """
        let document = try JSONNodeParser.parse(Array(text.utf8))
        #expect(document.line(of: "$") == 1)
        #expect(document.line(of: "$.request") == 2)
        #expect(document.line(of: "$.request.root") == 3)
        #expect(document.line(of: "$.request.root.id") == 3)
        #expect(document.line(of: "$.request.events") == 4)
        #expect(document.line(of: "$.request.events[0]") == 5)
        #expect(document.line(of: "$.empty") == 8)
    }

    /// The one offset-to-line table that JSON specs and JSON podspecs share: a newline byte belongs to
    /// the line it ends, offsets past the end clamp, and columns count characters.
    @Test func offsetsMapToLinesAndCharacterColumns() {
        let lines = SourceLines(Array("ab\né\n\nx".utf8))
        #expect([0, 1, 2].map { lines.line(of: $0) } == [1, 1, 1])
        #expect([3, 5, 6, 7, 99, -4].map { lines.line(of: $0) } == [2, 2, 3, 4, 4, 1])
        #expect(lines.place(of: 5) == (line: 2, column: 2))
        #expect(lines.place(of: 7) == (line: 4, column: 1))
    }
}
