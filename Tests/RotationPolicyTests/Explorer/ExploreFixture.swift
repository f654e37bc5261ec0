import Foundation
import RotationPolicy
import RotationPolicyWire
import Testing

/// One `Tests/Fixtures/explore/` scenario: a story, a `/v1/explore` request, and the findings an iOS
/// engineer expects, derived by hand from the seed and Part A (`expectFindings`: kind, controller,
/// optionally code, and the witness's event types). The list is complete: anything else found fails.
struct ExploreFixture: CustomTestStringConvertible, Sendable {
    struct Expected: Equatable, Hashable, Sendable, CustomStringConvertible {
        var kind: String
        var code: String?
        var controller: String?
        var eventTypes: [String]

        var description: String {
            "\(kind)\(code.map { " \($0)" } ?? "") on \(controller ?? "nil") after [\(eventTypes.joined(separator: ", "))]"
        }
    }

    /// An expected finding's `entryPaths`: for the finding on `controller`, how many ways in and each
    /// listed witness's event types, in order (`check` compares the whole member).
    struct ExpectedEntries: Equatable, Sendable {
        var controller: String
        var count: Int
        var witnessEventTypes: [[String]]
    }

    let name: String
    let request: Data
    let expected: [Expected]
    let expectedEntries: [ExpectedEntries]
    var testDescription: String { name }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/explore")

    static func all() -> [ExploreFixture] {
        let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        return files.filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }.compactMap { try? ExploreFixture(url: $0) }
    }

    init(url: URL) throws {
        name = url.deletingPathExtension().lastPathComponent
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] ?? [:]
        request = try JSONSerialization.data(withJSONObject: object["request"] ?? [:])
        expected = (object["expectFindings"] as? [[String: Any]] ?? []).map(Self.expected)
        expectedEntries = (object["expectFindings"] as? [[String: Any]] ?? []).compactMap { finding in
            guard let entries = finding["entryPaths"] as? [String: Any] else { return nil }
            let witnesses = entries["witnesses"] as? [[String: Any]] ?? []
            return ExpectedEntries(
                controller: finding["controller"] as? String ?? "", count: entries["count"] as? Int ?? -1,
                witnessEventTypes: witnesses.map { ($0["events"] as? [[String: Any]] ?? []).map { $0["type"] as? String ?? "" } })
        }
    }

    static func expected(_ object: [String: Any]) -> Expected {
        Expected(
            kind: object["kind"] as? String ?? "", code: object["code"] as? String, controller: object["controller"] as? String,
            eventTypes: object["eventTypes"] as? [String] ?? [])
    }

    /// The explorer's answer as JSON.
    func explore(_ request: Data? = nil) throws -> [String: Any] {
        switch Simulator.explore(toJSON: Array(request ?? self.request)) {
        case .success(let bytes): return try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] ?? [:]
        case .failure(let error): throw error
        }
    }
}
