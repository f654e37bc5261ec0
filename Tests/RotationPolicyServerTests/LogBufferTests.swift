import Foundation
import Testing

/// `--log-buffer-bytes`: access lines are gathered and written together, and none is lost or reordered.
@Suite(.timeLimit(.minutes(10)))
struct LogBufferTests {
    private func accessLines(_ log: String) -> [Substring] {
        log.split(separator: "\n").filter { $0.contains(" request duration_ms=") }
    }

    private func get(_ server: ServerProcess, _ count: Int, path: (Int) -> String) throws {
        let client = try RawHTTPClient(port: server.port)
        for index in 0..<count { #expect(try client.request("GET", path(index)).status == 404) }
    }

    @Test func linesWaitInTheBufferAndAStopWritesThemAllInOrder() throws {
        // 40 lines of about 110 bytes fit in 64 KiB, and a minute passes before a timed flush.
        let server = try ServerProcess(arguments: ["--log-buffer-bytes", "65536", "--log-flush-ms", "60000"])
        defer { server.stop() }
        let started = ContinuousClock.now
        try get(server, 40) { "/buffered-\($0)" }
        usleep(200_000)
        // The timer (60 s, the flag's most) may have written them on a machine so loaded that the 40
        // requests took that long; then only the order and count below can be checked.
        if ContinuousClock.now - started < .seconds(50) {
            #expect(accessLines(server.logText).isEmpty, "the lines were written at once")
        }

        server.send(signal: SIGTERM)
        #expect(server.waitForExit(timeout: Patience.processSeconds)?.status == 0)
        #expect(server.waitForLog("stopped"))
        let lines = accessLines(server.logText)
        #expect(lines.count == 40)
        for (index, line) in lines.enumerated() { #expect(line.contains("http.path=/buffered-\(index) "), "\(line)") }
        // Written before the shutdown line, not after it.
        let log = server.logText
        #expect(log.range(of: "/buffered-39 ")!.lowerBound < log.range(of: "received SIGTERM")!.lowerBound)
    }

    @Test func aFullBufferIsWrittenWithoutWaitingForTheTimer() throws {
        let server = try ServerProcess(arguments: ["--log-buffer-bytes", "1024", "--log-flush-ms", "60000"])
        defer { server.stop() }
        try get(server, 30) { "/small-\($0)" }
        // 1 KiB holds about 9 lines: all but those are out without a signal or the timer.
        #expect(server.waitForLog("/small-20 "))
        let written = accessLines(server.logText).count
        #expect(written >= 20 && written < 30, "\(written) lines written")
    }

    @Test func theTimerWritesTheBuffer() throws {
        let server = try ServerProcess(arguments: ["--log-buffer-bytes", "65536", "--log-flush-ms", "100"])
        defer { server.stop() }
        try get(server, 3) { "/timed-\($0)" }
        #expect(server.waitForLog("/timed-2 "))
    }

    @Test func aLineAboveInfoWritesTheBufferFirst() throws {
        let server = try ServerProcess(arguments: ["--log-buffer-bytes", "65536", "--log-flush-ms", "60000"])
        defer { server.stop() }
        try get(server, 5) { "/before-hup-\($0)" }
        server.send(signal: SIGHUP)  // logged as a notice
        #expect(server.waitForLog("received SIGHUP"))
        let log = server.logText
        #expect(accessLines(log).count == 5)
        #expect(log.range(of: "/before-hup-4 ")!.lowerBound < log.range(of: "received SIGHUP")!.lowerBound)
    }

    @Test func withoutTheFlagEveryLineIsWrittenAtOnce() throws {
        let server = try ServerProcess()
        defer { server.stop() }
        try get(server, 1) { "/unbuffered-\($0)" }
        #expect(server.waitForLog("/unbuffered-0 "))
    }
}
