import Foundation
import RotationPolicyCLI
import RotationPolicyJSON
import RotationPolicyWire
import Testing

/// One JSONPath spelling for the CLI and the API (issue 21, problem 4): the key `1a` is `$["1a"]` in a
/// spec error from `rotation-policy check` and in a problem document from the server.
@Suite struct JSONPathSpellingTests {
    @Test func theCLISpellsEveryKeyAsTheAPIDoes() {
        for key in ["1a", "a1", "_x", "é", "a b", "a.b", "a\"b", "a\\b", "a\nb", "", "root"] {
            #expect(JSONPathText.child("$", key) == JSONPath.member("$", key), "key \(key.debugDescription)")
        }
        #expect(JSONPathText.child("$", "1a") == #"$["1a"]"#)
        #expect(JSONPathText.child("$", "é") == #"$["é"]"#)
        #expect(JSONPathText.child("$", "a\nb") == #"$["a\nb"]"#)
        #expect(JSONPathText.index("$.events", 3) == "$.events[3]")
    }

    @Test func theServerAndTheParserSayDollarBracket1a() {
        guard case .failure(let unknown) = Simulator.respond(toJSON: Array(#"{"root": {"id": "a"}, "1a": 1}"#.utf8)) else {
            Issue.record("a request with the key 1a was accepted")
            return
        }
        #expect(unknown.errors.map(\.path) == [#"$["1a"]"#])
        guard case .failure(let duplicate) = Simulator.respond(toJSON: Array(#"{"1a": 1, "1a": 2}"#.utf8)) else {
            Issue.record("a duplicate key was accepted")
            return
        }
        #expect(duplicate.errors.map(\.path) == [#"$["1a"]"#])
    }

    @Test func checkNamesTheSameKeyTheSameWayWithItsLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rp-path-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("spec.json")
        try Data("{\n  \"request\": {\"root\": {\"id\": \"a\"}},\n  \"1a\": 1\n}\n".utf8).write(to: spec)
        let run = try CLI.run(["check", spec.path])
        #expect(run.status != 0, "\(run)")
        #expect(run.stderr.contains(#"spec.json:3: $["1a"]: unknown key"#), "\(run)")
    }

    /// One parser (issue 21, problem 4): the CLI reads files with the API's `JSONParser`, so the file
    /// the CLI refuses is the body the server refuses, with the same words, placed by line and column.
    @Test func theCLIReadsFilesWithTheAPIsParser() throws {
        let text = "{\n  \"request\": {\"root\": {\"id\": \"a\"}},\n  \"request\": 1\n}\n"
        guard case .failure(let api) = Simulator.respond(toJSON: Array(text.utf8)) else {
            Issue.record("the API accepted a duplicate key")
            return
        }
        #expect(throws: JSONNodeParser.Failure.self) { try JSONNodeParser.parse(Array(text.utf8)) }
        do {
            _ = try JSONNodeParser.parse(Array(text.utf8))
        } catch {
            #expect(error.line == 3 && error.column == 12, "\(error)")
            #expect(api.errors.map(\.message) == [error.message], "\(error) vs \(api.errors)")
        }
        // Numbers keep the text they were written with, and each value its line.
        let document = try JSONNodeParser.parse(Array("{\n  \"a\": 16.0,\n  \"b\": [1e3, -0]\n}".utf8))
        #expect(document.root["a"] == .number("16.0"))
        #expect(document.root["b"] == .array([.number("1e3"), .number("-0")]))
        #expect(document.lines["$.b[1]"] == 3 && document.lines["$.a"] == 2, "\(document.lines)")
    }
}
