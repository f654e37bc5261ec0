import Foundation
import RotationPolicyJSON
import RotationPolicyWire
import Testing

@testable import RotationPolicyScan

/// Lint reads a project once and builds a model per iOS version, pinned flow and assumed context
/// (`Scanner.read`, then `Scanner.model(of:…)`). Those models must be the ones a scan of the folder at
/// that version gives, and building them must not read the files again.
@Suite("a project read once gives each version's model")
struct ReadOnceTests {
    static let versions = ["12.0", "16.0", "26.0"]

    /// Everything a model says: the spec, the whole model, the warnings and what was left unresolved.
    static func text(_ result: ScanResult) -> String {
        [
            result.spec(scannedPath: ".").prettyText, result.json(scannedPath: ".").prettyText, result.warnings.joined(separator: "\n"),
            result.unresolved.map { "\($0.what): \($0.reason)" }.joined(separator: "\n"),
        ].joined(separator: "\n---\n")
    }

    @Test(arguments: LiteralSourceTests.projects())
    func eachVersionsModelIsTheScanAtThatVersion(_ project: String) throws {
        let folder = ScanCLI.scanFixtures + "/" + project
        let read: ScannedProject
        do {
            read = try Scanner.read(folder: folder)
        } catch {
            // A folder the scan refuses is refused by the reading alike.
            #expect(throws: ScanError.self) { try Scanner.scan(folder: folder) }
            return
        }
        for version in [nil] + Self.versions {
            let once = try Scanner.model(of: read, iosVersion: version)
            let again = try Scanner.scan(folder: folder, options: ScanOptions(iosVersion: version))
            #expect(Self.text(once) == Self.text(again), "\(project) at iOS \(version ?? "deployment target")")
        }
    }

    @Test func modelsNeedNotTheFilesAgain() throws {
        let fixture = ScanCLI.scanFixtures + "/seed-000"
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("read-once-\(UUID().uuidString)").path
        try FileManager.default.copyItem(atPath: fixture, toPath: copy)
        let read = try Scanner.read(folder: copy)
        let before = try Scanner.model(of: read, iosVersion: "26.0")
        try FileManager.default.removeItem(atPath: copy)
        // The folder is gone: a second scan fails, a model of the reading does not.
        #expect(throws: ScanError.self) { try Scanner.scan(folder: copy) }
        let after = try Scanner.model(of: read, iosVersion: "26.0")
        #expect(Self.text(after) == Self.text(before))
        #expect(try Scanner.model(of: read, iosVersion: "15.0").model.settings.iosVersion.value == "15.0")
    }

    @Test func aVersionOutOfRangeIsRefusedAsTheScanRefusesIt() throws {
        let read = try Scanner.read(folder: ScanCLI.scanFixtures + "/seed-000")
        #expect(throws: ScanError.self) { try Scanner.model(of: read, iosVersion: "5.0") }
    }
}
