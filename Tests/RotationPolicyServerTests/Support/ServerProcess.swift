import Foundation
import Synchronization
import Testing

/// The real `rotation-policy-server` binary, started on a free port for one test. Call `stop()` in a
/// `defer`: it kills the process if it still runs, so a failing test leaves nothing behind.
final class ServerProcess: Sendable {
    enum Failure: Error, CustomStringConvertible {
        case binaryNotFound([String])
        case noPortInLog(String)

        var description: String {
            switch self {
            case .binaryNotFound(let tried):
                "rotation-policy-server not found (tried \(tried.joined(separator: ", "))); build it first "
                    + "(`swift build`) or set ROTATION_POLICY_SERVER_BIN"
            case .noPortInLog(let log): "the server did not log 'listening on 127.0.0.1:PORT' within \(Int(Patience.processSeconds)) s. Log:\n\(log)"
            }
        }
    }

    private let process: Process
    private let log: LogCollector
    let port: UInt16

    /// `ROTATION_POLICY_SERVER_BIN`, else `rotation-policy-server` next to the test bundle: SwiftPM builds
    /// executables and `<Package>PackageTests.xctest` into the same products directory.
    static func binaryPath() throws -> String {
        if let override = ProcessInfo.processInfo.environment["ROTATION_POLICY_SERVER_BIN"] { return override }
        var candidates: [String] = []
        let executable =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        var directory = URL(fileURLWithPath: executable).deletingLastPathComponent()
        // On macOS the runner sits inside the .xctest bundle (Contents/MacOS); walk up a few levels.
        for _ in 0..<4 {
            candidates.append(directory.appendingPathComponent("rotation-policy-server").path)
            directory = directory.deletingLastPathComponent()
        }
        if let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) { return found }
        throw Failure.binaryNotFound(candidates)
    }

    /// Starts the server with `--host 127.0.0.1 --port 0` plus `arguments`, and waits for its port.
    init(
        arguments: [String] = [], environment: [String: String] = [:], workingDirectory: URL? = nil
    ) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try Self.binaryPath())
        process.arguments = ["--host", "127.0.0.1", "--port", "0"] + arguments
        // The developer's own ROTATION_POLICY_* settings must not leak into tests.
        var childEnvironment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("ROTATION_POLICY_") }
        childEnvironment.merge(environment) { $1 }
        process.environment = childEnvironment
        process.currentDirectoryURL = workingDirectory ?? FileManager.default.temporaryDirectory
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = pipe
        try process.run()
        // Our copy of the write end must go, or the reader never sees end-of-file.
        try? pipe.fileHandleForWriting.close()
        self.process = process
        self.log = LogCollector(pipe.fileHandleForReading)

        var found: UInt16?
        let deadline = Date().addingTimeInterval(Patience.processSeconds)
        while found == nil, Date() < deadline, process.isRunning {
            found = Self.port(in: log.text)
            if found == nil { usleep(10_000) }
        }
        found = found ?? Self.port(in: log.text)
        guard let found else {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            throw Failure.noPortInLog(log.text)
        }
        port = found
    }

    static func port(in log: String) -> UInt16? {
        guard let range = log.range(of: "listening on 127.0.0.1:") else { return nil }
        let digits = log[range.upperBound...].prefix { $0.isNumber }
        return UInt16(digits)
    }

    var pid: Int32 { process.processIdentifier }
    var isRunning: Bool { process.isRunning }
    var logText: String { log.text }

    func send(signal: Int32) {
        if process.isRunning { kill(process.processIdentifier, signal) }
    }

    /// The exit status once the process has exited, or nil if it is still running after `timeout`.
    func waitForExit(timeout: TimeInterval) -> (status: Int32, signaled: Bool)? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        guard !process.isRunning else { return nil }
        process.waitUntilExit()
        // Its last lines may still be in the pipe: a check of the log after the exit reads them all.
        _ = log.wholeText()
        return (process.terminationStatus, process.terminationReason == .uncaughtSignal)
    }

    /// Kills the server if it still runs and reaps it. Safe to call more than once.
    func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
    }

    /// Waits until the log contains `text`; false after `timeout`.
    func waitForLog(_ text: String, timeout: TimeInterval = Patience.processSeconds) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !log.text.contains(text), Date() < deadline { usleep(10_000) }
        return log.text.contains(text)
    }
}

/// Drains the server's stderr on its own thread, so a chatty server never blocks on a full pipe.
final class LogCollector: Sendable {
    private let buffer = Mutex("")
    private let atEnd = Atomic<Bool>(false)

    init(_ handle: FileHandle) {
        // The thread keeps the collector alive until the pipe reaches end-of-file.
        let thread = Thread { [self] in
            while true {
                let data = handle.availableData
                if data.isEmpty { break }
                self.buffer.withLock { $0 += String(decoding: data, as: UTF8.self) }
            }
            self.atEnd.store(true, ordering: .releasing)
        }
        thread.start()
    }

    var text: String { buffer.withLock { $0 } }

    /// Everything the process wrote, once the pipe has reached end-of-file (or after `Patience`).
    func wholeText() -> String {
        let deadline = Date().addingTimeInterval(Patience.processSeconds)
        while !atEnd.load(ordering: .acquiring), Date() < deadline { usleep(1_000) }
        return text
    }
}
