import Foundation
import RotationPolicy
import RotationPolicyWire
import Testing

/// What a new user meets in the first hour, checked on the real binary: `--version`, answers that end
/// with a newline (so `curl` leaves the prompt on its own line), and an error answer that lists every
/// mistake with a hint.
@Suite struct FirstHourTests {
    @Test func versionFlagPrintsTheLibraryVersion() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try ServerProcess.binaryPath())
        process.arguments = ["--version"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(text == Simulator.version + "\n")
        #expect(Simulator.version.split(separator: ".").count == 3, "semantic version: \(Simulator.version)")
    }

    @Test func answersAndProblemsEndWithANewline() throws {
        let server = try ServerProcess()
        defer { server.stop() }
        let ok = try RawHTTPClient.request(
            port: server.port, "POST", "/v1/resolve", headers: RawHTTPClient.json, body: Array(#"{"root": {"id": "home"}}"#.utf8))
        #expect(ok.status == 200)
        #expect(ok.body.last == UInt8(ascii: "\n"))
        #expect(ok.body.dropLast().last == UInt8(ascii: "}"))

        let bad = try RawHTTPClient.request(
            port: server.port, "POST", "/v1/resolve", headers: RawHTTPClient.json,
            body: Array(#"{"root": {"id": "home", "supportedOrientation": "portrait", "kind": "navController"}}"#.utf8))
        #expect(bad.status == 400)
        #expect(bad.body.last == UInt8(ascii: "\n"))
        let problem = try JSONSerialization.jsonObject(with: Data(bad.body)) as? [String: Any]
        let errors = problem?["errors"] as? [[String: String]] ?? []
        #expect(errors.map { $0["path"] } == ["$.root.supportedOrientation", "$.root.kind"], "\(bad.bodyText)")
        #expect(errors.first?["message"]?.contains("did you mean 'supportedOrientations'?") == true)
        #expect(errors.last?["message"]?.contains("did you mean 'navigationController'?") == false)
        #expect((problem?["detail"] as? String)?.hasSuffix("(and 1 more error)") == true)
    }
}
