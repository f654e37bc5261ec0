import RequestGenerator
import RotationPolicy
import RotationPolicyJSON
import RotationPolicyWire
import Testing

// MARK: - Helpers

/// Parses `bytes` into a tape and hands it to `body` while the bytes are alive.
private func withTape<R>(
    _ bytes: [UInt8], maxDepth: Int = 1024, maxStringBytes: Int = 1024, _ body: (JSONTape) throws -> R
) throws -> R {
    try bytes.withUnsafeBytes { raw in
        try body(JSONParser.parseTape(raw, maxDepth: maxDepth, maxStringBytes: maxStringBytes))
    }
}

private func withTape<R>(_ text: String, _ body: (JSONTape) throws -> R) throws -> R {
    try withTape(Array(text.utf8), body)
}

private func tapeError(_ bytes: [UInt8], maxDepth: Int = 1024, maxStringBytes: Int = 1024) -> RequestError? {
    bytes.withUnsafeBytes { raw -> RequestError? in
        do throws(JSONError) {
            _ = try JSONParser.parseTape(raw, maxDepth: maxDepth, maxStringBytes: maxStringBytes)
            return nil
        } catch {
            return RequestError(error)
        }
    }
}

private func treeError(_ bytes: [UInt8], maxDepth: Int = 1024, maxStringBytes: Int = 1024) -> RequestError? {
    do {
        _ = try JSONParser.parse(bytes, maxDepth: maxDepth, maxStringBytes: maxStringBytes)
        return nil
    } catch {
        return RequestError(error)
    }
}

private func writtenBytes(_ value: JSONValue) -> [UInt8] {
    var writer = JSONWriter()
    writer.value(value)
    return writer.bytes
}

/// Checks the layout invariants every tape must meet, below node `index`; returns the end of its subtree.
@discardableResult
private func checkSubtree(_ tape: JSONTape, at index: Int, sourceLocation: SourceLocation = #_sourceLocation) -> Int {
    let node = tape.nodes[index]
    switch node.kind {
    case .array:
        var cursor = index + 1
        for _ in 0..<node.count { cursor = checkSubtree(tape, at: cursor, sourceLocation: sourceLocation) }
        #expect(Int(node.end) == cursor, sourceLocation: sourceLocation)
    case .object:
        var cursor = index + 1
        for _ in 0..<node.count {
            #expect(tape.kind(cursor) == .string, "key node", sourceLocation: sourceLocation)
            #expect(tape.end(cursor) == cursor + 1, sourceLocation: sourceLocation)
            cursor = checkSubtree(tape, at: cursor + 1, sourceLocation: sourceLocation)
        }
        #expect(Int(node.end) == cursor, sourceLocation: sourceLocation)
    case .string:
        #expect(Int(node.end) == index + 1, sourceLocation: sourceLocation)
        if node.flag {
            #expect(tape.decoded[Int(node.start)].utf8.count == Int(node.length), sourceLocation: sourceLocation)
        } else {
            #expect(Int(node.start) + Int(node.length) <= tape.body.count, sourceLocation: sourceLocation)
        }
    default:
        #expect(Int(node.end) == index + 1, sourceLocation: sourceLocation)
    }
    return Int(node.end)
}

// MARK: - Layout

@Suite struct JSONTapeLayoutTests {
    @Test func scalarsAreOneNode() throws {
        let cases: [(String, JSONTape.Kind)] = [("null", .null), ("true", .bool), (" false ", .bool), ("-1.5e3", .number), ("\"s\"", .string)]
        for (text, kind) in cases {
            try withTape(text) { tape in
                #expect(tape.nodes.count == 1, "\(text)")
                #expect(tape.kind(0) == kind, "\(text)")
                #expect(tape.end(0) == 1, "\(text)")
            }
        }
        try withTape("true") { #expect($0.nodes[0].flag) }
        try withTape("false") { #expect(!$0.nodes[0].flag) }
        try withTape("-1.5e3") { #expect($0.nodes[0].number == -1500) }
        try withTape("\"s\"") { tape in
            #expect(tape.nodes[0].start == 1)
            #expect(tape.nodes[0].length == 1)
            #expect(!tape.nodes[0].flag)
            #expect(tape.decoded.isEmpty)
        }
    }

    @Test func objectWithNestedContainers() throws {
        //           0         1         2         3
        //           0123456789012345678901234567890123456
        let text = #"{"a":[1,true,null],"b\n":"x","c":{}}"#
        try withTape(text) { tape in
            let kinds: [JSONTape.Kind] = [.object, .string, .array, .number, .bool, .null, .string, .string, .string, .object]
            #expect(tape.nodes.map(\.kind) == kinds)
            #expect(tape.nodes.map(\.end) == [10, 2, 6, 4, 5, 6, 7, 8, 9, 10])
            #expect(tape.count(0) == 3)
            #expect(tape.count(2) == 3)
            #expect(tape.count(9) == 0)
            // Plain strings point at their body bytes.
            #expect(tape.nodes[1].start == 2 && tape.nodes[1].length == 1 && !tape.nodes[1].flag)
            #expect(tape.nodes[7].start == 26 && tape.nodes[7].length == 1)
            #expect(tape.nodes[8].start == 30 && tape.nodes[8].length == 1)
            // The escaped key is unescaped into `decoded`.
            #expect(tape.nodes[6].flag)
            #expect(tape.nodes[6].start == 0 && tape.nodes[6].length == 2)
            #expect(tape.decoded == ["b\n"])
            #expect(tape.nodes[3].number == 1)
            #expect(tape.nodes[4].flag)
            #expect(tape.string(1) == "a")
            #expect(tape.string(6) == "b\n")
            #expect(tape.string(7) == "x")
            checkSubtree(tape, at: 0)
        }
    }

    @Test func arraysOfContainers() throws {
        try withTape(#"[[],{},[[1]],{"k":[]}]"#) { tape in
            #expect(tape.nodes.map(\.kind) == [.array, .array, .object, .array, .array, .number, .object, .string, .array])
            #expect(tape.nodes.map(\.end) == [9, 2, 3, 6, 6, 6, 9, 8, 9])
            #expect(tape.nodes.map(\.count) == [4, 0, 0, 1, 1, 0, 1, 0, 0])
            checkSubtree(tape, at: 0)
        }
    }

    @Test func escapedAndUnicodeStrings() throws {
        try withTape(#"["plain","tab\there","\u00e9t\u00e9","é€😀","\ud83d\ude00",""]"#) { tape in
            #expect(tape.nodes.count == 7)
            #expect(tape.decoded == ["tab\there", "été", "😀"])
            #expect(tape.nodes.map(\.flag) == [false, false, true, true, false, true, false])
            #expect(tape.nodes.map(\.length) == [0, 5, 8, 5, 9, 4, 0])
            #expect((1..<7).map { tape.string($0) } == ["plain", "tab\there", "été", "é€😀", "😀", ""])
            checkSubtree(tape, at: 0)
        }
    }

    @Test func bodyIsTheParsedBuffer() throws {
        let bytes = Array(#"{"id":"feed"}"#.utf8)
        try bytes.withUnsafeBytes { raw in
            let tape = try JSONParser.parseTape(raw, maxDepth: 4, maxStringBytes: 16)
            #expect(tape.body.baseAddress == raw.baseAddress)
            #expect(tape.body.count == raw.count)
        }
    }
}

// MARK: - Reading

@Suite struct JSONTapeReadingTests {
    @Test func membersInDocumentOrder() throws {
        try withTape(#"{"z":1,"a":{"x":[1,2]},"m":null,"e\u0301":"v"}"#) { tape in
            let members = Array(tape.members(0))
            #expect(members.map { tape.string($0.key) } == ["z", "a", "m", "e\u{301}"])
            #expect(members.map { tape.kind($0.value) } == [.number, .object, .null, .string])
            #expect(members.map(\.value) == members.map { $0.key + 1 })
            // Nested members.
            let inner = Array(tape.members(members[1].value))
            #expect(inner.count == 1)
            #expect(tape.string(inner[0].key) == "x")
            #expect(Array(tape.elements(inner[0].value)).map { tape.nodes[$0].number } == [1, 2])
        }
        try withTape("{}") { tape in #expect(Array(tape.members(0)).isEmpty) }
    }

    @Test func elementsSkipWholeSubtrees() throws {
        try withTape(#"[{"a":[1,[2,3]]},[],"s",[[[]]],4]"#) { tape in
            let elements = Array(tape.elements(0))
            #expect(elements.map { tape.kind($0) } == [.object, .array, .string, .array, .number])
            #expect(elements == [1, 8, 9, 10, 13])
            #expect(tape.nodes[elements[4]].number == 4)
            #expect(tape.end(elements[4]) == tape.nodes.count)
        }
        try withTape("[]") { tape in #expect(Array(tape.elements(0)).isEmpty) }
    }

    @Test func stringEqualsComparesUnescapedBytes() throws {
        try withTape(#"["id","i\u0064","","kind","é","\u00e9","e\u0301"]"#) { tape in
            let id = Array("id".utf8)
            #expect(tape.string(1, equals: id))
            #expect(tape.string(2, equals: id))
            #expect(!tape.string(1, equals: Array("ix".utf8)))
            #expect(!tape.string(1, equals: Array("i".utf8)))
            #expect(!tape.string(1, equals: []))
            #expect(tape.string(3, equals: []))
            #expect(!tape.string(3, equals: id))
            #expect(tape.string(4, equals: Array("kind".utf8)))
            #expect(!tape.string(4, equals: Array("kinD".utf8)))
            let precomposed = Array("\u{E9}".utf8)
            #expect(tape.string(5, equals: precomposed))
            #expect(tape.string(6, equals: precomposed))
            // Bytes, not canonical equivalence.
            #expect(!tape.string(7, equals: precomposed))
            #expect(tape.string(7, equals: Array("e\u{301}".utf8)))
        }
    }

    @Test func valueAtAnyNode() throws {
        let text = #"{"a":[1,{"b":"c\n"}],"d":true}"#
        try withTape(text) { tape in
            let tree = try JSONParser.parse(Array(text.utf8), maxDepth: 8, maxStringBytes: 8)
            #expect(tape.value() == tree)
            #expect(tape.value(at: 2) == .array([.number(1), .object(JSONObject([.init(key: "b", value: .string("c\n"))]))]))
            #expect(tape.value(at: 3) == .number(1))
            #expect(tape.value(at: 4) == .object(JSONObject([.init(key: "b", value: .string("c\n"))])))
            #expect(tape.value(at: 6) == .string("c\n"))
            #expect(tape.value(at: 8) == .bool(true))
        }
    }

    @Test func deepTapesBuildTreesIteratively() throws {
        // 800 levels: `value(at:)` itself does not recurse; writing and comparing the tree do, which the
        // test thread's stack takes at this depth even in debug builds.
        let depth = 400
        let text = String(repeating: #"{"k":["#, count: depth) + "1" + String(repeating: "]}", count: depth)
        let bytes = Array(text.utf8)
        try withTape(bytes, maxDepth: 2 * depth) { tape in
            #expect(tape.nodes.count == 3 * depth + 1)
            #expect(tape.end(0) == tape.nodes.count)
            #expect(writtenBytes(tape.value()) == bytes)
            #expect(writtenBytes(tape.value(at: 3 * depth - 3)) == Array(#"{"k":[1]}"#.utf8))
        }
    }
}

// MARK: - Agreement with the tree parser

@Suite struct JSONTapeAgreementTests {
    /// Random trees survive writing, `parseTape` and `value(at:)` unchanged, and every node of the tape
    /// rebuilds the subtree it stands for.
    @Test func randomDocumentsRoundTrip() throws {
        var rng = RandomJSON.Generator(state: 0x7A9E)
        for _ in 0..<1_000 {
            let value = RandomJSON.value(depth: 0, using: &rng)
            let bytes = writtenBytes(value)
            try withTape(bytes, maxStringBytes: 1 << 20) { tape in
                checkSubtree(tape, at: 0)
                #expect(tape.end(0) == tape.nodes.count)
                #expect(tape.value() == value)
                #expect(writtenBytes(tape.value()) == bytes)
                // A tape built from the tree has the same shape (its strings all live in `decoded`).
                let built = JSONTape(value: value)
                #expect(built.nodes.map(\.kind) == tape.nodes.map(\.kind))
                #expect(built.nodes.map(\.end) == tape.nodes.map(\.end))
                #expect(built.nodes.map(\.count) == tape.nodes.map(\.count))
                #expect(built.nodes.map(\.length) == tape.nodes.map(\.length))
                #expect(built.value() == value)
                switch value {
                case .array(let items):
                    #expect(Array(tape.elements(0)).map { tape.value(at: $0) } == items)
                case .object(let object):
                    let members = Array(tape.members(0))
                    #expect(members.map { tape.string($0.key) } == object.members.map(\.key))
                    #expect(members.map { tape.value(at: $0.value) } == object.members.map(\.value))
                    for (member, indices) in zip(object.members, members) {
                        #expect(tape.string(indices.key, equals: Array(member.key.utf8)))
                    }
                default:
                    #expect(tape.nodes.count == 1)
                }
            }
        }
    }

    @Test func everyRejectionGivesTheSameError() {
        let rejections =
            JSONParserRejectionTests.syntax + JSONParserRejectionTests.numbers
            + JSONParserRejectionTests.strings + JSONParserRejectionTests.utf8
        for rejection in rejections {
            let error = tapeError(rejection.bytes)
            #expect(error != nil, "\(rejection.testDescription)")
            #expect(error == treeError(rejection.bytes), "\(rejection.testDescription)")
            #expect(error?.kind == rejection.kind)
            #expect(error?.errors.first?.path == rejection.path)
        }
        let limits: [(String, Int, Int)] = [
            ("[[[]]]", 2, 8), (#"{"a":{"b":{}}}"#, 2, 8), (#"["123456789"]"#, 8, 8), (#"{"123456789":1}"#, 8, 8),
            (#"{"a":1,"a":2}"#, 8, 8), (#"[{"x":{"a":1,"b":2,"a":3}}]"#, 8, 8),
        ]
        for (text, depth, length) in limits {
            let bytes = Array(text.utf8)
            let error = tapeError(bytes, maxDepth: depth, maxStringBytes: length)
            #expect(error != nil, "\(text)")
            #expect(error == treeError(bytes, maxDepth: depth, maxStringBytes: length), "\(text)")
        }
    }

    /// Mutated documents: the tape and the tree parser accept and reject exactly the same bodies.
    @Test func mutatedDocumentsAgree() throws {
        var rng = RandomJSON.Generator(state: 99)
        let seeds: [[UInt8]] = (0..<40).map { _ in writtenBytes(RandomJSON.value(depth: 0, using: &rng)) }
        for n in 0..<10_000 {
            var bytes = seeds[n % seeds.count]
            for _ in 0..<Int.random(in: 1...4, using: &rng) { RandomJSON.mutate(&bytes, using: &rng) }
            let error = tapeError(bytes, maxDepth: 16, maxStringBytes: 64)
            #expect(error == treeError(bytes, maxDepth: 16, maxStringBytes: 64))
            if error == nil {
                try withTape(bytes, maxDepth: 16, maxStringBytes: 64) { tape in
                    checkSubtree(tape, at: 0)
                    #expect(tape.end(0) == tape.nodes.count)
                }
            }
        }
    }

    @Test func emptyBodyAndImpossiblyLargeBody() {
        let empty = Result { () throws(JSONError) -> JSONTape in
            try JSONParser.parseTape(UnsafeRawBufferPointer(start: nil, count: 0), maxDepth: 4, maxStringBytes: 4)
        }
        guard case .failure(let error) = empty else {
            Issue.record("parsed an empty buffer")
            return
        }
        #expect(error.kind == .malformed)
        #expect(error.path == "$")

        // Offsets on the tape are Int32: a body of 2^31 bytes is refused before a byte of it is read.
        var byte: UInt8 = UInt8(ascii: "[")
        withUnsafeMutableBytes(of: &byte) { one in
            for count in [1 << 31, Int(UInt32.max), 1 << 40] {
                let huge = UnsafeRawBufferPointer(start: one.baseAddress, count: count)
                let result = Result { () throws(JSONError) -> JSONTape in
                    try JSONParser.parseTape(huge, maxDepth: 4, maxStringBytes: 4)
                }
                guard case .failure(let error) = result else {
                    Issue.record("parsed \(count) bytes")
                    continue
                }
                #expect(error.kind == .limitExceeded)
                #expect(error.path == "$")
            }
        }
    }
}
