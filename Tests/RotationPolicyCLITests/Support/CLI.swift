import Foundation
import Synchronization

/// Runs the real `rotation-policy` binary (built next to the test bundle, or ROTATION_POLICY_CLI_BIN)
/// and collects its exit status, stdout and stderr.
enum CLI {
    struct Run: CustomStringConvertible {
        var status: Int32
        var stdout: String
        var stderr: String
        var description: String { "exit \(status)\n--- stdout\n\(stdout)\n--- stderr\n\(stderr)" }
    }

    /// Tests/CLIFixtures, absolute.
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("CLIFixtures").path

    /// Tests/Fixtures, the project's seed fixtures.
    static let seedFixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures").path

    static func binary(_ name: String, override: String) throws -> String {
        if let path = ProcessInfo.processInfo.environment[override] { return path }
        let executable =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var directory = URL(fileURLWithPath: executable).deletingLastPathComponent()
        var tried: [String] = []
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent(name).path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            tried.append(candidate)
            directory = directory.deletingLastPathComponent()
        }
        throw NotFound(name: name, tried: tried)
    }

    struct NotFound: Error, CustomStringConvertible {
        var name: String
        var tried: [String]
        var description: String { "\(name) not found (tried \(tried.joined(separator: ", "))); run `swift build` first" }
    }

    static func path() throws -> String { try binary("rotation-policy", override: "ROTATION_POLICY_CLI_BIN") }

    /// Runs `rotation-policy arguments…` in `directory` (default: Tests/CLIFixtures).
    static func run(
        _ arguments: [String], environment: [String: String] = [:], stdin: String? = nil, directory: String? = nil
    ) throws -> Run {
        try execute(try path(), arguments, environment: environment, stdin: stdin, directory: directory ?? fixtures)
    }

    static func execute(
        _ executable: String, _ arguments: [String], environment: [String: String] = [:], stdin: String? = nil,
        directory: String
    ) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var childEnvironment = ProcessInfo.processInfo.environment.filter {
            !$0.key.hasPrefix("ROTATION_POLICY_") && $0.key != "NO_COLOR"
        }
        childEnvironment.merge(environment) { $1 }
        process.environment = childEnvironment
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let out = Pipe()
        let err = Pipe()
        let input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        let outText = Drain(out.fileHandleForReading)
        let errText = Drain(err.fileHandleForReading)
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: outText.wait(), stderr: errText.wait())
    }
}

/// Reads a pipe to its end on its own thread, so a full pipe never blocks the child.
final class Drain: Sendable {
    private let state = Mutex<(Data, Bool)>((Data(), false))

    init(_ handle: FileHandle) {
        let thread = Thread { [self] in
            let data = handle.readDataToEndOfFile()
            state.withLock { $0 = (data, true) }
        }
        thread.start()
    }

    func wait() -> String {
        while true {
            let (data, done) = state.withLock { $0 }
            if done { return String(decoding: data, as: UTF8.self) }
            usleep(1000)
        }
    }
}
