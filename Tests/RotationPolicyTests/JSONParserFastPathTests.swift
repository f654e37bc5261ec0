import RotationPolicy
import RotationPolicyJSON
import Testing

/// The parser's word-at-a-time fast paths (literals, whitespace) against inputs that only differ late or
/// end early: each must fall back to the byte-by-byte path and its exact message.
@Suite struct JSONParserFastPathTests {
    private func outcome(_ text: String) -> String {
        do {
            return "\(try JSONParser.parse(Array(text.utf8), maxDepth: 8, maxStringBytes: 64))"
        } catch {
            return "\(error.path): \(error.message)"
        }
    }

    @Test func literals() {
        #expect(outcome("[true,false,null]") == "\(JSONValue.array([.bool(true), .bool(false), .null]))")
        #expect(outcome("falsy") == "$: invalid literal at byte 0; expected false")
        #expect(outcome("[fals]") == "$[0]: invalid literal at byte 1; expected false")
        #expect(outcome("[nulL]") == "$[0]: invalid literal at byte 1; expected null")
        #expect(outcome("{\"a\":trUe}") == "$.a: invalid literal at byte 5; expected true")
        #expect(outcome("nul") == "$: invalid literal at byte 0; expected null")
        #expect(outcome("fals") == "$: invalid literal at byte 0; expected false")
    }

    @Test func whitespaceAndControlBytes() {
        #expect(outcome(" \t\r\n[ 1 ,\n2 ] \n") == "\(JSONValue.array([.number(1), .number(2)]))")
        #expect(outcome("[1,\u{0B}2]") == "$[1]: unexpected byte 0x0B at byte 3; expected a value")
    }

    @Test func depthLimit() {
        #expect(!outcome(String(repeating: "[", count: 8) + String(repeating: "]", count: 8)).contains("nesting"))
        #expect(outcome(String(repeating: "[", count: 9)).hasSuffix("nesting is deeper than 8 arrays and objects (at byte 8)"))
    }
}
