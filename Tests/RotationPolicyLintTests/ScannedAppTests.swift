import Foundation
import RotationPolicyJSON
import RotationPolicyScan
import Testing

@testable import RotationPolicyCLI
@testable import RotationPolicyLint

/// Lint reads the scan's spec in process. These check that the node it builds is the one the spec's
/// text gives (what `scan --format spec` prints and `check` reads), so lint and the printed spec agree.
@Suite("lint's model of a scan")
struct ScannedAppTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    /// Fixture folders that are not app projects: a library lint reads without a scan, and hierarchy dumps.
    static let notApps: Set = ["library-plugin", "hierarchy"]

    static func projects(_ folder: String) -> [String] {
        let root = fixtures.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.sorted().filter { !notApps.contains($0) }.map { root.appendingPathComponent($0).path }.filter {
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: $0, isDirectory: &isFolder) && isFolder.boolValue
        }
    }

    @Test("values the writer spells in its own way convert as the text reads back")
    func values() throws {
        func object(_ pairs: [(String, JSONValue)]) -> JSONValue { .object(JSONObject(pairs.map { .init(key: $0.0, value: $0.1) })) }
        let value = object([
            ("numbers", .array([.number(30), .number(-0.0), .number(1.5), .number(1e20), .number(-7), .number(.nan)])),
            ("text", .string("line\none \"quoted\" \u{1B}[31m é")),
            ("flags", .array([.bool(true), .bool(false), .null])),
            ("empty", object([])), ("none", .array([])),
        ])
        let parsed = try JSONNodeParser.parse(Array(value.prettyText.utf8)).root
        #expect(JSONNode(value) == parsed)
        #expect(JSONNode(value).compact == parsed.compact)
    }

    @Test("every lint and scan fixture's spec converts as its text reads back", arguments: projects("LintFixtures") + projects("ScanFixtures"))
    func fixtureSpecs(_ folder: String) throws {
        let project = try Scanner.read(folder: folder)
        let result = try Scanner.model(of: project, iosVersion: nil)
        let text = result.spec(scannedPath: ".").prettyText
        let parsed = try JSONNodeParser.parse(Array(text.utf8)).root
        #expect(ScannedApp(result, iosVersion: "").spec == parsed, "\(folder)")
    }
}
