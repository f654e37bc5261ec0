import Foundation
import RotationPolicyWire
import Synchronization
import Testing

@testable import RotationPolicyHTTP

/// Scans and explores run on threads of their own while their connection is suspended, so the
/// libmicrohttpd worker that took them keeps serving its other connections (issue 28, points 2 and 8;
/// docs/hardening.md, "Long work leaves the worker"). Every server here has `--threads 1`: a probe
/// that answers cannot have come from another worker.
@Suite(.serialized, .timeLimit(.minutes(10)))
struct LongWorkOffloadTests {
    static let scansGauge = "rotation_policy_scans_in_flight"

    /// Objective-C methods that never close: the reader looks for each `}` to the end of the file, which
    /// is quadratic, so this scan runs until `--scan-time-limit` and then answers 422.
    static let longScan: [UInt8] = {
        let unclosed = (
            path: "App/Unclosed.m", content: "@implementation VC : UIViewController\n" + String(repeating: "- (int)a {\n", count: 100_000) + "@end\n"
        )
        return (try? HardeningIVScanTests.body([unclosed])) ?? []
    }()

    static let smallResolve = Array(
        #"{"interfaceOrientation": "portrait", "root": {"id": "home"}, "events": [{"type": "deviceOrientation", "orientation": "landscapeLeft"}]}"#
            .utf8)

    static func metrics(_ port: UInt16) throws -> WireResponse { try RawHTTPClient.request(port: port, "GET", "/metrics") }

    /// Polls `/metrics` until `gauge` reads `value`; returns the last value read.
    static func waitFor(_ gauge: String, _ value: Int, port: UInt16) throws -> Int? {
        try InFlightGauge.poll(gauge: gauge, scrape: { try metrics(port) }, until: { $0 == value })
    }

    /// Posts `body` to `path` on a thread of its own; the status lands in the returned box (-1: no answer).
    static func postInBackground(port: UInt16, path: String, body: [UInt8]) -> LongExplore {
        let long = LongExplore()
        Thread {
            let response = try? RawHTTPClient(port: port).request("POST", path, headers: RawHTTPClient.json, body: body)
            long.status.withLock { $0 = response?.status ?? -1 }
        }.start()
        return long
    }

    /// Before: the worker ran the scan inside its access handler, and every connection it accepted
    /// meanwhile (the `/metrics` scrape itself) waited until the scan's end, so the gauge never read 1.
    @Test("/healthz and a small resolve answer on the one worker while a scan runs")
    func healthzAnswersDuringAScan() throws {
        let server = try ServerProcess(arguments: ["--threads", "1", "--scan-time-limit", "30000"])
        defer { server.stop() }
        let port = server.port
        let long = Self.postInBackground(port: port, path: "/v1/scan", body: Self.longScan)
        let running = try Self.waitFor(Self.scansGauge, 1, port: port)
        try #require(running == 1, "the scan was never seen running; it answered \(String(describing: long.status.withLock { $0 }))")

        let health = try RawHTTPClient.request(port: port, "GET", "/healthz")
        #expect(health.status == 200)
        let resolve = try RawHTTPClient.request(port: port, "POST", "/v1/resolve", headers: RawHTTPClient.json, body: Self.smallResolve)
        #expect(resolve.status == 200, "\(resolve.bodyText)")
        // Still running after both answered: they did not wait for the scan's end.
        #expect(InFlightGauge.value(in: try Self.metrics(port).bodyText, gauge: Self.scansGauge) == 1)
        #expect(long.status.withLock { $0 } == nil, "the scan ended before the probes; make it longer")
    }

    @Test("/healthz and a small resolve answer on the one worker while an explore runs")
    func healthzAnswersDuringAnExplore() throws {
        let server = try ServerProcess(arguments: [
            "--threads", "1", "--max-explore-ms", "30000", "--max-explore-states", "5000000",
        ])
        defer { server.stop() }
        let port = server.port
        let long = Self.postInBackground(
            port: port, path: "/v1/explore", body: ExploreServerTests.longExplore(scriptEvents: 20000, milliseconds: 30000))
        let running = try Self.waitFor(InFlightGauge.explores, 1, port: port)
        try #require(running == 1, "the explore was never seen running; it answered \(String(describing: long.status.withLock { $0 }))")

        #expect(try RawHTTPClient.request(port: port, "GET", "/healthz").status == 200)
        let resolve = try RawHTTPClient.request(port: port, "POST", "/v1/resolve", headers: RawHTTPClient.json, body: Self.smallResolve)
        #expect(resolve.status == 200, "\(resolve.bodyText)")
        #expect(InFlightGauge.value(in: try Self.metrics(port).bodyText, gauge: InFlightGauge.explores) == 1)
        #expect(long.status.withLock { $0 } == nil, "the explore ended before the probes; make it longer")
    }

    /// libmicrohttpd does not time out a suspended connection: a scan longer than `--connection-timeout`
    /// still gets its whole answer.
    @Test("a scan that outlasts --connection-timeout still gets its whole answer")
    func theConnectionTimeoutDoesNotCutASuspendedScan() throws {
        let server = try ServerProcess(arguments: ["--threads", "1", "--connection-timeout", "1", "--scan-time-limit", "3000"])
        defer { server.stop() }
        let client = try RawHTTPClient(port: server.port)
        defer { client.close() }
        let response = try client.request("POST", "/v1/scan", headers: RawHTTPClient.json, body: Self.longScan)
        #expect(response.status == 422, "\(response.bodyText.prefix(500))")
        #expect(HardeningIVScanTests.object(response)["title"] as? String == "Scan time limit", "\(response.bodyText.prefix(500))")
        #expect(try RawHTTPClient.request(port: server.port, "GET", "/healthz").status == 200)
    }

    /// A client gone while its scan runs: the scan ends at its limit, the answer's send fails, and the
    /// place, the request and the connection are all given back.
    @Test("a client that leaves during its scan leaves nothing held")
    func aClientThatLeavesDuringItsScan() throws {
        let server = try ServerProcess(arguments: ["--threads", "1", "--scan-time-limit", "3000", "--max-concurrent-scans", "1"])
        defer { server.stop() }
        let port = server.port
        let client = try RawHTTPClient(port: port)
        try client.sendRequest("POST", "/v1/scan", headers: RawHTTPClient.json, body: Self.longScan)
        try #require(try Self.waitFor(Self.scansGauge, 1, port: port) == 1)
        client.close()

        #expect(try Self.waitFor(Self.scansGauge, 0, port: port) == 0)
        #expect(try InFlightGauge.settled(port: port) == 1)
        let next = try RawHTTPClient.request(
            port: port, "POST", "/v1/scan", headers: RawHTTPClient.json, body: try HardeningIVScanTests.body([HardeningIVScanTests.viewController]))
        #expect(next.status == 200, "\(next.bodyText.prefix(500))")
        #expect(server.isRunning)
    }

    /// SIGTERM while a scan runs: the drain waits for it, its client gets the whole answer, and the
    /// server exits 0 (libmicrohttpd must not be stopped with a connection still suspended).
    @Test("SIGTERM during a scan: the scan's answer is whole, then the server exits 0")
    func aDrainWaitsForASuspendedScan() throws {
        let server = try ServerProcess(arguments: ["--threads", "1", "--scan-time-limit", "3000", "--drain-timeout", "600"])
        defer { server.stop() }
        let port = server.port
        let answer = Mutex<WireResponse?>(nil)
        let done = LongExplore()
        Thread {
            let response = try? RawHTTPClient(port: port).request("POST", "/v1/scan", headers: RawHTTPClient.json, body: Self.longScan)
            answer.withLock { $0 = response }
            done.status.withLock { $0 = response?.status ?? -1 }
        }.start()
        try #require(try Self.waitFor(Self.scansGauge, 1, port: port) == 1)
        server.send(signal: SIGTERM)

        let exit = server.waitForExit(timeout: Patience.processSeconds)
        #expect(exit?.status == 0 && exit?.signaled == false, "\(String(describing: exit))\n\(server.logText.suffix(2000))")
        let deadline = Date().addingTimeInterval(Patience.boundSeconds)
        while done.status.withLock({ $0 }) == nil, Date() < deadline { usleep(20_000) }
        let response = answer.withLock { $0 }
        #expect(response?.status == 422, "\(String(describing: response?.bodyText.prefix(500)))")
        #expect(response.map { HardeningIVScanTests.object($0)["title"] as? String } == "Scan time limit")
    }

    /// A drain past its deadline while a scan runs: the daemon is never stopped with the connection
    /// suspended (libmicrohttpd forbids it); the scan's client gets the abandon's 503 and the server exits 75.
    @Test("a drain that times out during a scan: its client gets the 503, the server exits 75")
    func anAbandonedDrainAnswersASuspendedScan() throws {
        let server = try ServerProcess(arguments: ["--threads", "1", "--scan-time-limit", "600000", "--drain-timeout", "1"])
        defer { server.stop() }
        let client = try RawHTTPClient(port: server.port)
        defer { client.close() }
        try client.sendRequest("POST", "/v1/scan", headers: RawHTTPClient.json, body: Self.longScan)
        try #require(try Self.waitFor(Self.scansGauge, 1, port: server.port) == 1)
        server.send(signal: SIGTERM)

        let exit = server.waitForExit(timeout: Patience.processSeconds)
        #expect(exit?.status == 75 && exit?.signaled == false, "\(String(describing: exit))\n\(server.logText.suffix(2000))")
        let response = try client.readResponse()
        #expect(response.status == 503)
        #expect(response.problemType == "urn:rotation-policy:problem:not-ready")
    }

    /// The gate is taken before any thread starts, and given back by work that never runs.
    @Test("a scan takes its gate place before it leaves the caller, and gives it back if dropped")
    func gatedWorkHoldsItsPlace() throws {
        let gate = ExploreGate(limit: 1)
        let router = Router(
            maxBodyBytes: 1 << 20, limits: .default, metrics: Metrics(), readiness: Readiness(), openAPI: nil, scanGate: gate)
        let request = HTTPRequest(
            method: "POST", path: "/v1/scan", headers: HTTPHeaders([("Content-Type", "application/json")]),
            body: try HardeningIVScanTests.body([HardeningIVScanTests.viewController]))
        var admitted: Router.Admission? = router.admit(request)
        guard case .gated = admitted else {
            Issue.record("a scan was answered inline")
            return
        }
        #expect(gate.inFlight == 1)
        guard case .routed(let refused) = router.admit(request) else {
            Issue.record("a second scan was admitted")
            return
        }
        #expect(refused.response.status == 429)
        admitted = nil
        #expect(gate.inFlight == 0)
        guard case .gated(let work) = router.admit(request) else {
            Issue.record("the place was not given back")
            return
        }
        #expect(work.run().response.status == 200)
        #expect(gate.inFlight == 0)
        _ = admitted
    }
}
