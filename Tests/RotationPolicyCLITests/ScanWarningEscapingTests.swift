import Foundation
import Testing

/// `rotation-policy scan` prints its warnings on stderr, one line each, with names taken from the project:
/// a file name holding a newline or an ESC must not forge a line (`::error` in a CI log) or recolour one.
@Suite("rotation-policy scan: warnings cannot be forged")
struct ScanWarningEscapingTests {
    @Test("a file named with a newline, a workflow command and an ESC sequence prints as one escaped line")
    func forgedFileName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rp-scan-forge-\(getpid())-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: LintCommandTests.tests + "/LintFixtures/preferred-crash", toPath: folder)
        let name = "Player/Evil\n::error file=x::owned\u{1B}[31m.swift"
        // Not UTF-8: the scan warns, naming the file.
        try Data([0x63, 0x6C, 0x61, 0x73, 0x73, 0x20, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: folder + "/" + name))
        let run = try CLI.run(["scan", folder], directory: "/")
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.contains("Player/Evil\\n::error file=x::owned\\x1B[31m.swift: not valid UTF-8"), "\(run)")
        let lines = run.stderr.split(separator: "\n")
        #expect(!lines.isEmpty && lines.allSatisfy { $0.hasPrefix("warning: ") }, "\(run)")
        #expect(!run.stderr.contains("\u{1B}"), "\(run)")
    }
}
