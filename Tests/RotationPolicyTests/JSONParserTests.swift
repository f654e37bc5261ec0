import Foundation  // only for Thread with a chosen stack size
import RequestGenerator
import RotationPolicy
import RotationPolicyJSON
import RotationPolicyWire
import Testing

// MARK: - Helpers

/// The parser's error as the API words it (the same path and message; `RequestError(JSONError)`).
private func parse(_ text: String, maxDepth: Int = 1024, maxStringBytes: Int = 1024) throws(RequestError) -> JSONValue {
    do throws(JSONError) {
        return try JSONParser.parse(Array(text.utf8), maxDepth: maxDepth, maxStringBytes: maxStringBytes)
    } catch {
        throw RequestError(error)
    }
}

private func parseError(_ bytes: [UInt8], maxDepth: Int = 1024, maxStringBytes: Int = 1024) -> RequestError? {
    do {
        _ = try JSONParser.parse(bytes, maxDepth: maxDepth, maxStringBytes: maxStringBytes)
        return nil
    } catch {
        return RequestError(error)
    }
}

private func parseError(_ text: String, maxDepth: Int = 1024, maxStringBytes: Int = 1024) -> RequestError? {
    parseError(Array(text.utf8), maxDepth: maxDepth, maxStringBytes: maxStringBytes)
}

private func written(_ value: JSONValue) -> [UInt8] {
    var writer = JSONWriter()
    writer.value(value)
    return writer.bytes
}

/// One rejected body: the kind, path and a fragment of the message it must produce.
struct JSONRejection: Sendable, CustomTestStringConvertible {
    var bytes: [UInt8]
    var kind: RequestError.Kind
    var path: String
    var message: String

    init(_ text: String, _ kind: RequestError.Kind, _ path: String, _ message: String) {
        self.init(Array(text.utf8), kind, path, message)
    }

    init(_ bytes: [UInt8], _ kind: RequestError.Kind, _ path: String, _ message: String) {
        self.bytes = bytes
        self.kind = kind
        self.path = path
        self.message = message
    }

    var testDescription: String { String(decoding: bytes.prefix(40), as: UTF8.self) }
}

private func expectRejection(_ rejection: JSONRejection, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let error = parseError(rejection.bytes) else {
        Issue.record("parsed, expected \(rejection.kind) at \(rejection.path)", sourceLocation: sourceLocation)
        return
    }
    #expect(error.kind == rejection.kind, sourceLocation: sourceLocation)
    #expect(error.errors.count == 1, sourceLocation: sourceLocation)
    #expect(error.errors.first?.path == rejection.path, sourceLocation: sourceLocation)
    let message = error.errors.first?.message ?? ""
    #expect(message.contains(rejection.message), "message: \(message)", sourceLocation: sourceLocation)
}

// MARK: - Valid documents

@Suite struct JSONParserValidTests {
    @Test func scalarsAtTopLevel() throws {
        #expect(try parse("null") == .null)
        #expect(try parse("true") == .bool(true))
        #expect(try parse("false") == .bool(false))
        #expect(try parse("42") == .number(42))
        #expect(try parse("\"hi\"") == .string("hi"))
        #expect(try parse("\"\"") == .string(""))
    }

    @Test func containersKeepDocumentOrder() throws {
        let value = try parse(#"{"z":1,"a":[true,false,null],"m":{"inner":"x"},"e":{},"l":[]}"#)
        let expected = JSONValue.object(
            JSONObject([
                .init(key: "z", value: .number(1)),
                .init(key: "a", value: .array([.bool(true), .bool(false), .null])),
                .init(key: "m", value: .object(JSONObject([.init(key: "inner", value: .string("x"))]))),
                .init(key: "e", value: .object(JSONObject())),
                .init(key: "l", value: .array([])),
            ]))
        #expect(value == expected)
        guard case .object(let object) = value else { return }
        #expect(object.members.map(\.key) == ["z", "a", "m", "e", "l"])
    }

    @Test func whitespaceIsAllowedBetweenAllTokens() throws {
        let value = try parse(" \t\r\n{ \t\r\n\"a\" \t\r\n: \t\r\n[ \t\r\n1 \t\r\n, \t\r\n2 \t\r\n] \t\r\n} \t\r\n")
        #expect(value == .object(JSONObject([.init(key: "a", value: .array([.number(1), .number(2)]))])))
        #expect(try parse("[ ]") == .array([]))
        #expect(try parse("{ }") == .object(JSONObject()))
    }

    @Test func realisticRequestBody() throws {
        let body =
            #"{"app":{"idiom":"phone","iosVersion":"17.0","supportedOrientations":"allButUpsideDown"},"root":{"id":"tabs","kind":"tabBarController","forwarding":"selected","children":[{"id":"nav","kind":"navigationController","forwarding":"top","children":[{"id":"feed","class":"Demo.FeedViewController","supportedOrientations":["portrait"]}]}]},"events":[{"type":"push","navigation":"nav","controller":{"id":"player","supportedOrientations":"landscape","preferredOrientationForPresentation":"landscapeRight"}},{"type":"deviceOrientation","orientation":"landscapeLeft"}]}"#
        let value = try parse(body)
        guard case .object(let object) = value, case .object(let root)? = object["root"],
            case .array(let children)? = root["children"], case .object(let nav)? = children.first
        else {
            Issue.record("unexpected shape")
            return
        }
        #expect(nav["id"] == .string("nav"))
        #expect(written(value) == Array(body.utf8))
    }

    @Test func everyEscape() throws {
        let value = try parse(#""\"\\\/\b\f\n\r\t\u0041\u00e9\u20AC\ud83d\ude00\uDBFF\uDFFF\u0000\u001f""#)
        #expect(value == .string("\"\\/\u{8}\u{C}\n\r\tAé€😀\u{10FFFF}\u{0}\u{1F}"))
    }

    @Test func escapesMixedWithPlainTextAndUTF8() throws {
        let long = String(repeating: "abcdefgh", count: 5)
        #expect(try parse("\"\(long)\\n\(long)é\\u00e9\(long)\"") == .string("\(long)\n\(long)éé\(long)"))
        #expect(try parse(#"["\\", "a\"b", "\/"]"#) == .array([.string("\\"), .string("a\"b"), .string("/")]))
    }

    @Test func rawUTF8AtEveryBoundary() throws {
        // First and last scalar of each UTF-8 length, and the edges around the surrogate gap.
        let scalars: [UInt32] = [0x7F, 0x80, 0x7FF, 0x800, 0xD7FF, 0xE000, 0xFEFF, 0xFFFD, 0xFFFF, 0x10000, 0x10FFFF]
        for scalarValue in scalars {
            guard let scalar = Unicode.Scalar(scalarValue) else { continue }
            let text = String(Character(scalar))
            #expect(try parse("\"\(text)\"") == .string(text), "U+\(String(scalarValue, radix: 16))")
            #expect(try parse("\"ab\(text)cdefghijklmnop\(text)\"") == .string("ab\(text)cdefghijklmnop\(text)"))
        }
    }

    @Test func bothOverloadsAgree() throws {
        let bytes = Array(#"{"a":[1,"b",null]}"#.utf8)
        let fromArray = try JSONParser.parse(bytes, maxDepth: 8, maxStringBytes: 8)
        let fromPointer = try bytes.withUnsafeBytes { raw in
            try JSONParser.parse(raw, maxDepth: 8, maxStringBytes: 8)
        }
        #expect(fromArray == fromPointer)
    }

    @Test func neverReadsPastTheBuffer() {
        // The bytes after the buffer would close the string; the parser must not see them.
        let memory = Array(#""abcdefghijklmnopqrstuvwxyz0123456789"]"#.utf8)
        for count in 1..<(memory.count - 2) {
            let error = memory.withUnsafeBytes { raw in
                Result { () throws(JSONError) -> JSONValue in
                    try JSONParser.parse(UnsafeRawBufferPointer(rebasing: raw[0..<count]), maxDepth: 4, maxStringBytes: 64)
                }
            }
            guard case .failure(let failure) = error else {
                Issue.record("parsed a prefix of \(count) bytes")
                continue
            }
            #expect(failure.message.contains("unterminated string"))
        }
    }

    @Test func emptyBufferWithoutBaseAddress() {
        let result = Result { () throws(JSONError) -> JSONValue in
            try JSONParser.parse(UnsafeRawBufferPointer(start: nil, count: 0), maxDepth: 4, maxStringBytes: 4)
        }
        guard case .failure(let error) = result else {
            Issue.record("parsed an empty buffer")
            return
        }
        #expect(error.kind == .malformed)
        #expect(error.path == "$")
    }
}

// MARK: - Rejections

@Suite struct JSONParserRejectionTests {
    static let syntax: [JSONRejection] = [
        JSONRejection("", .malformedJSON, "$", "the body is empty"),
        JSONRejection(" \r\n\t", .malformedJSON, "$", "the body has no JSON value"),
        JSONRejection([0xEF, 0xBB, 0xBF] + Array("{}".utf8), .malformedJSON, "$", "byte order mark"),
        JSONRejection("{} x", .malformedJSON, "$", "unexpected character 'x' at byte 3; expected the end of the body"),
        JSONRejection("1 2", .malformedJSON, "$", "unexpected character '2' at byte 2"),
        JSONRejection("[]]", .malformedJSON, "$", "unexpected character ']' at byte 2"),
        JSONRejection(#"{"a":1}{"#, .malformedJSON, "$", "unexpected character '{' at byte 7"),
        JSONRejection("[1]\u{0}", .malformedJSON, "$", "unexpected byte 0x00 at byte 3"),
        JSONRejection(#"{"a": }"#, .malformedJSON, "$.a", "unexpected character '}' at byte 6; expected a value"),
        JSONRejection("[1,]", .malformedJSON, "$[1]", "trailing comma before ']' at byte 3; JSON allows no comma after the last element"),
        JSONRejection("[1,,2]", .malformedJSON, "$[1]", "unexpected character ',' at byte 3"),
        JSONRejection(#"{"a":1,}"#, .malformedJSON, "$", "trailing comma before '}' at byte 7; JSON allows no comma after the last member"),
        JSONRejection(#"{"a" 1}"#, .malformedJSON, "$.a", "unexpected character '1' at byte 5; expected ':' after the key"),
        JSONRejection("{1:2}", .malformedJSON, "$", "unexpected character '1' at byte 1; expected a string key"),
        JSONRejection("{'a':1}", .malformedJSON, "$", "single quote at byte 1; JSON keys and strings use double quotes"),
        JSONRejection("[1 2]", .malformedJSON, "$", "unexpected character '2' at byte 3; expected ',' or ']'"),
        JSONRejection(#"{"a":1 "b":2}"#, .malformedJSON, "$", "unexpected character '\"' at byte 7; expected ',' or '}'"),
        JSONRejection("[1,2", .malformedJSON, "$", "unexpected end of the body at byte 4; expected ',' or ']'"),
        JSONRejection(#"{"a":"#, .malformedJSON, "$.a", "unexpected end of the body at byte 5; expected a value"),
        JSONRejection("[", .malformedJSON, "$[0]", "unexpected end of the body at byte 1; expected a value"),
        JSONRejection("{", .malformedJSON, "$", "unexpected end of the body at byte 1; expected a string key"),
        JSONRejection("tru", .malformedJSON, "$", "invalid literal at byte 0; expected true"),
        JSONRejection("[nul]", .malformedJSON, "$[0]", "invalid literal at byte 1; expected null"),
        JSONRejection("[fals]", .malformedJSON, "$[0]", "expected false"),
        JSONRejection("[True]", .malformedJSON, "$[0]", "unexpected character 'T' at byte 1; expected a value"),
        JSONRejection("[truex]", .malformedJSON, "$", "unexpected character 'x' at byte 5"),
        JSONRejection("/* c */ 1", .malformedJSON, "$", "unexpected character '/' at byte 0"),
        JSONRejection("\u{C}[1]", .malformedJSON, "$", "unexpected byte 0x0C at byte 0"),
        JSONRejection("\u{A0}1", .malformedJSON, "$", "unexpected byte 0xC2 at byte 0"),
        JSONRejection([0xC3, 0xA9], .malformedJSON, "$", "unexpected byte 0xC3 at byte 0; expected a value"),
        JSONRejection(#"{"root":{"children":[{},{},{"id":tru}]}}"#, .malformedJSON, "$.root.children[2].id", "invalid literal at byte 33"),
        JSONRejection(#"{"root":{"id":"x"}}}"#, .malformedJSON, "$", "unexpected character '}' at byte 19"),
    ]

    static let numbers: [JSONRejection] = [
        JSONRejection("01", .malformedJSON, "$", "number at byte 0 has a leading zero"),
        JSONRejection("-01", .malformedJSON, "$", "number at byte 0 has a leading zero"),
        JSONRejection("00", .malformedJSON, "$", "leading zero"),
        JSONRejection(#"{"a":[0, 012]}"#, .malformedJSON, "$.a[1]", "number at byte 9 has a leading zero"),
        JSONRejection("+1", .malformedJSON, "$", "unexpected character '+' at byte 0; expected a value"),
        JSONRejection(".5", .malformedJSON, "$", "unexpected character '.' at byte 0"),
        JSONRejection("1.", .malformedJSON, "$", "unexpected end of the body at byte 2; expected a digit after the decimal point"),
        JSONRejection("[1.]", .malformedJSON, "$[0]", "unexpected character ']' at byte 3; expected a digit after the decimal point"),
        JSONRejection("1.e5", .malformedJSON, "$", "unexpected character 'e' at byte 2"),
        JSONRejection("-", .malformedJSON, "$", "unexpected end of the body at byte 1; expected a digit after '-'"),
        JSONRejection("-a", .malformedJSON, "$", "unexpected character 'a' at byte 1"),
        JSONRejection("- 1", .malformedJSON, "$", "unexpected byte 0x20 at byte 1"),
        JSONRejection("1e", .malformedJSON, "$", "expected a digit in the exponent"),
        JSONRejection("1e+", .malformedJSON, "$", "unexpected end of the body at byte 3; expected a digit in the exponent"),
        JSONRejection("1E-x", .malformedJSON, "$", "unexpected character 'x' at byte 3"),
        JSONRejection("0x10", .malformedJSON, "$", "unexpected character 'x' at byte 1; expected the end of the body"),
        JSONRejection("NaN", .malformedJSON, "$", "unexpected character 'N' at byte 0; expected a value"),
        JSONRejection("Infinity", .malformedJSON, "$", "unexpected character 'I' at byte 0"),
        JSONRejection("-Infinity", .malformedJSON, "$", "unexpected character 'I' at byte 1; expected a digit after '-'"),
        JSONRejection("[1.5.5]", .malformedJSON, "$", "unexpected character '.' at byte 4; expected ',' or ']'"),
        JSONRejection("1e309", .invalidRequest, "$", "number out of range at byte 0"),
        JSONRejection(#"{"n":-1e309}"#, .invalidRequest, "$.n", "number out of range at byte 5"),
        JSONRejection("[1,123456789012345678901234567890e300]", .invalidRequest, "$[1]", "number out of range"),
        JSONRejection("[1.8e308]", .invalidRequest, "$[0]", "number out of range"),
        JSONRejection("1" + String(repeating: "0", count: 400), .invalidRequest, "$", "number out of range"),
    ]

    static let strings: [JSONRejection] = [
        JSONRejection("\"a\nb\"", .malformedJSON, "$", "unescaped control character 0x0A in a string at byte 2"),
        JSONRejection("[\"\u{0}\"]", .malformedJSON, "$[0]", "unescaped control character 0x00"),
        JSONRejection("\"\u{1F}\"", .malformedJSON, "$", "unescaped control character 0x1F"),
        JSONRejection("\"\\n\t\"", .malformedJSON, "$", "unescaped control character 0x09 in a string at byte 3"),
        JSONRejection(#""\x""#, .malformedJSON, "$", #"invalid escape '\x' at byte 1"#),
        JSONRejection(#""\U0041""#, .malformedJSON, "$", #"invalid escape '\U'"#),
        JSONRejection(#""\'""#, .malformedJSON, "$", #"invalid escape '\''"#),
        JSONRejection(#""\u12""#, .malformedJSON, "$", #"invalid \u escape at byte 1: unexpected character '"' at byte 5; expected 4 hex digits"#),
        JSONRejection(#""\uZZZZ""#, .malformedJSON, "$", #"invalid \u escape at byte 1"#),
        JSONRejection(#""\u-123""#, .malformedJSON, "$", #"invalid \u escape"#),
        JSONRejection(#""\ud83d""#, .malformedJSON, "$", #"high surrogate \uD83D at byte 1 is not followed by a low surrogate"#),
        JSONRejection(#""\ud83d\u0041""#, .malformedJSON, "$", "is not followed by a low surrogate"),
        JSONRejection(#""\ud83dx""#, .malformedJSON, "$", "is not followed by a low surrogate"),
        JSONRejection(#""\ud83d\ud83d""#, .malformedJSON, "$", "is not followed by a low surrogate"),
        JSONRejection(#""\ud83d\n""#, .malformedJSON, "$", "is not followed by a low surrogate"),
        JSONRejection(#"{"s":"\ude00"}"#, .malformedJSON, "$.s", #"lone low surrogate \uDE00 at byte 6"#),
        JSONRejection(#""\"#, .malformedJSON, "$", "the body ends inside the escape at byte 1"),
        JSONRejection(#""\u00"#, .malformedJSON, "$", "the body ends inside the escape at byte 1"),
        JSONRejection(#""\ud83d\u"#, .malformedJSON, "$", "the body ends inside the escape at byte 7"),
        JSONRejection(#""abc"#, .malformedJSON, "$", "unterminated string starting at byte 0"),
        JSONRejection(#"{"a":"b"#, .malformedJSON, "$.a", "unterminated string starting at byte 5"),
        JSONRejection(#"{"ab"#, .malformedJSON, "$", "unterminated string starting at byte 1"),
        JSONRejection(#""abc\"#, .malformedJSON, "$", "the body ends inside the escape at byte 4"),
    ]

    static let utf8: [JSONRejection] = [
        JSONRejection([0x22, 0x80, 0x22], .malformedJSON, "$", "invalid UTF-8 at byte 1: a continuation byte without a lead byte (0x80)"),
        JSONRejection([0x22, 0xBF, 0x22], .malformedJSON, "$", "continuation byte without a lead byte"),
        JSONRejection([0x22, 0xC0, 0x80, 0x22], .malformedJSON, "$", "invalid UTF-8 at byte 1: an overlong encoding (0xC0)"),
        JSONRejection([0x22, 0xC1, 0xBF, 0x22], .malformedJSON, "$", "an overlong encoding"),
        JSONRejection([0x22, 0xE0, 0x80, 0x80, 0x22], .malformedJSON, "$", "an overlong encoding (0xE0)"),
        JSONRejection([0x22, 0xE0, 0x9F, 0xBF, 0x22], .malformedJSON, "$", "an overlong encoding"),
        JSONRejection([0x22, 0xF0, 0x80, 0x80, 0x80, 0x22], .malformedJSON, "$", "an overlong encoding (0xF0)"),
        JSONRejection([0x22, 0xF0, 0x8F, 0xBF, 0xBF, 0x22], .malformedJSON, "$", "an overlong encoding"),
        JSONRejection([0x22, 0xED, 0xA0, 0x80, 0x22], .malformedJSON, "$", "invalid UTF-8 at byte 1: an encoded surrogate (0xED)"),
        JSONRejection([0x22, 0xED, 0xBF, 0xBF, 0x22], .malformedJSON, "$", "an encoded surrogate"),
        JSONRejection([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], .malformedJSON, "$", "a code point above U+10FFFF"),
        JSONRejection([0x22, 0xF5, 0x80, 0x80, 0x80, 0x22], .malformedJSON, "$", "a byte that never appears in UTF-8 (0xF5)"),
        JSONRejection([0x22, 0xFF, 0x22], .malformedJSON, "$", "never appears in UTF-8"),
        JSONRejection([0x22, 0xFE, 0x22], .malformedJSON, "$", "never appears in UTF-8"),
        JSONRejection([0x22, 0xC3, 0x22], .malformedJSON, "$", "invalid UTF-8 at byte 1: a truncated sequence (0xC3)"),
        JSONRejection([0x22, 0xC3], .malformedJSON, "$", "a sequence cut off by the end of the body"),
        JSONRejection([0x22, 0xE2, 0x82, 0x22], .malformedJSON, "$", "a truncated sequence (0xE2)"),
        JSONRejection([0x22, 0xF0, 0x9F, 0x98, 0x41, 0x22], .malformedJSON, "$", "a truncated sequence"),
        JSONRejection([0x22, 0xC3, 0xC3, 0xA9, 0x22], .malformedJSON, "$", "a truncated sequence"),
        JSONRejection(Array(#"{"a":["ok","#.utf8) + [0x22, 0x61, 0xFF, 0x22, 0x5D, 0x7D], .malformedJSON, "$.a[1]", "invalid UTF-8 at byte 13"),
        // Key problems are reported at the object, not at a path that would repeat the bad key.
        JSONRejection([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D], .malformedJSON, "$", "invalid UTF-8 at byte 2"),
        // Long ASCII runs before the bad byte exercise the eight-bytes-at-a-time scan.
        JSONRejection(Array("\"abcdefghijklmnopqrstuvwxyz".utf8) + [0x80, 0x22], .malformedJSON, "$", "at byte 27"),
        JSONRejection("\"abcdefghijklmnopqrstuvwxyz\u{7}\"", .malformedJSON, "$", "unescaped control character 0x07 in a string at byte 27"),
    ]

    @Test(arguments: syntax) func syntaxErrors(_ rejection: JSONRejection) { expectRejection(rejection) }
    @Test(arguments: numbers) func numberErrors(_ rejection: JSONRejection) { expectRejection(rejection) }
    @Test(arguments: strings) func stringErrors(_ rejection: JSONRejection) { expectRejection(rejection) }
    @Test(arguments: utf8) func utf8Errors(_ rejection: JSONRejection) { expectRejection(rejection) }

    @Test func errorsMapToTheirKind() throws {
        #expect(parseError("[")?.kind == .malformedJSON)
        #expect(parseError("[1e400]")?.kind == .invalidRequest)
        #expect(parseError("[[]]", maxDepth: 1)?.kind == .limitExceeded)
    }

    @Test func keysThatAreNotIdentifiersUseBracketNotation() {
        let cases: [(String, String)] = [
            (#"{"a b":[x]}"#, #"$["a b"][0]"#),
            (#"{"":x}"#, #"$[""]"#),
            (#"{"1a":x}"#, #"$["1a"]"#),
            (#"{"q\"k":x}"#, #"$["q\"k"]"#),
            (#"{"tab\there":x}"#, #"$["tab\there"]"#),
            (#"{"é":x}"#, #"$["é"]"#),
            (#"{"a.b":x}"#, #"$["a.b"]"#),
            (#"{"_a1":{"B_2":[0,{"c":x}]}}"#, "$._a1.B_2[1].c"),
        ]
        for (body, path) in cases {
            #expect(parseError(body)?.errors.first?.path == path, "\(body)")
        }
    }
}

// MARK: - Numbers

@Suite struct JSONParserNumberTests {
    static let valid: [(String, Double)] = [
        ("0", 0), ("1", 1), ("-1", -1), ("10", 10), ("1.5", 1.5), ("-1.5", -1.5), ("0.1", 0.1),
        ("1e2", 100), ("1E2", 100), ("1e+2", 100), ("1e-2", 0.01), ("1.25e-3", 0.00125), ("0e0", 0),
        ("0.1e1", 1), ("100e-2", 1), ("123456789", 123_456_789), ("9007199254740992", 9_007_199_254_740_992),
        ("9007199254740993", 9_007_199_254_740_992), ("18446744073709551615", 0x1p64),
        ("-9223372036854775808", -9_223_372_036_854_775_808), ("1e22", 1e22), ("1e23", 1e23),
        ("123456789012345678901234567890", 1.2345678901234568e29),
        ("0.000001", 0.000001), ("0.0000000000000000000000000001", 1e-28), ("3.141592653589793", 3.141592653589793),
        ("1e308", 1e308), ("1.7976931348623157e308", 1.7976931348623157e308),
        ("-1.7976931348623157e308", -1.7976931348623157e308), ("2.2250738585072014e-308", 2.2250738585072014e-308),
        ("5e-324", .leastNonzeroMagnitude), ("1e-400", 0), ("1e-99999999999999999999", 0),
        ("1" + String(repeating: "0", count: 300), 1e300), ("0." + String(repeating: "0", count: 400) + "1", 0),
        ("2.5e-1", 0.25), ("12345678901234567890e-10", 1_234_567_890.123456789),
    ]

    @Test func validNumbers() throws {
        for (text, expected) in Self.valid {
            #expect(try parse(text) == .number(expected), "\(text)")
            #expect(try parse("[\(text)]") == .array([.number(expected)]), "\(text)")
        }
    }

    @Test func negativeZeroKeepsItsSign() throws {
        for text in ["-0", "-0.0", "-0e5", "-1e-400"] {
            guard case .number(let value) = try parse(text) else {
                Issue.record("\(text) is not a number")
                continue
            }
            #expect(value == 0 && value.sign == .minus, "\(text)")
        }
    }

    /// Every grammatical number converts exactly as the standard library's correctly rounded parser does.
    @Test func matchesStandardLibraryConversion() throws {
        var rng = RandomJSON.Generator(state: 0x5EED)
        for _ in 0..<20_000 {
            var text = Bool.random(using: &rng) ? "-" : ""
            let integerDigits = Int.random(in: 1...22, using: &rng)
            text += integerDigits == 1 ? String(Int.random(in: 0...9, using: &rng)) : String(Int.random(in: 1...9, using: &rng))
            for _ in 1..<integerDigits { text += String(Int.random(in: 0...9, using: &rng)) }
            if Bool.random(using: &rng) {
                text += "."
                for _ in 0..<Int.random(in: 1...20, using: &rng) { text += String(Int.random(in: 0...9, using: &rng)) }
            }
            if Bool.random(using: &rng) {
                text += ["e", "E", "e+", "e-", "E-"].randomElement(using: &rng) ?? "e"
                text += String(Int.random(in: 0...330, using: &rng))
            }
            guard let expected = Double(text) else {
                Issue.record("stdlib rejected \(text)")
                continue
            }
            if expected.isFinite {
                let parsed = try parse(text)
                guard case .number(let value) = parsed, value.bitPattern == expected.bitPattern else {
                    Issue.record("\(text): parsed \(parsed), expected \(expected)")
                    continue
                }
            } else {
                #expect(parseError(text)?.kind == .invalidRequest, "\(text)")
            }
        }
    }
}

// MARK: - Limits and duplicates

@Suite struct JSONParserLimitTests {
    private func nestedArrays(_ depth: Int) -> String {
        String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    }

    @Test func nestingAtTheLimitParses() throws {
        var value = try parse(nestedArrays(1024), maxDepth: 1024)
        var depth = 0
        while case .array(let items) = value {
            depth += 1
            guard let first = items.first else { break }
            value = first
        }
        #expect(depth == 1024)
        let objects = String(repeating: #"{"a":"#, count: 1023) + "{}" + String(repeating: "}", count: 1023)
        _ = try parse(objects, maxDepth: 1024)
    }

    @Test func nestingPastTheLimitIsLimitExceededAtTheDeepContainer() {
        let error = parseError(nestedArrays(1025), maxDepth: 1024)
        #expect(error?.kind == .limitExceeded)
        #expect(error?.errors.first?.path == "$" + String(repeating: "[0]", count: 1024))
        #expect(error?.errors.first?.message == "nesting is deeper than 1024 arrays and objects (at byte 1024)")

        let objects = String(repeating: #"{"a":"#, count: 1025) + "1" + String(repeating: "}", count: 1025)
        let objectError = parseError(objects, maxDepth: 1024)
        #expect(objectError?.kind == .limitExceeded)
        #expect(objectError?.errors.first?.path == "$" + String(repeating: ".a", count: 1024))

        let mixed = parseError(#"{"a":[{"b":[1,[2]]}]}"#, maxDepth: 4)
        #expect(mixed?.kind == .limitExceeded)
        #expect(mixed?.errors.first?.path == "$.a[0].b[1]")
    }

    @Test func hundredThousandOpenBracketsIsLimitExceededNotACrash() {
        let error = parseError(String(repeating: "[", count: 100_000), maxDepth: 1024)
        #expect(error?.kind == .limitExceeded)
        let objects = parseError(String(repeating: #"{"":"#, count: 100_000), maxDepth: 1024)
        #expect(objects?.kind == .limitExceeded)
        // With a (mis)configured huge limit the parser itself still does not recurse.
        #expect(parseError(String(repeating: "[", count: 100_000), maxDepth: 1_000_000)?.kind == .malformedJSON)
    }

    @Test func zeroDepthAllowsOnlyScalars() throws {
        #expect(try parse("1", maxDepth: 0) == .number(1))
        #expect(parseError("[]", maxDepth: 0)?.kind == .limitExceeded)
        #expect(parseError("{}", maxDepth: 0)?.errors.first?.path == "$")
    }

    /// The parser is iterative, so at the default limit parsing and tearing down the tree fit a 512 KiB
    /// secondary-thread stack in any build. Comparing (synthesized `==`) and writing the tree recurse with
    /// debug-sized frames (over 512 KiB for 1024 levels in debug, under 256 KiB in release), so they are
    /// checked on that stack only in optimized builds.
    @Test func defaultDepthFitsASmallThreadStack() async throws {
        let body = Array((String(repeating: #"{"k":["#, count: 512) + "1" + String(repeating: "]}", count: 512)).utf8)
        let succeeded = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            let thread = Thread {
                guard let parsed = try? JSONParser.parse(body, maxDepth: 1024, maxStringBytes: 16) else {
                    continuation.resume(returning: false)
                    return
                }
                #if DEBUG
                    continuation.resume(returning: true)
                #else
                    let copy = try? JSONParser.parse(body, maxDepth: 1024, maxStringBytes: 16)
                    continuation.resume(returning: parsed == copy && written(parsed) == body)
                #endif
            }
            thread.stackSize = 512 * 1024
            thread.start()
        }
        #expect(succeeded)
        #expect(written(try parse(String(decoding: body, as: UTF8.self))) == body)
    }

    @Test func stringsAtAndPastTheLimit() {
        let limit = 64
        let atLimit = String(repeating: "x", count: limit)
        #expect((try? parse("\"\(atLimit)\"", maxStringBytes: limit)) == .string(atLimit))
        let error = parseError("{\"a\":[\"\(atLimit)x\"]}", maxStringBytes: limit)
        #expect(error?.kind == .limitExceeded)
        #expect(error?.errors.first?.path == "$.a[0]")
        #expect(error?.errors.first?.message == "string at byte 6 is longer than 64 UTF-8 bytes")

        // Bytes are counted after unescaping: "\u00e9" is six bytes of input but two of UTF-8.
        let escaped = String(repeating: "\\u00e9", count: limit / 2)
        #expect((try? parse("\"\(escaped)\"", maxStringBytes: limit)) == .string(String(repeating: "é", count: limit / 2)))
        #expect(parseError("\"\(escaped)a\"", maxStringBytes: limit)?.kind == .limitExceeded)
        // Raw multi-byte characters count all their bytes.
        let euros = String(repeating: "€", count: 21)  // 63 bytes
        #expect((try? parse("\"\(euros)\"", maxStringBytes: limit)) == .string(euros))
        #expect(parseError("\"\(euros)€\"", maxStringBytes: limit)?.kind == .limitExceeded)
        #expect(parseError("\"\(euros)\\n\"", maxStringBytes: limit) == nil)
        #expect(parseError("\"\(euros)\\n\\n\"", maxStringBytes: limit)?.kind == .limitExceeded)
    }

    @Test func longKeysAreReportedAtTheirObject() {
        let key = String(repeating: "k", count: 65)
        let error = parseError("{\"a\":{\"\(key)\":1}}", maxStringBytes: 64)
        #expect(error?.kind == .limitExceeded)
        #expect(error?.errors.first?.path == "$.a")
        #expect(error?.errors.first?.message == "object key at byte 6 is longer than 64 UTF-8 bytes")
        #expect(parseError("{\"\(key.dropLast())\":1}", maxStringBytes: 64) == nil)
    }

    @Test func duplicateKeys() {
        let error = parseError(#"{"a":1,"a":2}"#)
        #expect(error?.kind == .invalidRequest)
        #expect(error?.errors.first?.path == "$.a")
        #expect(error?.errors.first?.message == #"duplicate key "a""#)
        #expect(parseError(#"{"x":[{"id":1,"b":[],"id":2}]}"#)?.errors.first?.path == "$.x[0].id")
        #expect(parseError(#"{"a":1,"\u0061":2}"#)?.kind == .invalidRequest)
        #expect(parseError(#"{"a b":1,"a b":2}"#)?.errors.first?.path == #"$["a b"]"#)
        // Keys compare by their exact UTF-8 bytes (after unescaping), the way the tape decoder reads
        // them: canonically equivalent but differently encoded keys are different keys.
        #expect(parseError(#"{"é":1,"e\u0301":2}"#) == nil)
        #expect(parseError(#"{"é":1,"\u00e9":2}"#)?.errors.first?.path == #"$["é"]"#)
        #expect(parseError(#"{"\u00e9":1,"é":2}"#)?.kind == .invalidRequest)
        #expect(parseError(#"{"a\nb":1,"a\u000ab":2}"#)?.errors.first?.message == #"duplicate key "a\nb""#)
        #expect(parseError(#"{"ab":1,"a\u0062c":2,"a\u0062":3}"#)?.errors.first?.path == "$.ab")
        // The same key in different objects is fine.
        #expect(parseError(#"[{"a":1},{"a":2}]"#) == nil)
        #expect(parseError(#"{"a":{"a":{"a":1}},"b":{"a":2}}"#) == nil)
    }

    @Test func duplicateKeysInLargeObjects() {
        for count in [11, 12, 13, 50, 2_000] {
            let members = (0..<count).map { "\"k\($0)\":\($0)" }.joined(separator: ",")
            #expect(parseError("{\(members)}") == nil)
            for duplicate in [0, count / 2, count - 1] {
                let error = parseError("{\(members),\"k\(duplicate)\":0}")
                #expect(error?.kind == .invalidRequest)
                #expect(error?.errors.first?.path == "$.k\(duplicate)")
            }
        }
        // Sibling and nested large objects keep separate key sets.
        let members = (0..<20).map { "\"k\($0)\":\($0)" }.joined(separator: ",")
        #expect(parseError("[{\(members)},{\(members)},{\(members),\"in\":{\(members)}}]") == nil)
        #expect(parseError("[{\(members)},{\(members),\"in\":{\(members)},\"k3\":1}]")?.errors.first?.path == "$[1].k3")
        // Escaped keys hash and compare by their unescaped bytes.
        #expect(parseError("{\(members),\"k\\u0035\":0}")?.errors.first?.path == "$.k5")
        #expect(parseError("{\"k\\u00319\":0,\(members.dropFirst(7))}")?.errors.first?.path == "$.k19")
        #expect(parseError("{\(members),\"k\\u00e9\":0,\"k\u{E9}\":1}")?.errors.first?.path == #"$["k\#u{E9}"]"#)
        #expect(parseError("{\(members),\"k\\u00e9\":0,\"ke\u{301}\":1}") == nil)
    }
}
