import Foundation

/// Runs the real `rotation-policy` binary with posix_spawn and measures it: peak RSS as the VmHWM of
/// /proc/PID/status, sampled every 2 ms from the exec on, and CPU from wait4's rusage. Not wait4's
/// ru_maxrss: exec records the pre-exec memory's high-water mark there, and posix_spawn's child shares
/// the test runner's memory until its exec (under ASan, 3 GB in every child). Output goes to files, so a
/// flood cannot block the child. A child still running after `limit` seconds is killed (`killed`).
enum Measured {
    struct Run: CustomStringConvertible {
        var status: Int32
        var signal: Int32
        var killed: Bool
        var stdout: String
        var stderr: String
        var maxRSSKiB: Int
        /// How many VmHWM readings after the exec the peak was taken from (a child gone within 2 ms has 0).
        var samples: Int
        var cpuSeconds: Double
        var wallSeconds: Double
        var maxRSSMiB: Double { Double(maxRSSKiB) / 1024 }
        var description: String {
            let figures = String(format: "RSS %.1f MiB (%d samples), CPU %.2f s, %.2f s", maxRSSMiB, samples, cpuSeconds, wallSeconds)
            return "exit \(status) signal \(signal)\(killed ? " (killed at the limit)" : ""), \(figures)\n--- stdout\n"
                + "\(stdout.prefix(2000))\n--- stderr\n\(stderr.prefix(2000))"
        }
    }

    static func run(_ arguments: [String], limit: Double = 240) throws -> Run {
        try run(bytes: arguments.map { Array($0.utf8) }, limit: limit)
    }

    /// Arguments as raw bytes, so a test can pass a file name that is not UTF-8.
    static func run(bytes arguments: [[UInt8]], limit: Double = 240) throws -> Run {
        let executable = try CLI.path()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rp-measured-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outPath = folder.appendingPathComponent("stdout").path
        let errPath = folder.appendingPathComponent("stderr").path

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        let argv: [UnsafeMutablePointer<CChar>?] = ([Array(executable.utf8)] + arguments).map(cString) + [nil]
        let environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("ROTATION_POLICY_") && $0.key != "NO_COLOR" }
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { cString(Array("\($0.key)=\($0.value)".utf8)) } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }

        let started = Date()
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard spawned == 0 else { throw SpawnFailed(code: spawned) }
        var status: Int32 = 0
        var usage = rusage()
        var killed = false
        var peak = 0
        var samples = 0
        let name = String(URL(fileURLWithPath: executable).lastPathComponent.prefix(15))
        while wait4(pid, &status, WNOHANG, &usage) == 0 {
            if let hwm = highWaterMark(pid, name: name) {
                peak = max(peak, hwm)
                samples += 1
            }
            if !killed, Date().timeIntervalSince(started) > limit {
                kill(pid, SIGKILL)
                killed = true
            }
            usleep(2_000)
        }
        let wall = Date().timeIntervalSince(started)
        let signal = status & 0x7F
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return Run(
            status: signal == 0 ? (status >> 8) & 0xFF : -1, signal: signal, killed: killed,
            stdout: text(outPath), stderr: text(errPath),
            maxRSSKiB: peak, samples: samples, cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime), wallSeconds: wall)
    }

    /// The same binary's peak RSS on a small in-process resolve: the baseline the bounds add to (a
    /// sanitizer build starts far higher than a plain one).
    static func baselineMiB() throws -> Double {
        let run = try Self.run(["resolve", CLI.fixtures + "/requests/player.yaml"])
        guard run.status == 0, run.samples > 0 else { throw NoBaseline(run: run) }
        return run.maxRSSMiB
    }

    /// VmHWM in KiB once the child runs `name` (before its exec it is the test runner's memory).
    private static func highWaterMark(_ pid: pid_t, name: String) -> Int? {
        let status = text("/proc/\(pid)/status")
        guard status.contains("Name:\t\(name)\n"), let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return nil }
        return Int(line.dropFirst("VmHWM:".count).trimmingCharacters(in: .whitespaces).dropLast(3).trimmingCharacters(in: .whitespaces))
    }

    /// Through FileHandle: `String(contentsOfFile:)` leaks a 4 KiB buffer per empty file in this
    /// toolchain's FoundationEssentials (LeakSanitizer, test runner only).
    private static func text(_ path: String) -> String {
        guard let handle = FileHandle(forReadingAtPath: path) else { return "" }
        defer { try? handle.close() }
        return String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
    }

    private static func cString(_ bytes: [UInt8]) -> UnsafeMutablePointer<CChar>? {
        let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
        for (index, byte) in bytes.enumerated() { pointer[index] = CChar(bitPattern: byte) }
        pointer[bytes.count] = 0
        return pointer
    }

    struct NoBaseline: Error {
        var run: Run
    }

    struct SpawnFailed: Error {
        var code: Int32
    }
}
