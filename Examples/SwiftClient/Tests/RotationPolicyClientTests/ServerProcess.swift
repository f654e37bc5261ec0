import Foundation

/// The real `rotation-policy-server` (from the root package), started on 127.0.0.1 and a free port, as the
/// root package's own tests start it: `--port 0`, then the port is read from the "listening on" log line.
/// The binary comes from ROTATION_POLICY_SERVER_BIN (scripts/ops/client-test.sh sets it).
final class ServerProcess: @unchecked Sendable {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let process = Process()
    private let logFile: URL
    let port: Int

    init() throws {
        guard let binary = ProcessInfo.processInfo.environment["ROTATION_POLICY_SERVER_BIN"] else {
            throw Failure(
                description:
                    "set ROTATION_POLICY_SERVER_BIN to a built rotation-policy-server (scripts/ops/client-test.sh does)")
        }
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw Failure(description: "ROTATION_POLICY_SERVER_BIN=\(binary) is not an executable file")
        }
        logFile = FileManager.default.temporaryDirectory.appendingPathComponent("rotation-policy-\(UUID()).log")
        _ = FileManager.default.createFile(atPath: logFile.path, contents: nil)
        let log = try FileHandle(forWritingTo: logFile)
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["--host", "127.0.0.1", "--port", "0"]
        // The developer's own ROTATION_POLICY_* settings must not leak into the test.
        process.environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("ROTATION_POLICY_") }
        process.standardOutput = log
        process.standardError = log
        try process.run()
        try log.close()

        let deadline = Date().addingTimeInterval(10)
        var found: Int?
        while found == nil, Date() < deadline, process.isRunning {
            found = Self.port(in: (try? String(contentsOf: logFile, encoding: .utf8)) ?? "")
            if found == nil { Thread.sleep(forTimeInterval: 0.02) }
        }
        guard let found else {
            let text = (try? String(contentsOf: logFile, encoding: .utf8)) ?? ""
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
            throw Failure(description: "the server logged no 'listening on 127.0.0.1:PORT' within 10 s. Log:\n\(text)")
        }
        port = found
    }

    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    static func port(in log: String) -> Int? {
        guard let range = log.range(of: "listening on 127.0.0.1:") else { return nil }
        return Int(log[range.upperBound...].prefix { $0.isNumber })
    }

    /// SIGTERM, then waits: the server drains and exits 0.
    func stop() -> Int32 {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: logFile)
        return process.terminationStatus
    }
}
