import RotationPolicyCLI
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
}
