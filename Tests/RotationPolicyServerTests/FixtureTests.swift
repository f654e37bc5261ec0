import Foundation
import Testing

/// Every `Tests/Fixtures/**/<name>.json` with a sibling `<name>.expected.json` is POSTed (its `request`
/// member) to the real server; the response body must equal the expected file as parsed JSON.
@Suite(.timeLimit(.minutes(10)))
struct FixtureTests {
    /// Raise this as fixtures land, so that losing some (a bad path, a bad glob) fails the suite.
    static let minimumFixtureCount = 195

    struct Fixture {
        let name: String
        let request: URL
        let expected: URL
    }

    /// `ROTATION_POLICY_FIXTURES_DIR`, else `Tests/Fixtures` beside this test target.
    static var fixturesDirectory: URL {
        if let override = ProcessInfo.processInfo.environment["ROTATION_POLICY_FIXTURES_DIR"] {
            return URL(fileURLWithPath: override)
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures")
    }

    /// The fixtures that have an expected response, and how many `.expected.json` files exist at all
    /// (an expected file without its request is a mistake worth failing on).
    static func discover(in root: URL) -> (fixtures: [Fixture], expectedFiles: Int) {
        // Resolved first: the enumerator does not descend into a root that is itself a symlink.
        guard let walker = FileManager.default.enumerator(at: root.resolvingSymlinksInPath(), includingPropertiesForKeys: nil)
        else { return ([], 0) }
        var fixtures: [Fixture] = []
        var expectedFiles = 0
        for case let url as URL in walker {
            let file = url.lastPathComponent
            if file.hasSuffix(".expected.json") {
                expectedFiles += 1
                let name = String(file.dropLast(".expected.json".count))
                let request = url.deletingLastPathComponent().appendingPathComponent("\(name).json")
                if FileManager.default.fileExists(atPath: request.path) {
                    fixtures.append(Fixture(name: name, request: request, expected: url))
                }
            }
        }
        return (fixtures.sorted { $0.request.path < $1.request.path }, expectedFiles)
    }

    static func parse(_ data: Data) -> NSObject? {
        (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) as? NSObject
    }

    static func pretty(_ object: NSObject) -> String {
        let data = try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .fragmentsAllowed])
        return data.map { String(decoding: $0, as: UTF8.self) } ?? "\(object)"
    }

    /// What to POST for a fixture and which status to expect, or why it cannot be run.
    /// `request` is sent byte for byte as written; `requestText` is a raw body (for malformed JSON);
    /// `generate` builds a large body (`base` plus `repeat.count` copies of `repeat.item` at the dotted
    /// `repeat.key`, with `{n}` in strings replaced by 0, 1, …).
    static func body(ofFixture bytes: [UInt8]) -> Result<(body: [UInt8], status: Int), FixtureProblem> {
        guard let members = TopLevelJSONMembers.ranges(in: bytes) else { return .failure(FixtureProblem("not a JSON object")) }
        var status = 200
        if let range = members["expectError"] {
            guard let expectError = parse(Data(bytes[range])) as? [String: Any], let code = expectError["status"] as? Int else {
                return .failure(FixtureProblem("expectError has no integer status"))
            }
            status = code
        }
        if let range = members["request"] {
            return .success((Array(bytes[range]), status))
        }
        if let range = members["requestText"] {
            guard let text = TopLevelJSONMembers.decodeString(bytes[range]) else {
                return .failure(FixtureProblem("requestText is not a string"))
            }
            return .success((text, status))
        }
        if let range = members["generate"] {
            guard let spec = parse(Data(bytes[range])) as? [String: Any], let body = generate(spec) else {
                return .failure(FixtureProblem("generate is not {base, repeat: {key, count, item}}"))
            }
            return .success((body, status))
        }
        return .failure(FixtureProblem("no request, requestText or generate member"))
    }

    struct FixtureProblem: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    static func generate(_ spec: [String: Any]) -> [UInt8]? {
        guard let base = spec["base"] as? [String: Any], let repetition = spec["repeat"] as? [String: Any],
            let key = repetition["key"] as? String, let count = repetition["count"] as? Int, let item = repetition["item"]
        else { return nil }
        let items = (0..<count).map { substitute(item, n: $0) }
        guard let document = set(items, at: key.split(separator: ".").map(String.init), in: base) else { return nil }
        return (try? JSONSerialization.data(withJSONObject: document)).map { Array($0) }
    }

    private static func substitute(_ value: Any, n: Int) -> Any {
        switch value {
        case let text as String: text.replacingOccurrences(of: "{n}", with: "\(n)")
        case let object as [String: Any]: object.mapValues { substitute($0, n: n) }
        case let array as [Any]: array.map { substitute($0, n: n) }
        default: value
        }
    }

    private static func set(_ value: Any, at path: [String], in object: [String: Any]) -> [String: Any]? {
        guard let first = path.first else { return nil }
        var object = object
        if path.count == 1 {
            object[first] = value
        } else {
            guard let inner = set(value, at: Array(path.dropFirst()), in: object[first] as? [String: Any] ?? [:]) else { return nil }
            object[first] = inner
        }
        return object
    }

    @Test func fixturesDirectoryExists() {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: Self.fixturesDirectory.path, isDirectory: &isDirectory)
        #expect(exists && isDirectory.boolValue, "no fixtures folder at \(Self.fixturesDirectory.path)")
    }

    @Test func everyFixtureGetsItsExpectedResponse() throws {
        let root = Self.fixturesDirectory
        let (fixtures, expectedFiles) = Self.discover(in: root)
        #expect(fixtures.count == expectedFiles, "some .expected.json files have no request file beside them")

        let server = try ServerProcess()
        defer { server.stop() }
        var client = try RawHTTPClient(port: server.port)
        var ran = 0
        for fixture in fixtures {
            let request: (body: [UInt8], status: Int)
            switch Self.body(ofFixture: Array(try Data(contentsOf: fixture.request))) {
            case .success(let built): request = built
            case .failure(let problem):
                Issue.record("\(fixture.request.path): \(problem)")
                continue
            }
            guard let expected = Self.parse(try Data(contentsOf: fixture.expected)) else {
                Issue.record("\(fixture.expected.path): not JSON")
                continue
            }
            let response = try client.request("POST", "/v1/resolve", headers: RawHTTPClient.json, body: request.body)
            ran += 1
            if response.header("Connection")?.lowercased() == "close" { client = try RawHTTPClient(port: server.port) }
            #expect(response.status == request.status, "\(fixture.name): HTTP status")
            guard let actual = response.json else {
                Issue.record("\(fixture.name): HTTP \(response.status), body is not JSON: \(response.bodyText.prefix(300))")
                continue
            }
            #expect(
                actual.isEqual(expected),
                "\(fixture.name) (\(fixture.request.path)): HTTP \(response.status)\n--- expected\n\(Self.pretty(expected))\n--- actual\n\(Self.pretty(actual))"
            )
        }
        print("fixtures: \(ran) of \(expectedFiles) with an .expected.json ran against the server (folder \(root.path))")
        #expect(ran == fixtures.count)
        #expect(ran >= Self.minimumFixtureCount)
        if expectedFiles > 0 { #expect(ran >= 1) }
    }

    /// The comparison the fixtures rely on: whitespace and key order do not matter, values do.
    @Test func jsonComparisonIgnoresLayoutButNotValues() throws {
        let a = Self.parse(Data(#"{"a": [1, {"b": null}], "c": "x"}"#.utf8))
        let b = Self.parse(Data("{\"c\":\"x\",\n \"a\":[1,{\"b\":null}]}".utf8))
        let c = Self.parse(Data(#"{"c": "x", "a": [1, {"b": 0}]}"#.utf8))
        let d = Self.parse(Data(#"{"c": "x", "a": [{"b": null}, 1]}"#.utf8))
        #expect(a != nil)
        #expect(a?.isEqual(b) == true)
        #expect(a?.isEqual(c) == false)
        #expect(a?.isEqual(d) == false)
    }

    @Test func fixtureBodiesAreSentAsWritten() throws {
        let fixture = Array(#"{"story": "s", "request": {"b": 1, "a": [true, "x}"]}, "expectError": {"status": 400}}"#.utf8)
        let built = try Self.body(ofFixture: fixture).get()
        #expect(String(decoding: built.body, as: UTF8.self) == #"{"b": 1, "a": [true, "x}"]}"#)
        #expect(built.status == 400)

        let text = try Self.body(ofFixture: Array(#"{"requestText": "\ufeff{\"a\""}"#.utf8)).get()
        #expect(text.body == [0xEF, 0xBB, 0xBF] + Array(#"{"a""#.utf8))
        #expect(text.status == 200)
        // A raw U+FEFF inside the string survives too (JSONSerialization would drop it).
        let raw = try Self.body(ofFixture: Array("{\"requestText\": \"\u{FEFF}{}\\n\\u00e9\\ud83d\\ude00\"}".utf8)).get()
        #expect(raw.body == [0xEF, 0xBB, 0xBF] + Array("{}\né😀".utf8))

        let generated = try Self.body(
            ofFixture: Array(
                #"{"generate": {"base": {"root": {"id": "nav"}}, "repeat": {"key": "root.children", "count": 3, "item": {"id": "c{n}"}}}}"#.utf8)
        ).get()
        let document = Self.parse(Data(generated.body)) as? [String: Any]
        let children = (document?["root"] as? [String: Any])?["children"] as? [[String: String]]
        #expect(children == [["id": "c0"], ["id": "c1"], ["id": "c2"]])
        #expect((document?["root"] as? [String: Any])?["id"] as? String == "nav")
    }

    @Test func discoveryPairsRequestsWithExpectedFiles() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("rp-fixtures-\(UUID().uuidString)")
        let nested = root.appendingPathComponent("nested/deeper")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        for path in ["one.json", "one.expected.json", "nested/deeper/two.json", "nested/deeper/two.expected.json", "no-expectation.json"] {
            try Data("{}".utf8).write(to: root.appendingPathComponent(path))
        }
        let (fixtures, expectedFiles) = Self.discover(in: root)
        #expect(expectedFiles == 2)
        #expect(fixtures.map(\.name).sorted() == ["one", "two"])
    }
}
