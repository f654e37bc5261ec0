import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Every signal an operator may send, with real signals against the real binary (docs/hardening.md,
/// "Signals and bounded shutdown"). While each one arrives a well-behaved client keeps resolving; it
/// must get its 200s within a generous bound, never a failure.
@Suite(.serialized, .timeLimit(.minutes(10)))
struct SignalTests {
    /// A client resolving the small valid body in a loop on fresh connections until stopped.
    final class WellBehavedClient: Sendable {
        private let failures = Mutex<[String]>([])
        private let served = Atomic<Int>(0)
        private let stopped = Atomic<Bool>(false)
        private let done = Atomic<Bool>(false)

        init(port: UInt16, bound: TimeInterval = Patience.boundSeconds) {
            Thread { [self] in
                while !stopped.load(ordering: .relaxed) {
                    let started = Date()
                    do {
                        let response = try RawHTTPClient.request(
                            port: port, "POST", "/v1/resolve", headers: RawHTTPClient.json, body: HardeningTests.validBody)
                        let seconds = Date().timeIntervalSince(started)
                        if response.status != 200 || seconds > bound {
                            failures.withLock { $0.append("status \(response.status) after \(seconds) s") }
                        } else {
                            served.add(1, ordering: .relaxed)
                        }
                    } catch {
                        failures.withLock { $0.append("\(error)") }
                    }
                    usleep(20_000)
                }
                done.store(true, ordering: .relaxed)
            }.start()
        }

        /// Stops the loop; returns how many requests got a 200 in time, and every failure.
        func stop() -> (served: Int, failures: [String]) {
            stopped.store(true, ordering: .relaxed)
            while !done.load(ordering: .relaxed) { usleep(5_000) }
            return (served.load(ordering: .relaxed), failures.withLock { $0 })
        }
    }

    @Test func hangupUserSignalsAndPipeAreHandledWithoutStopping() throws {
        let server = try ServerProcess()
        defer { server.stop() }
        let client = WellBehavedClient(port: server.port)
        usleep(100_000)
        for signal in [SIGHUP, SIGUSR1, SIGUSR2, SIGPIPE, SIGHUP] {
            server.send(signal: signal)
            usleep(100_000)
            #expect(server.isRunning, "signal \(signal) stopped the server")
        }
        #expect(server.waitForLog("received SIGHUP; ignored"))
        #expect(server.waitForLog("received SIGUSR1: status"))
        #expect(server.waitForLog("received SIGUSR2; ignored"))
        let (served, failures) = client.stop()
        #expect(failures == [])
        #expect(served > 0)
        #expect(try RawHTTPClient.request(port: server.port, "GET", "/healthz").status == 200)
        #expect(!server.logText.contains("crashed"))
    }

    @Test func sigquitIsAGracefulStopNotACrash() throws {
        let server = try ServerProcess()
        defer { server.stop() }
        #expect(try RawHTTPClient.request(port: server.port, "GET", "/healthz").status == 200)
        server.send(signal: SIGQUIT)
        let exit = server.waitForExit(timeout: Patience.processSeconds)
        #expect(exit?.status == 0)
        #expect(exit?.signaled == false)
        #expect(server.logText.contains("received SIGQUIT, shutting down"))
        #expect(!server.logText.contains("Program crashed"))
        #expect(!server.logText.contains("Backtrace"))
    }

    /// A request whose body stalls is in flight for ever: the drain deadline must end it.
    static func stallAnUpload(_ server: ServerProcess) throws -> RawHTTPClient {
        let stalled = try RawHTTPClient(port: server.port)
        try stalled.send(
            "POST /v1/resolve HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"root\":")
        let inFlight = try InFlightGauge.poll(
            scrape: { try RawHTTPClient.request(port: server.port, "GET", "/metrics") },
            until: { ($0 ?? 0) >= 2 })
        #expect((inFlight ?? 0) >= 2)
        return stalled
    }

    @Test func drainTimeoutAbandonsAStalledRequestAndExits75() throws {
        // The stalled upload would otherwise hold the drain until the far connection timeout.
        let server = try ServerProcess(arguments: ["--drain-timeout", "1", "--connection-timeout", Patience.farTimeout])
        defer { server.stop() }
        let stalled = try Self.stallAnUpload(server)
        let started = Date()
        server.send(signal: SIGTERM)
        let exit = server.waitForExit(timeout: Patience.processSeconds)
        let seconds = Date().timeIntervalSince(started)
        #expect(exit?.status == 75)
        #expect(exit?.signaled == false)
        #expect(seconds >= 0.9, "exited before the drain deadline: \(seconds) s")
        #expect(seconds < Patience.boundSeconds, "the drain was not bounded: \(seconds) s")
        #expect(server.logText.contains("drain ended by drain timeout"))
        // Its upload was not complete, so there is nothing to answer: a clean end of stream.
        #expect(stalled.isClosedByPeer())
    }

    @Test func secondSigtermEndsTheDrainAtOnce() throws {
        let server = try ServerProcess(arguments: ["--drain-timeout", Patience.farTimeout, "--connection-timeout", Patience.farTimeout])
        defer { server.stop() }
        let stalled = try Self.stallAnUpload(server)
        defer { stalled.close() }
        server.send(signal: SIGTERM)
        #expect(server.waitForLog("received SIGTERM, shutting down"))
        usleep(200_000)
        #expect(server.isRunning, "the drain ended before its deadline without a second signal")
        let started = Date()
        server.send(signal: SIGINT)
        let exit = server.waitForExit(timeout: Patience.processSeconds)
        #expect(exit?.status == 75)
        #expect(Date().timeIntervalSince(started) < Patience.boundSeconds)
        #expect(server.logText.contains("drain ended by second signal (SIGINT)"))
    }

    /// Many windows before iOS 13: a request that computes for seconds in a debug build (until the
    /// resolver's work budget refuses it quickly). SIGTERM while it runs, with a 1 s drain: either it
    /// is still computing at the deadline and gets a 503 problem (exit 75), or it finished first and
    /// got its answer (exit 0). Either way the exit is bounded and the client gets a whole response.
    @Test func sigtermDuringALongComputationIsBounded() throws {
        let server = try ServerProcess(arguments: ["--drain-timeout", "1"])
        defer { server.stop() }
        let windows = (0..<400).map { #"{"id":"w\#($0)","key":\#($0 == 399),"level":0,"root":{"id":"c\#($0)"}}"# }
        let events = (0..<400).map { #"{"type":"deviceOrientation","orientation":"\#($0 % 2 == 0 ? "landscapeLeft" : "portrait")"}"# }
        let body = Array(
            #"{"app":{"iosVersion":"12.0"},"windows":[\#(windows.joined(separator: ","))],"events":[\#(events.joined(separator: ","))]}"#
                .utf8)
        let client = try RawHTTPClient(port: server.port)
        try client.sendRequest("POST", "/v1/resolve", headers: RawHTTPClient.json, body: body)
        usleep(300_000)
        let started = Date()
        server.send(signal: SIGTERM)
        let exit = server.waitForExit(timeout: Patience.processSeconds)
        let seconds = Date().timeIntervalSince(started)
        #expect(seconds < Patience.boundSeconds, "shutdown took \(seconds) s")
        let response = try client.readResponse()
        switch exit?.status {
        case 75:
            #expect(response.status == 503)
            #expect(response.problemType == "urn:rotation-policy:problem:not-ready")
            #expect(response.header("Retry-After") == "1")
        case 0:
            #expect(response.status != 503)
        default:
            Issue.record("exit \(String(describing: exit))")
        }
    }
}
