import RotationPolicyJSON
import Testing

/// `JSONValue.prettyText` (the scan's spec and model for people): the writer's bytes re-indented outside
/// strings, so it reads back as the same value whatever the strings hold.
@Suite struct JSONPrettyTests {
    static let value = JSONValue.object(
        JSONObject([
            .init(key: "name", value: .string("a {tricky}, [string]: with \"quotes\" and \\ and \n")),
            .init(key: "empty", value: .object(JSONObject())),
            .init(key: "none", value: .array([])),
            .init(key: "list", value: .array([.number(1), .bool(true), .null, .string(":,")])),
            .init(key: "nested", value: .object(JSONObject([.init(key: "k", value: .array([.object(JSONObject())]))]))),
        ]))

    @Test func readsBackAsTheSameValue() throws {
        let text = Self.value.prettyText
        #expect(try JSONParser.parse(Array(text.utf8), maxDepth: 16, maxStringBytes: 1024) == Self.value)
    }

    @Test func indentsByTwoSpacesAndKeepsEmptyContainersOnOneLine() {
        let lines = Self.value.prettyText.split(separator: "\n").map(String.init)
        #expect(lines.first == "{" && lines.last == "}")
        #expect(lines.contains("  \"empty\": {},") && lines.contains("  \"none\": [],"))
        #expect(lines.contains("    \"k\": [") && lines.contains("      {}"))
        #expect(lines.contains("    \":,\""))
    }
}
