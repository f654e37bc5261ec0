import Foundation

/// Runs the real `rotation-policy` binary (next to the test bundle, or ROTATION_POLICY_CLI_BIN) on real
/// files and collects its exit status and output.
enum ScanCLI {
    struct Run: CustomStringConvertible {
        var status: Int32
        var stdout: String
        var stderr: String
        var description: String { "exit \(status)\n--- stdout\n\(stdout.prefix(4000))\n--- stderr\n\(stderr.prefix(4000))" }

        func json() throws -> [String: Any] {
            guard let object = try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any] else {
                throw Failure("stdout is not a JSON object: \(stdout.prefix(200))")
            }
            return object
        }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// The repository's Tests folder.
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let scanFixtures = tests.appendingPathComponent("ScanFixtures").path
    static let seedFixtures = tests.appendingPathComponent("Fixtures").path

    static func path() throws -> String {
        if let path = ProcessInfo.processInfo.environment["ROTATION_POLICY_CLI_BIN"] { return path }
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var directory = URL(fileURLWithPath: executable).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("rotation-policy").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        throw Failure("rotation-policy not found near \(executable); run `swift build` first")
    }

    static func run(_ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try path())
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("ROTATION_POLICY_") }
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("scan-out-\(UUID().uuidString)")
        let err = FileManager.default.temporaryDirectory.appendingPathComponent("scan-err-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: out.path, contents: nil),
            FileManager.default.createFile(atPath: err.path, contents: nil)
        else { throw Failure("cannot create the output files in \(FileManager.default.temporaryDirectory.path)") }
        defer {
            try? FileManager.default.removeItem(at: out)
            try? FileManager.default.removeItem(at: err)
        }
        // Files, not pipes: a large answer cannot fill a pipe and stall the child.
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stdout: (try? String(contentsOf: out, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOf: err, encoding: .utf8)) ?? "")
    }

    /// A fresh temporary folder, removed by the caller with `remove`.
    static func temporaryFolder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("scan-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
