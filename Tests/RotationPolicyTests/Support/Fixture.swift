import Foundation
import RotationPolicy
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

    static func all() -> [Fixture] {
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var fixtures: [Fixture] = []
        for case let url as URL in enumerator
        where url.pathExtension == "json" && !url.lastPathComponent.hasSuffix(".expected.json") {
            if let fixture = try? Fixture(url: url) { fixtures.append(fixture) }
        }
        return fixtures.sorted { $0.name < $1.name }
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
        } else {
            throw FixtureError.noRequest(name)
        }
        expect = object["expect"]
        expectError = object["expectError"]
    }

    enum FixtureError: Error { case notAnObject(String), noRequest(String) }

    /// What the service answers for this fixture: the 200 body, or the problem document and status.
    func run() -> (status: Int, body: JSONValue) {
        switch Simulator.respond(toJSON: requestBody) {
        case .success(let bytes):
            return (200, (try? PrettyJSON.parse(String(decoding: bytes, as: UTF8.self))) ?? .null)
        case .failure(let error):
            return (error.status, (try? PrettyJSON.parse(String(decoding: error.problemJSON, as: UTF8.self))) ?? .null)
        }
    }
}
