import Foundation
import Synchronization

/// A real server on a free loopback port: `rotation-policy-server` or `rotation-policy serve`.
/// Call `stop()` in a `defer`.
final class Server: Sendable {
    private let process: Process
    let port: UInt16
    var url: String { "http://127.0.0.1:\(port)" }

    struct NoPort: Error, CustomStringConvertible {
        var description: String
    }

    init(_ executable: String, prefix: [String] = []) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = prefix + ["--host", "127.0.0.1", "--port", "0"]
        process.environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("ROTATION_POLICY_") }
        process.currentDirectoryURL = FileManager.default.temporaryDirectory
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = pipe
        try process.run()
        try? pipe.fileHandleForWriting.close()
        self.process = process
        let collector = LineCollector(pipe.fileHandleForReading)
        var found: UInt16?
        // Generous: a debug or sanitized server on a busy machine can take long to start.
        let deadline = Date().addingTimeInterval(120)
        while found == nil, Date() < deadline, process.isRunning {
            if let range = collector.text.range(of: "listening on 127.0.0.1:") {
                found = UInt16(collector.text[range.upperBound...].prefix { $0.isNumber })
            }
            if found == nil { usleep(10_000) }
        }
        guard let found else {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            throw NoPort(description: "no 'listening on' line within 120 s:\n\(collector.text)")
        }
        port = found
    }

    func stop() {
        if process.isRunning { kill(process.processIdentifier, SIGTERM) }
        process.waitUntilExit()
    }
}

/// Collects a chatty child's output as it arrives.
final class LineCollector: Sendable {
    private let buffer = Mutex("")

    init(_ handle: FileHandle) {
        let thread = Thread { [self] in
            while true {
                let data = handle.availableData
                if data.isEmpty { break }
                buffer.withLock { $0 += String(decoding: data, as: UTF8.self) }
            }
        }
        thread.start()
    }

    var text: String { buffer.withLock { $0 } }
}
