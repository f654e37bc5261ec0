import Foundation
import RotationPolicy
import RotationPolicyHTTP
import RotationPolicyJSON
import RotationPolicyWire
import Testing

/// One scenario file under Tests/Fixtures: a story, a request (or raw request text), what it must show
/// (`expect` / `expectError`, written by hand from uikit-rules Part A), and beside it the full golden
/// response `<name>.expected.json`, recorded with `RECORD_GOLDENS=1 swift test` and reviewed.
struct Fixture: CustomTestStringConvertible, Sendable {
    let url: URL
    let name: String
    let requestBody: [UInt8]
    let expect: JSONValue?
    let expectError: JSONValue?

    var testDescription: String { name }
    var goldenURL: URL { url.deletingPathExtension().appendingPathExtension("expected.json") }

    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures").resolvingSymlinksInPath()

    /// Every fixture file; one that cannot be read comes back with `loadError` set, so it fails its
    /// test instead of silently dropping out of the suite.
    static func all() -> [Fixture] {
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var fixtures: [Fixture] = []
        for case let url as URL in enumerator
        where url.pathExtension == "json" && !url.lastPathComponent.hasSuffix(".expected.json")
            // explore/ holds POST /v1/explore scenarios, run by ExploreFixtureTests.
            && !url.path.contains("/Fixtures/explore/")
        {
            do {
                fixtures.append(try Fixture(url: url))
            } catch {
                fixtures.append(Fixture(broken: url, error: "\(error)"))
            }
        }
        return fixtures.sorted { $0.name < $1.name }
    }

    let loadError: String?

    private init(broken url: URL, error: String) {
        self.url = url
        name = String(url.path.dropFirst(Fixture.root.path.count + 1).dropLast(5))
        requestBody = []
        expect = nil
        expectError = nil
        loadError = error
    }

    init(url: URL) throws {
        self.url = url
        name = String(url.path.dropFirst(Fixture.root.path.count + 1).dropLast(5))
        let value = try PrettyJSON.parse(String(decoding: try Data(contentsOf: url), as: UTF8.self))
        guard case .object(let object) = value else { throw FixtureError.notAnObject(name) }
        if let request = object["request"] {
            var writer = JSONWriter()
            writer.value(request)
            requestBody = writer.bytes
        } else if case .string(let text)? = object["requestText"] {
            requestBody = Array(text.utf8)
        } else if case .object(let recipe)? = object["generate"] {
            requestBody = try Fixture.generate(recipe, name)
        } else {
            throw FixtureError.noRequest(name)
        }
        expect = object["expect"]
        expectError = object["expectError"]
        loadError = nil
    }

    /// Requests too big to store (limit tests): `base` with `repeat.item` placed `repeat.count` times in
    /// the array at the dotted `repeat.key`, `{n}` in strings replaced by the 1-based index.
    static func generate(_ recipe: JSONObject, _ name: String) throws -> [UInt8] {
        guard case .object(let base)? = recipe["base"], case .object(let repeating)? = recipe["repeat"],
            case .string(let key)? = repeating["key"], case .number(let count)? = repeating["count"],
            let item = repeating["item"]
        else { throw FixtureError.badRecipe(name) }
        func numbered(_ value: JSONValue, _ n: Int) -> JSONValue {
            switch value {
            case .string(let text): return .string(text.replacingOccurrences(of: "{n}", with: String(n)))
            case .array(let items): return .array(items.map { numbered($0, n) })
            case .object(let object):
                return .object(JSONObject(object.members.map { .init(key: $0.key, value: numbered($0.value, n)) }))
            default: return value
            }
        }
        let items = JSONValue.array((1...max(1, Int(count))).map { numbered(item, $0) })
        func placing(_ object: JSONObject, _ keys: ArraySlice<Substring>) -> JSONObject {
            guard let first = keys.first else { return object }
            var members = object.members.filter { $0.key != first }
            if keys.count == 1 {
                members.append(.init(key: String(first), value: items))
            } else {
                let inner: JSONObject
                if case .object(let existing)? = object[String(first)] { inner = existing } else { inner = JSONObject() }
                members.append(.init(key: String(first), value: .object(placing(inner, keys.dropFirst()))))
            }
            return JSONObject(members)
        }
        var writer = JSONWriter()
        writer.value(.object(placing(base, key.split(separator: ".")[...])))
        return writer.bytes
    }

    enum FixtureError: Error {
        case notAnObject(String)
        case noRequest(String)
        case badRecipe(String)
    }

    /// What the service answers for this fixture: the 200 body, or the problem document and status.
    func run() -> (status: Int, body: JSONValue) {
        switch Simulator.respond(toJSON: requestBody) {
        case .success(let bytes):
            return (200, (try? PrettyJSON.parse(String(decoding: bytes, as: UTF8.self))) ?? .null)
        case .failure(let error):
            let problem = Problem(error)
            return (problem.status, (try? PrettyJSON.parse(String(decoding: problem.json, as: UTF8.self))) ?? .null)
        }
    }
}
