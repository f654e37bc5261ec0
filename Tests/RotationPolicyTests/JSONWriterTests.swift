import RequestGenerator
import RotationPolicy
import RotationPolicyJSON
import Testing

private func text(_ build: (inout JSONWriter) -> Void) -> String {
    var writer = JSONWriter()
    build(&writer)
    return String(decoding: writer.bytes, as: UTF8.self)
}

private func written(_ value: JSONValue) -> [UInt8] {
    var writer = JSONWriter()
    writer.value(value)
    return writer.bytes
}

private func reparsed(_ bytes: [UInt8]) throws(JSONError) -> JSONValue {
    try JSONParser.parse(bytes, maxDepth: 1024, maxStringBytes: 1 << 20)
}

// MARK: - Writer output

@Suite struct JSONWriterTests {
    @Test func scalars() {
        #expect(text { $0.null() } == "null")
        #expect(text { $0.bool(true) } == "true")
        #expect(text { $0.bool(false) } == "false")
        #expect(text { $0.int(-42) } == "-42")
        #expect(text { $0.int(Int.min) } == "-9223372036854775808")
        #expect(text { $0.string("") } == #""""#)
    }

    @Test func containersPlaceCommasAndColons() {
        let output = text { w in
            w.beginObject()
            w.key("a")
            w.int(1)
            w.key("b")
            w.beginArray()
            w.int(1)
            w.beginObject()
            w.endObject()
            w.beginArray()
            w.endArray()
            w.null()
            w.endArray()
            w.key("c")
            w.beginObject()
            w.key("d")
            w.string("e")
            w.endObject()
            w.endObject()
        }
        #expect(output == #"{"a":1,"b":[1,{},[],null],"c":{"d":"e"}}"#)
    }

    @Test func escapes() {
        #expect(text { $0.string("\"\\\n\r\t/") } == #""\"\\\n\r\t/""#)
        #expect(text { $0.string("\u{0}\u{1}\u{8}\u{C}\u{1F}") } == #""\u0000\u0001\u0008\u000c\u001f""#)
        // DEL, non-ASCII and the JavaScript line separators need no escape in JSON.
        #expect(text { $0.string("\u{7F}é€😀\u{2028}\u{10FFFF}") } == "\"\u{7F}é€😀\u{2028}\u{10FFFF}\"")
        #expect(
            text {
                $0.beginObject()
                $0.key("k\"\n")
                $0.int(1)
                $0.endObject()
            } == #"{"k\"\n":1}"#)
    }

    /// The escaping check reads sixteen bytes a step, ends with a load that overlaps, and reads shorter
    /// strings as two overlapping words (8 or 4 bytes) or bytes: a byte that needs an escape is found at
    /// every position of strings up to 40 bytes, and bytes just past a boundary (0x1F/0x20,
    /// 0x21/0x22/0x23, 0x5B/0x5C/0x5D, 0x7F and up) are told apart.
    @Test(arguments: [UInt8(0x00), 0x1F, 0x22, 0x5C])
    func escapesAtEveryPosition(special: UInt8) {
        let escaped: String
        switch special {
        case 0x22: escaped = #"\""#
        case 0x5C: escaped = #"\\"#
        default: escaped = special == 0 ? #"\u0000"# : #"\u001f"#
        }
        for length in 1...40 {
            for position in 0..<length {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                bytes[position] = special
                let plain = String(decoding: bytes.prefix(position), as: UTF8.self)
                let rest = String(decoding: bytes.suffix(from: position + 1), as: UTF8.self)
                let input = String(decoding: bytes, as: UTF8.self)
                #expect(text { $0.string(input) } == "\"\(plain)\(escaped)\(rest)\"", "length \(length), position \(position)")
            }
        }
        let neighbours = String(decoding: [0x20, 0x21, 0x23, 0x5B, 0x5D, 0x7F, 0x7E, 0x41] + Array("é€😀 and sixteen more".utf8), as: UTF8.self)
        for cut in 0...neighbours.utf8.count {
            let input = String(decoding: Array(neighbours.utf8).prefix(cut), as: UTF8.self)
            #expect(text { $0.string(input) } == "\"\(input)\"")
        }
    }

    /// A sink given the caller's buffer writes there while it fits, and moves to memory of its own, with
    /// what it wrote, when it does not (the resolve answer's path: `ResponseEncoder.encode(_:maxBytes:)`).
    @Test(arguments: [64, 16]) func borrowedBufferHoldsWhatFitsAndMovesWhenOutgrown(capacity: Int) {
        var storage = [UInt8](repeating: 0, count: capacity)
        storage.withUnsafeMutableBufferPointer { buffer in
            var sink = JSONByteSink(borrowing: buffer)
            sink.beginObject()
            sink.constantKey("a")
            sink.string(String(repeating: "s", count: 20))
            let fits = sink.isInBorrowedBuffer
            sink.constantKey("b")
            sink.string(String(repeating: "x", count: 80))
            sink.endObject()
            #expect(!sink.isInBorrowedBuffer, "80 bytes more cannot fit in \(capacity)")
            #expect(fits == (capacity == 64))
            let first = "{\"a\":\"\(String(repeating: "s", count: 20))\""
            let whole = first + ",\"b\":\"\(String(repeating: "x", count: 80))\"}"
            #expect(String(decoding: sink.bytes(appending: nil), as: UTF8.self) == whole)
            if fits { #expect(String(decoding: buffer[..<first.utf8.count], as: UTF8.self) == first) }
        }
    }

    @Test func numbers() {
        let cases: [(Double, String)] = [
            (0, "0"), (2, "2"), (-2, "-2"), (1.5, "1.5"), (-0.25, "-0.25"), (0.1, "0.1"),
            (999_999_999_999_999, "999999999999999"), (1e15, "1000000000000000.0"), (1e16, "1e+16"), (1e-7, "1e-07"),
            (1.7976931348623157e308, "1.7976931348623157e+308"), (.leastNonzeroMagnitude, "5e-324"),
            (.infinity, "null"), (-.infinity, "null"), (.nan, "null"),
        ]
        for (value, expected) in cases {
            #expect(text { $0.number(value) } == expected, "\(value)")
        }
    }

    @Test func negativeZeroKeepsItsSign() throws {
        #expect(text { $0.number(-0.0) } == "-0")
        guard case .number(let value) = try reparsed(Array("-0".utf8)) else { return }
        #expect(value.sign == .minus)
    }

    @Test func valueWritesMembersInStoredOrder() {
        let value = JSONValue.object(
            JSONObject([
                .init(key: "z", value: .array([.number(1), .string("x"), .bool(false), .null])),
                .init(key: "a", value: .object(JSONObject())),
            ]))
        #expect(String(decoding: written(value), as: UTF8.self) == #"{"z":[1,"x",false,null],"a":{}}"#)
    }

    /// Every finite Double survives writing and parsing bit for bit.
    @Test func numbersRoundTripExactly() throws {
        var rng = RandomJSON.Generator(state: 42)
        for n in 0..<20_000 {
            let value: Double
            switch n % 4 {
            case 0: value = Double(bitPattern: rng.next())
            case 1: value = Double(Int64.random(in: -(1 << 53)...(1 << 53), using: &rng))
            case 2: value = Double(Int.random(in: -1_000_000...1_000_000, using: &rng)) / 1000
            default: value = Double.random(in: -1e20...1e20, using: &rng)
            }
            guard value.isFinite else { continue }
            guard case .number(let back) = try reparsed(written(.number(value))) else {
                Issue.record("\(value) did not come back as a number")
                continue
            }
            #expect(back.bitPattern == value.bitPattern, "\(value)")
        }
    }
}

// MARK: - Round trips through writer and parser

@Suite struct JSONRoundTripTests {
    @Test func unicodeRoundTrips() throws {
        let strings = [
            "", "plain", "é", "€", "😀", "\u{10FFFF}", "\u{FEFF}bom inside", "\u{0}nul", "\u{1F}\u{7F}",
            "e\u{301}", "👩‍👩‍👧‍👦", "עברית", "日本語テキスト", "quote\"back\\slash/", "\r\n\t\u{8}\u{C}",
            String(repeating: "abcdefghé", count: 20),
        ]
        for string in strings {
            let value = JSONValue.object(JSONObject([.init(key: string, value: .string(string))]))
            let back = try reparsed(written(value))
            #expect(back == value, "\(string.debugDescription)")
            guard case .object(let object) = back, let member = object.members.first else { continue }
            // Byte-exact, not only canonically equal.
            #expect(Array(member.key.utf8) == Array(string.utf8))
            #expect(member.value == .string(string))
            if case .string(let s) = member.value { #expect(Array(s.utf8) == Array(string.utf8)) }
        }
    }

    @Test func randomTreesRoundTrip() throws {
        var rng = RandomJSON.Generator(state: 0xC0FFEE)
        for _ in 0..<1_000 {
            let value = RandomJSON.value(depth: 0, using: &rng)
            let bytes = written(value)
            let back = try reparsed(bytes)
            #expect(back == value)
            // Writing is deterministic, so the second trip is byte-identical.
            #expect(written(back) == bytes)
        }
    }

    /// A libFuzzer-style smoke test: mutated documents must parse or fail cleanly, never trap, and
    /// whatever parses must survive another round trip.
    @Test func mutatedDocumentsNeverCrash() {
        var rng = RandomJSON.Generator(state: 7)
        var seeds: [[UInt8]] = (0..<40).map { _ in written(RandomJSON.value(depth: 0, using: &rng)) }
        seeds.append(Array(#"{"a":[1,-0.5e3,"\u00e9\ud83d\ude00",true,null,{"b":{}}]}"#.utf8))
        var parsed = 0
        for n in 0..<30_000 {
            var bytes = seeds[n % seeds.count]
            for _ in 0..<Int.random(in: 1...4, using: &rng) { RandomJSON.mutate(&bytes, using: &rng) }
            do {
                let value = try JSONParser.parse(bytes, maxDepth: 16, maxStringBytes: 64)
                parsed += 1
                let again = try JSONParser.parse(written(value), maxDepth: 16, maxStringBytes: 1 << 20)
                #expect(again == value)
            } catch {
                #expect(error.path.hasPrefix("$"))
                #expect(!error.message.isEmpty)
            }
        }
        #expect(parsed > 0)
    }
}

/// Random JSON trees and byte mutations for the round-trip and robustness tests.
enum RandomJSON {
    /// SplitMix64 from the shared RequestGenerator library: seedable, the same stream as before.
    typealias Generator = SplitMix64

    static let interestingScalars: [Unicode.Scalar] = [
        "\"", "\\", "/", "\u{0}", "\u{1}", "\u{8}", "\u{9}", "\u{A}", "\u{C}", "\u{D}", "\u{1F}", " ", "\u{7F}",
        "é", "ß", "€", "\u{FEFF}", "\u{2028}", "\u{FFFD}", "\u{FFFF}", "😀", "\u{10000}", "\u{10FFFF}", "\u{301}",
    ]

    static func string<G: RandomNumberGenerator>(using rng: inout G) -> String {
        var result = ""
        for _ in 0..<Int.random(in: 0...12, using: &rng) {
            switch Int.random(in: 0..<4, using: &rng) {
            case 0, 1:
                result.unicodeScalars.append(Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &rng)))
            case 2:
                result.unicodeScalars.append(interestingScalars.randomElement(using: &rng) ?? "x")
            default:
                // Any scalar, skipping the surrogate gap that has none.
                let value = UInt32.random(in: 0...0x10_FFFF, using: &rng)
                result.unicodeScalars.append(Unicode.Scalar(value) ?? "?")
            }
        }
        return result
    }

    static func number<G: RandomNumberGenerator>(using rng: inout G) -> Double {
        switch Int.random(in: 0..<5, using: &rng) {
        case 0: return Double(Int.random(in: -1000...1000, using: &rng))
        case 1: return Double(Int64.random(in: Int64.min...Int64.max, using: &rng))
        case 2: return Double(Int.random(in: -100_000...100_000, using: &rng)) / 100
        case 3: return [0, -0.0, 1e308, -1e308, .leastNonzeroMagnitude, 2.2250738585072014e-308, 0.1, 1e15, 1e22].randomElement(using: &rng) ?? 0
        default:
            let value = Double(bitPattern: rng.next())
            return value.isFinite ? value : 1.5
        }
    }

    static func value<G: RandomNumberGenerator>(depth: Int, using rng: inout G) -> JSONValue {
        let kind = depth >= 5 ? Int.random(in: 0..<4, using: &rng) : Int.random(in: 0..<6, using: &rng)
        switch kind {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &rng))
        case 2: return .number(number(using: &rng))
        case 3: return .string(string(using: &rng))
        case 4: return .array((0..<Int.random(in: 0...6, using: &rng)).map { _ in value(depth: depth + 1, using: &rng) })
        default:
            // Keys must be unique under String equality, as the parser requires.
            var seen = Set<String>()
            var members: [JSONObject.Member] = []
            for _ in 0..<Int.random(in: 0...6, using: &rng) {
                let key = string(using: &rng)
                guard seen.insert(key).inserted else { continue }
                members.append(.init(key: key, value: value(depth: depth + 1, using: &rng)))
            }
            return .object(JSONObject(members))
        }
    }

    static let tokens: [[UInt8]] =
        ["{", "}", "[", "]", ",", ":", "\"", "\\", "\\u", "\\ud800", "-", "0", "1e", ".", "e+", "true", "null", " "]
        .map { Array($0.utf8) } + [[0x00], [0x80], [0xC3], [0xED, 0xA0, 0x80], [0xF4, 0x90], [0xEF, 0xBB, 0xBF]]

    static func mutate<G: RandomNumberGenerator>(_ bytes: inout [UInt8], using rng: inout G) {
        let position = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &rng)
        switch Int.random(in: 0..<5, using: &rng) {
        case 0 where !bytes.isEmpty:
            bytes[position] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &rng)
        case 1 where !bytes.isEmpty:
            bytes.remove(at: position)
        case 2:
            bytes.insert(contentsOf: tokens.randomElement(using: &rng) ?? [], at: position)
        case 3 where !bytes.isEmpty:
            let end = min(bytes.count, position + Int.random(in: 1...16, using: &rng))
            bytes.insert(contentsOf: bytes[position..<end], at: position)
        default:
            bytes.removeSubrange(position...)
        }
    }
}
