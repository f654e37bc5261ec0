import Foundation
import Testing

/// Where `lint --fix`, `-o` and `--write-baseline` write, with the real binary on real folders: never
/// through a symbolic link in the repository that leads out of it (exit 2, naming the link, nothing
/// written), and by renaming a new file over the old one, never in place.
@Suite("rotation-policy lint: writes stay in the repository")
struct LintWriteTests {
    /// A temporary folder holding `repo` (a copy of the preferred-crash fixture: one E2 crash with a
    /// verified fix in Player/PlayerViewController.swift) and `outside`, a folder beside it.
    struct Layout {
        let base: String
        var repo: String { base + "/repo" }
        var outside: String { base + "/outside" }
        static let player = "Player/PlayerViewController.swift"

        init() throws {
            base = FileManager.default.temporaryDirectory.appendingPathComponent("rp-lint-links-\(getpid())-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: base + "/outside", withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: LintCommandTests.tests + "/LintFixtures/preferred-crash", toPath: base + "/repo")
        }

        func remove() { try? FileManager.default.removeItem(atPath: base) }

        func link(_ path: String, to target: String) throws {
            try FileManager.default.createSymbolicLink(atPath: repo + "/" + path, withDestinationPath: target)
        }
    }

    static func read(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    @Test("--fix refuses a folder link and a file link that lead out of the repository; the file outside is unchanged")
    func fixThroughLinks() throws {
        let layout = try Layout()
        defer { layout.remove() }
        // A folder link: the sources live outside and the repository links them in. Scan reads them.
        try FileManager.default.moveItem(atPath: layout.repo + "/Player", toPath: layout.outside + "/Player")
        try layout.link("Player", to: "../outside/Player")
        let original = try #require(Self.read(layout.outside + "/" + Layout.player))
        let patch = try LintCommandTests.lint([layout.repo, "--format", "patch"], in: "/")
        #expect(patch.status == 1 && patch.stdout.contains("+        return .landscapeLeft"), "the fix is offered: \(patch)")
        let fix = try LintCommandTests.lint([layout.repo, "--fix"], in: "/")
        #expect(fix.status == 2, "\(fix)")
        #expect(
            fix.stderr.contains("--fix does not write through \(layout.repo)/Player, a symbolic link in the repository that leads out of it"),
            "\(fix)")
        #expect(Self.read(layout.outside + "/" + Layout.player) == original)

        // A file link: only the one source file is outside.
        try FileManager.default.removeItem(atPath: layout.repo + "/Player")
        try FileManager.default.createDirectory(atPath: layout.repo + "/Player", withIntermediateDirectories: false)
        for name in ["Info.plist", "AppDelegate.swift"] {
            try FileManager.default.copyItem(atPath: layout.outside + "/Player/" + name, toPath: layout.repo + "/Player/" + name)
        }
        try layout.link(Layout.player, to: "../../outside/" + Layout.player)
        let fileLink = try LintCommandTests.lint([layout.repo, "--fix"], in: "/")
        #expect(fileLink.status == 2, "\(fileLink)")
        #expect(fileLink.stderr.contains("does not write through \(layout.repo)/\(Layout.player), a symbolic link"), "\(fileLink)")
        #expect(Self.read(layout.outside + "/" + Layout.player) == original)
    }

    @Test("-o and --write-baseline refuse links that lead out; a refusal comes before any write, --fix included")
    func outputAndBaselineThroughLinks() throws {
        let layout = try Layout()
        defer { layout.remove() }
        try "precious\n".write(toFile: layout.outside + "/victim", atomically: true, encoding: .utf8)
        try layout.link("report.sarif", to: "../outside/victim")
        try layout.link("reports", to: layout.outside)  // an absolute folder link
        let source = try #require(Self.read(layout.repo + "/" + Layout.player))

        let output = try LintCommandTests.lint([layout.repo, "--reporter", "sarif", "-o", "report.sarif", "--fix"], in: layout.repo)
        #expect(output.status == 2, "\(output)")
        #expect(output.stderr.contains("report.sarif: -o does not write through \(layout.repo)/report.sarif, a symbolic link"), "\(output)")
        #expect(Self.read(layout.outside + "/victim") == "precious\n")
        #expect(Self.read(layout.repo + "/" + Layout.player) == source, "--fix wrote before -o was refused")

        let baseline = try LintCommandTests.lint([layout.repo, "--write-baseline", layout.repo + "/reports/baseline.json"], in: "/")
        #expect(baseline.status == 2, "\(baseline)")
        #expect(baseline.stderr.contains("--write-baseline does not write through \(layout.repo)/reports, a symbolic link"), "\(baseline)")
        #expect(!FileManager.default.fileExists(atPath: layout.outside + "/baseline.json"))
    }

    @Test("scan --output follows the same rule: a link in the scanned folder that leads out is refused")
    func scanOutput() throws {
        let layout = try Layout()
        defer { layout.remove() }
        try "precious\n".write(toFile: layout.outside + "/victim", atomically: true, encoding: .utf8)
        try layout.link("app.yaml", to: layout.outside + "/victim")
        let refused = try CLI.run(["scan", ".", "--output", "app.yaml"], directory: layout.repo)
        #expect(refused.status == 2, "\(refused)")
        #expect(refused.stderr.contains("app.yaml: --output does not write through app.yaml, a symbolic link"), "\(refused)")
        #expect(Self.read(layout.outside + "/victim") == "precious\n")
        let written = try CLI.run(["scan", ".", "--output", "../app.yaml"], directory: layout.repo)
        #expect(written.status == 0, "\(written)")
        #expect(Self.read(layout.base + "/app.yaml")?.contains("PlayerViewController") == true)
    }

    @Test("a path the user gives outside the repository, and a link that stays inside it, are written")
    func allowedWrites() throws {
        let layout = try Layout()
        defer { layout.remove() }
        let outside = try LintCommandTests.lint([".", "--reporter", "sarif", "-o", "../report.sarif"], in: layout.repo)
        #expect(outside.status == 1, "\(outside)")
        #expect(Self.read(layout.base + "/report.sarif")?.contains("sarif-schema-2.1.0") == true)

        // A pipe is written as it is (its /proc link names no file to rename over).
        let pipe = try LintCommandTests.lint([layout.repo, "--reporter", "json", "-o", "/dev/stdout"], in: "/")
        #expect(pipe.status == 1 && pipe.stdout.contains("\"findings\""), "\(pipe)")

        try FileManager.default.createDirectory(atPath: layout.repo + "/reports", withIntermediateDirectories: false)
        try layout.link("baseline.json", to: "reports/baseline.json")
        let inside = try LintCommandTests.lint([layout.repo, "--write-baseline", layout.repo + "/baseline.json"], in: "/")
        #expect(inside.status == 1, "\(inside)")
        #expect(Self.read(layout.repo + "/reports/baseline.json")?.contains("\"findings\"") == true)
        let kept = try FileManager.default.destinationOfSymbolicLink(atPath: layout.repo + "/baseline.json")
        #expect(kept == "reports/baseline.json", "the link is kept; its target is replaced")
    }

    @Test("a write replaces the file by rename: a hard link keeps the old bytes, the mode is kept, no temporary is left")
    func writesByRename() throws {
        let layout = try Layout()
        defer { layout.remove() }
        let path = layout.repo + "/baseline.json"
        try "old\n".write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o640)
        try FileManager.default.linkItem(atPath: path, toPath: layout.outside + "/hard-link")
        let run = try LintCommandTests.lint([layout.repo, "--write-baseline", path], in: "/")
        #expect(run.status == 1, "\(run)")
        #expect(Self.read(path)?.contains("\"findings\"") == true)
        #expect(Self.read(layout.outside + "/hard-link") == "old\n", "the file was rewritten in place")
        var info = stat()
        #expect(stat(path, &info) == 0 && info.st_mode & 0o777 == 0o640)
        let names = try FileManager.default.contentsOfDirectory(atPath: layout.repo)
        #expect(!names.contains { $0.hasSuffix(".tmp") }, "\(names)")

        // --fix too: the fixed source is a new file.
        let source = layout.repo + "/" + Layout.player
        let before = try #require(Self.read(source))
        try FileManager.default.linkItem(atPath: source, toPath: layout.outside + "/source-link")
        let fix = try LintCommandTests.lint([layout.repo, "--fix"], in: "/")
        #expect(fix.status == 1, "\(fix)")
        #expect(Self.read(source)?.contains("return .landscapeLeft") == true, "\(fix)")
        #expect(Self.read(layout.outside + "/source-link") == before)
    }
}
