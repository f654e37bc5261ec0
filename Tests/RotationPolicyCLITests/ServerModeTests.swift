import Foundation
import Testing

/// `--server URL` against the real servers on loopback, and `rotation-policy serve` itself.
@Suite("--server and serve", .serialized)
struct ServerModeTests {
    static func serverBinary() throws -> String {
        try CLI.binary("rotation-policy-server", override: "ROTATION_POLICY_SERVER_BIN")
    }

    @Test("resolve and check give the same output in-process and through rotation-policy-server")
    func sameOutput() throws {
        let server = try Server(try Self.serverBinary())
        defer { server.stop() }
        for arguments in [
            ["resolve", "requests/player.yaml"], ["resolve", "requests/crash.json", "--format", "json"],
            ["resolve", "requests/player.yaml", "--trace"],
        ] {
            let local = try CLI.run(arguments)
            let remote = try CLI.run(arguments + ["--server", server.url])
            #expect(local.status == 0 && remote.status == 0, "\(local)\n\(remote)")
            #expect(local.stdout == remote.stdout, "\(arguments)")
        }
        let local = try CLI.run(["check", "mixed"])
        let remote = try CLI.run(["check", "mixed", "--server", server.url])
        #expect(remote.status == 1, "\(remote)")
        // Everything but the timing on the summary line.
        func withoutTime(_ text: String) -> String { text.split(separator: "\n").dropLast().joined(separator: "\n") }
        #expect(withoutTime(local.stdout) == withoutTime(remote.stdout))
        let rejected = try CLI.run(["resolve", "invalid/request-rejected.yaml", "--server", server.url])
        #expect(rejected.status == 2, "\(rejected)")
        #expect(rejected.stderr.contains("$.root.supportedOrientation: unknown key 'supportedOrientation'"))
    }

    @Test("explore gives the same findings in-process and through POST /v1/explore")
    func exploreThroughTheServer() throws {
        let server = try Server(try Self.serverBinary())
        defer { server.stop() }
        let fixture = CLI.seedFixtures + "/explore/seed-004-pop-back-strands-landscape.json"
        let local = try CLI.run(["explore", fixture, "--format", "json"])
        let remote = try CLI.run(["explore", fixture, "--format", "json", "--server", server.url])
        #expect(local.status == remote.status, "\(local)\n\(remote)")
        // The same findings and witnesses; only the elapsed time may differ.
        func findings(_ text: String) -> String {
            let object = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
            let data = try? JSONSerialization.data(withJSONObject: object["findings"] ?? [], options: .sortedKeys)
            return data.map { String(decoding: $0, as: UTF8.self) } ?? ""
        }
        #expect(!findings(local.stdout).isEmpty && findings(local.stdout) == findings(remote.stdout))
        #expect(findings(remote.stdout).contains("unsupportedOrientationShown"))
    }

    @Test("`rotation-policy serve` is the server: it answers resolve and check")
    func serve() throws {
        let server = try Server(try CLI.path(), prefix: ["serve"])
        defer { server.stop() }
        let run = try CLI.run(["check", CLI.seedFixtures + "/seed-000", "--server", server.url])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("passed, 0 failed"))
        let help = try CLI.run(["serve", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("--max-body-bytes"))
        let bad = try CLI.run(["serve", "--port", "99999"])
        #expect(bad.status == 2, "\(bad)")
        #expect(bad.stderr.contains("--port must be between 0 and 65535"))
    }

    @Test("a server that cannot be reached is exit 3, for every subcommand")
    func unreachable() throws {
        let server = try Server(try Self.serverBinary())
        let url = server.url
        server.stop()
        for arguments in [["resolve", "requests/player.yaml"], ["check", "mixed"], ["explore", "requests/player.yaml"]] {
            let run = try CLI.run(arguments + ["--server", url, "--timeout", "5"])
            #expect(run.status == 3, "\(arguments): \(run)")
            #expect(run.stderr.contains("cannot reach \(url)/v1/"), "\(run)")
        }
    }
}
