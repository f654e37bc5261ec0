import Foundation
import Testing

/// Start-up flags and signals of the real binary.
@Suite(.serialized, .timeLimit(.minutes(10)))
struct LifecycleTests {
    @Test func sigtermLetsTheRequestInFlightFinishThenExitsZero() throws {
        let server = try ServerProcess()
        defer { server.stop() }
        let body = Array("{}".utf8)
        let client = try RawHTTPClient(port: server.port)
        let keptAlive = try RawHTTPClient(port: server.port)
        #expect(try keptAlive.request("GET", "/readyz").status == 200)
        // Headers and half the body: the request is in flight when the signal arrives.
        try client.send("POST /v1/resolve HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\n\r\n{")
        // Wait until the server has taken the headers (a sleep is not enough under TSan). The scrape
        // counts itself, so 2 means the half-sent request is in.
        let inFlight = try InFlightGauge.poll(
            scrape: { try keptAlive.request("GET", "/metrics") }, until: { ($0 ?? 0) >= 2 })
        #expect((inFlight ?? 0) >= 2)
        server.send(signal: SIGTERM)
        #expect(server.waitForLog("received SIGTERM"))
        // New connections are refused while the old request drains. The port is free again, so a server
        // another test starts on port 0 may already hold it: a probe that connects must not reach this one.
        let probe = "/refused-\(UUID().uuidString)"
        // A short read timeout on purpose: this probe is expected to get nothing.
        if (try? RawHTTPClient(port: server.port, timeoutSeconds: 5).request("GET", probe)) != nil {
            #expect(!server.waitForLog(probe, timeout: 1), "this server answered a connection made after SIGTERM")
        }
        #expect(server.isRunning)
        // An open keep-alive connection still gets answers, and is told the server is going away.
        let notReady = try keptAlive.request("GET", "/readyz")
        #expect(notReady.status == 503)
        #expect(notReady.problemType == "urn:rotation-policy:problem:not-ready")
        #expect(notReady.header("Connection")?.lowercased() == "close")
        try client.send("}")
        let response = try client.readResponse()
        #expect(response.status == 400)
        #expect(response.problemType?.hasPrefix("urn:rotation-policy:problem:") == true)
        let exit = server.waitForExit(timeout: Patience.processSeconds)
        #expect(exit?.status == 0)
        #expect(exit?.signaled == false)
        #expect(server.logText.contains("stopped"))
    }

    @Test func sigintExitsZero() throws {
        let server = try ServerProcess()
        defer { server.stop() }
        #expect(try RawHTTPClient.request(port: server.port, "GET", "/healthz").status == 200)
        server.send(signal: SIGINT)
        let exit = server.waitForExit(timeout: Patience.processSeconds)
        #expect(exit?.status == 0)
        #expect(exit?.signaled == false)
    }

    @Test func idleKeepAliveConnectionDoesNotDelayShutdown() throws {
        let server = try ServerProcess(arguments: ["--connection-timeout", Patience.farTimeout])
        defer { server.stop() }
        let client = try RawHTTPClient(port: server.port)
        #expect(try client.request("GET", "/healthz").status == 200)
        let started = Date()
        server.send(signal: SIGTERM)
        #expect(server.waitForExit(timeout: Patience.processSeconds)?.status == 0)
        // Not the far connection timeout: idle connections are not waited for.
        #expect(Date().timeIntervalSince(started) < Patience.boundSeconds)
    }

    /// Runs the binary to completion with a timeout; returns exit status and output.
    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try ServerProcess.binaryPath())
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("ROTATION_POLICY_") }
        env.merge(environment) { $1 }
        process.environment = env
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        try? output.fileHandleForWriting.close()
        let collector = LogCollector(output.fileHandleForReading)
        let deadline = Date().addingTimeInterval(Patience.processSeconds)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return (process.terminationStatus, collector.wholeText())
    }

    @Test(arguments: [
        (["--port", "70000"], "--port must be between 0 and 65535"),
        (["--threads", "0"], "--threads must be between 1 and 256"),
        (["--host", "example.com"], "--host must be a numeric"),
        (["--log-level", "loud"], "--log-level must be one of"),
        (["--max-body-bytes", "0"], "--max-body-bytes must be between"),
        (["--drain-timeout", "4000"], "--drain-timeout must be between 0 and 3600"),
        (["--log-buffer-bytes", "20000000"], "--log-buffer-bytes must be between 0 and 16777216"),
        (["--log-flush-ms", "5"], "--log-flush-ms must be between 10 and 60000"),
        (["--openapi-path", "/nonexistent/openapi.yaml"], "--openapi-path: cannot read /nonexistent/openapi.yaml"),
        (
            ["--max-answer-bytes", "2000000", "--max-answer-bytes-in-flight", "1000000"],
            "--max-answer-bytes (2000000) must not be larger than --max-answer-bytes-in-flight"
        ),
    ])
    func invalidFlagsAreUsageErrors(arguments: [String], message: String) throws {
        let (status, output) = try run(arguments)
        #expect(status == 64)
        #expect(output.contains(message), "\(output)")
    }

    @Test func environmentIsAFallbackAndFlagsWin() throws {
        let (badStatus, badOutput) = try run([], environment: ["ROTATION_POLICY_PORT": "eighty"])
        #expect(badStatus == 64)
        #expect(badOutput.contains("ROTATION_POLICY_PORT must be an integer"))

        let (rangeStatus, rangeOutput) = try run([], environment: ["ROTATION_POLICY_THREADS": "999"])
        #expect(rangeStatus == 64)
        #expect(rangeOutput.contains("(from ROTATION_POLICY_THREADS)"))

        // The flag wins over a bad environment value: the server starts.
        let server = try ServerProcess(environment: ["ROTATION_POLICY_PORT": "eighty", "ROTATION_POLICY_LOG_LEVEL": "debug"])
        defer { server.stop() }
        #expect(try RawHTTPClient.request(port: server.port, "GET", "/healthz").status == 200)
        // ROTATION_POLICY_LOG_LEVEL=debug took effect: the debug line with the body size is there.
        #expect(server.waitForLog("request body"))
    }

    @Test func helpDocumentsEveryFlagAndItsEnvironmentVariable() throws {
        let (status, output) = try run(["--help"])
        #expect(status == 0)
        for flag in [
            "host", "port", "threads", "max-body-bytes", "max-connections", "max-connections-per-ip",
            "connection-timeout", "connection-memory-bytes", "max-controller-depth", "max-controllers", "max-events",
            "max-string-bytes", "max-json-depth", "max-windows", "max-work", "max-explore-states", "max-explore-ms",
            "max-explore-extra-events", "max-explore-bytes", "max-concurrent-explores", "log-level", "openapi-path",
            "drain-timeout", "max-answer-bytes", "max-answer-bytes-in-flight", "max-explore-findings", "send-timeout",
            "log-buffer-bytes", "log-flush-ms", "max-concurrent-scans", "scan-time-limit",
        ] {
            #expect(output.contains("--\(flag)"), "--\(flag)")
            let variable = "ROTATION_POLICY_" + flag.uppercased().replacingOccurrences(of: "-", with: "_")
            #expect(output.contains(variable), "\(variable)")
        }
    }

    @Test func portInUseFailsWithANonZeroExit() throws {
        let server = try ServerProcess()
        defer { server.stop() }
        let (status, output) = try run(["--port", "\(server.port)"])
        #expect(status != 0)
        #expect(output.contains("MHD_start_daemon"))
    }
}
