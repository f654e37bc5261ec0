import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Hostile clients, limits and faults against the real binary on loopback (docs/hardening.md). What
/// LiveServerTests and LifecycleTests already cover is not repeated here: a client stalled mid-headers,
/// 413 by Content-Length and by chunked upload, oversized headers, one request in flight at SIGTERM,
/// and a malformed body kept out of the log. Every test is bounded: socket timeouts, loop counts and
/// deadlines, plus the suite's time limit.
@Suite(.serialized, .timeLimit(.minutes(10)))
struct HardeningTests {
    static let validBody = Array(
        #"{"root":{"id":"home"},"events":[{"type":"deviceOrientation","orientation":"landscapeLeft"}]}"#.utf8)

    func withServer(_ arguments: [String] = [], _ body: (ServerProcess) throws -> Void) throws {
        let server = try ServerProcess(arguments: arguments)
        defer { server.stop() }
        try body(server)
    }

    // MARK: - Connections

    @Test func manyIdleConnectionsDoNotStopOthersBeingServed() async throws {
        // Defaults (1024 connections, 256 per IP) but a far connection timeout: were idle connections
        // to hold up the others, they would wait for it, far past the bound below.
        let server = try ServerProcess(arguments: ["--connection-timeout", Patience.farTimeout])
        defer { server.stop() }
        let port = server.port
        // 200 connections doing nothing: 70 silent, 70 stopped mid-headers, 60 idle after one request.
        var silent: [RawHTTPClient] = []
        var midHeaders: [RawHTTPClient] = []
        var keptAlive: [RawHTTPClient] = []
        for _ in 0..<70 { silent.append(try RawHTTPClient(port: port)) }
        for _ in 0..<70 {
            let client = try RawHTTPClient(port: port)
            try client.send("GET /healthz HTTP/1.1\r\nHost: x\r\n")
            midHeaders.append(client)
        }
        for _ in 0..<60 {
            let client = try RawHTTPClient(port: port)
            #expect(try client.request("GET", "/healthz").status == 200)
            keptAlive.append(client)
        }

        // Fresh clients on 4 threads are served normally meanwhile.
        let failures = Mutex<[String]>([])
        let started = Date()
        await onThreads(4) { thread in
            do {
                let client = try RawHTTPClient(port: port)
                for index in 0..<25 {
                    let response =
                        index.isMultiple(of: 2)
                        ? try client.request("POST", "/v1/resolve", headers: RawHTTPClient.json, body: Self.validBody)
                        : try client.request("GET", "/readyz")
                    if response.status != 200 { failures.withLock { $0.append("thread \(thread) #\(index): \(response.status)") } }
                }
            } catch {
                failures.withLock { $0.append("thread \(thread): \(error)") }
            }
        }
        #expect(failures.withLock { $0 } == [])
        #expect(Date().timeIntervalSince(started) < Patience.boundSeconds)

        // The idle connections were kept, not dropped: each kind can still complete a request.
        #expect(try silent[0].request("GET", "/healthz").status == 200)
        try midHeaders[0].send("\r\n")
        #expect(try midHeaders[0].readResponse().status == 200)
        #expect(try keptAlive[0].request("GET", "/healthz").status == 200)
        #expect(server.isRunning)
        withExtendedLifetime((silent, midHeaders, keptAlive)) {}
    }

    @Test func stalledUploadIsCutAtTheConnectionTimeoutWhileOthersAreServed() async throws {
        let server = try ServerProcess(arguments: ["--connection-timeout", "1"])
        defer { server.stop() }
        let port = server.port
        // Headers complete, body stalls after 8 of 100 bytes: the request is in flight, then abandoned.
        let stalled = try RawHTTPClient(port: port)
        try stalled.send(
            "POST /v1/resolve HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"root\":")
        let started = Date()

        // Others are served while it hangs (fresh connections: the 1 s timeout also ends idle ones).
        let served = Atomic<Int>(0)
        let failures = Mutex<[String]>([])
        await onThreads(2) { thread in
            for _ in 0..<10 {
                do {
                    let response = try RawHTTPClient.request(
                        port: port, "POST", "/v1/resolve", headers: RawHTTPClient.json, body: Self.validBody)
                    if response.status == 200 { served.add(1, ordering: .relaxed) }
                } catch {
                    failures.withLock { $0.append("thread \(thread): \(error)") }
                }
                usleep(50_000)
            }
        }
        #expect(failures.withLock { $0 } == [])
        #expect(served.load(ordering: .relaxed) == 20)

        #expect(stalled.isClosedByPeer())
        #expect(Date().timeIntervalSince(started) < Patience.boundSeconds)
        // The abandoned request was completed (its accumulator released): only the scrape is in flight.
        #expect(try InFlightGauge.settled(port: port) == 1)
    }

    /// Slowloris: headers dribbled one byte every 250 ms, faster than the 1 s timeout. libmicrohttpd's
    /// CONNECTION_TIMEOUT is an inactivity timeout, reset by every byte; the server's own request
    /// deadline (MHDRequestDeadlines) cuts the connection once the whole request is not in after 1 s.
    /// Others are served meanwhile and afterwards.
    @Test func dribbledHeadersAreCutAtTheConnectionTimeout() throws {
        try withServer(["--connection-timeout", "1"]) { server in
            let socket = try #require(ProbeSocket(port: server.port, timeoutSeconds: Patience.socketSeconds))
            // Enough bytes to dribble well past the bound: without the request deadline it is never cut.
            let request = Array("GET /healthz HTTP/1.1\r\nHost: x\r\nX-Dribble: \(String(repeating: "d", count: 400))".utf8)
            let started = Date()
            var cutAfter: TimeInterval?
            var othersServed = 0
            for (index, byte) in request.enumerated() {
                let elapsed = Date().timeIntervalSince(started)
                if elapsed > Patience.boundSeconds { break }  // far past the 1 s deadline (and its grace)
                if !socket.send([byte]) || socket.peerClosed() {
                    cutAfter = elapsed
                    break
                }
                if index.isMultiple(of: 4),
                    (try? RawHTTPClient.request(port: server.port, "GET", "/healthz").status) == 200
                {
                    othersServed += 1
                }
                usleep(250_000)
            }
            #expect(othersServed >= 1)
            #expect(cutAfter != nil, "a client dribbling headers was not cut within \(Patience.boundSeconds) s")
            #expect(try RawHTTPClient.request(port: server.port, "GET", "/healthz").status == 200)
        }
    }

    @Test func connectionsPerIPOverTheLimitAreClosedAtAccept() throws {
        try withServer(["--max-connections-per-ip", "4"]) { server in
            let first = try (0..<4).map { _ in try RawHTTPClient(port: server.port) }
            for client in first { #expect(try client.request("GET", "/healthz").status == 200) }

            // The fifth from 127.0.0.1: the kernel completes the handshake, libmicrohttpd closes it at once.
            let extra = try RawHTTPClient(port: server.port)
            try? extra.send("GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")  // may already see the reset
            #expect(extra.isClosedByPeer())
            #expect(server.waitForLog("connection limit"))

            // The first four are unaffected.
            for client in first { #expect(try client.request("GET", "/readyz").status == 200) }
            // A slot that frees up is usable again.
            first[0].close()
            var status: Int?
            let deadline = Date().addingTimeInterval(Patience.boundSeconds)
            while status != 200, Date() < deadline {
                status = try? RawHTTPClient.request(port: server.port, "GET", "/healthz").status
                if status != 200 { usleep(50_000) }
            }
            #expect(status == 200)
        }
    }

    /// At --max-connections libmicrohttpd stops accepting (each pool thread stops polling the listen
    /// socket once full): a further connection waits in the kernel's backlog, unanswered, and is served
    /// when a slot frees. It is neither answered nor lost meanwhile.
    @Test func connectionsOverTheTotalLimitWaitUnansweredUntilASlotFrees() throws {
        try withServer(["--max-connections", "4"]) { server in
            let first = try (0..<4).map { _ in try RawHTTPClient(port: server.port) }
            for client in first { #expect(try client.request("GET", "/healthz").status == 200) }

            let extra = try RawHTTPClient(port: server.port, timeoutSeconds: 1)
            try extra.sendRequest("GET", "/readyz")
            #expect(throws: (any Error).self) { try extra.readResponse() }  // nothing within 1 s

            // The first four keep working while the fifth waits.
            for client in first { #expect(try client.request("GET", "/healthz").status == 200) }

            first[0].close()
            var answered: WireResponse?
            // Its reads time out after 1 s each; it is served once the slot is free, however slowly.
            for _ in 0..<Patience.socketSeconds where answered == nil { answered = try? extra.readResponse() }
            #expect(answered?.status == 200)
            #expect(answered?.bodyText == #"{"status":"ready"}"#)
        }
    }

    // MARK: - Request limits

    struct LimitCase: Sendable, CustomTestStringConvertible {
        var flag: String
        var value: String
        var over: String
        var path: String
        var within: String
        var testDescription: String { "\(flag) \(value)" }
    }

    static let limitCases: [LimitCase] = [
        LimitCase(
            flag: "--max-controllers", value: "3",
            over: #"{"root":{"id":"nav","kind":"navigationController","children":[{"id":"a"},{"id":"b"},{"id":"c"}]}}"#,
            path: "$.root.children[2]",
            within: #"{"root":{"id":"nav","kind":"navigationController","children":[{"id":"a"},{"id":"b"}]}}"#),
        LimitCase(
            flag: "--max-controllers", value: "3",
            over:
                #"{"root":{"id":"nav","kind":"navigationController","children":[{"id":"a"},{"id":"b"}]},"events":[{"type":"push","navigation":"nav","controller":{"id":"p"}}]}"#,
            path: "$.events[0].controller",
            within:
                #"{"root":{"id":"nav","kind":"navigationController","children":[{"id":"a"}]},"events":[{"type":"push","navigation":"nav","controller":{"id":"p"}}]}"#
        ),
        LimitCase(
            flag: "--max-events", value: "2",
            over:
                #"{"root":{"id":"a"},"events":[{"type":"deviceOrientation","orientation":"portrait"},{"type":"deviceOrientation","orientation":"landscapeLeft"},{"type":"deviceOrientation","orientation":"portrait"}]}"#,
            path: "$.events",
            within:
                #"{"root":{"id":"a"},"events":[{"type":"deviceOrientation","orientation":"portrait"},{"type":"deviceOrientation","orientation":"landscapeLeft"}]}"#
        ),
        LimitCase(
            flag: "--max-controller-depth", value: "2",
            over:
                #"{"root":{"id":"nav","kind":"navigationController","children":[{"id":"t","kind":"navigationController","children":[{"id":"x"}]}]}}"#,
            path: "$.root.children[0].children[0]",
            within: #"{"root":{"id":"nav","kind":"navigationController","children":[{"id":"t"}]}}"#),
        LimitCase(
            flag: "--max-string-bytes", value: "8",
            over: #"{"root":{"id":"a","class":"Demo.LongerThanEight"}}"#,
            path: "$.root.class",
            within: #"{"root":{"id":"a","class":"Demo.Abc"}}"#),
        LimitCase(
            flag: "--max-json-depth", value: "5",
            over: #"{"root":{"id":"a","children":[{"id":"b","children":[{"id":"c"}]}]}}"#,
            path: "$.root.children[0].children[0]",
            within: #"{"root":{"id":"a","children":[{"id":"b"}]}}"#),
    ]

    @Test(arguments: limitCases)
    func documentedLimitIs422WithThePath(_ limit: LimitCase) throws {
        try withServer([limit.flag, limit.value]) { server in
            let over = try RawHTTPClient.request(
                port: server.port, "POST", "/v1/resolve", headers: RawHTTPClient.json, body: Array(limit.over.utf8))
            #expect(over.status == 422, "\(over.bodyText)")
            #expect(over.header("Content-Type") == "application/problem+json")
            #expect(over.problemType == "urn:rotation-policy:problem:limit-exceeded")
            let errors = (over.json as? [String: Any])?["errors"] as? [[String: Any]]
            #expect(errors?.first?["path"] as? String == limit.path, "\(over.bodyText)")

            let within = try RawHTTPClient.request(
                port: server.port, "POST", "/v1/resolve", headers: RawHTTPClient.json, body: Array(limit.within.utf8))
            #expect(within.status == 200, "\(within.bodyText)")
            let metrics = try RawHTTPClient.request(port: server.port, "GET", "/metrics").bodyText
            #expect(metrics.contains(#"rotation_policy_resolve_outcomes_total{outcome="limit_exceeded"} 1"#))
        }
    }

    // MARK: - Shutdown under load

    /// 8 keep-alive clients send back-to-back requests; SIGTERM arrives mid-load. Every request must end
    /// in a complete response (Content-Length honoured, JSON body) or in a close before any byte of
    /// its response: never a truncated one. Clients reconnect after a close until the port refuses.
    @Test func sigtermUnderKeepAliveLoadTruncatesNothingAndExitsZero() async throws {
        let server = try ServerProcess()
        defer { server.stop() }
        let port = server.port
        let complete = Atomic<Int>(0)
        let completeAfterSignal = Atomic<Int>(0)
        let cleanCloses = Atomic<Int>(0)
        let signalled = Atomic<Bool>(false)
        let problems = Mutex<[String]>([])
        let deadline = Date().addingTimeInterval(Patience.boundSeconds)

        // Threads 0-7 are the clients; thread 8 lets the load build up, then sends the signal.
        await onThreads(9) { thread in
            if thread == 8 {
                while complete.load(ordering: .relaxed) < 400, Date() < deadline { usleep(5_000) }
                signalled.store(true, ordering: .relaxed)
                server.send(signal: SIGTERM)
                return
            }
            var requests = 0
            connections: while Date() < deadline, requests < 50_000 {
                guard let socket = ProbeSocket(port: port, timeoutSeconds: Patience.socketSeconds) else { break }  // refused: done
                while Date() < deadline, requests < 50_000 {
                    requests += 1
                    let isResolve = requests.isMultiple(of: 2)
                    let request =
                        isResolve
                        ? "POST /v1/resolve HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: \(Self.validBody.count)\r\n\r\n"
                        : "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n"
                    guard socket.send(Array(request.utf8) + (isResolve ? Self.validBody : [])) else {
                        cleanCloses.add(1, ordering: .relaxed)
                        continue connections
                    }
                    switch socket.readResponse() {
                    case .response(let status, let headers, let body):
                        complete.add(1, ordering: .relaxed)
                        if signalled.load(ordering: .relaxed) { completeAfterSignal.add(1, ordering: .relaxed) }
                        let json = try? JSONSerialization.jsonObject(with: Data(body))
                        if status != 200 || json == nil {
                            let text = String(decoding: body, as: UTF8.self).prefix(200)
                            problems.withLock { $0.append("thread \(thread): \(status) \(text)") }
                        }
                        if headers["connection"]?.lowercased() == "close" { continue connections }
                    case .closedBeforeResponse:
                        cleanCloses.add(1, ordering: .relaxed)
                        continue connections
                    case .truncated(let partial):
                        problems.withLock { $0.append("thread \(thread): truncated response: \(partial.prefix(200))") }
                        continue connections
                    case .timedOut:
                        problems.withLock { $0.append("thread \(thread): no response within \(Patience.socketSeconds) s") }
                        continue connections
                    }
                }
            }
        }

        print(
            "sigterm under load: \(complete.load(ordering: .relaxed)) complete responses "
                + "(\(completeAfterSignal.load(ordering: .relaxed)) after the signal), "
                + "\(cleanCloses.load(ordering: .relaxed)) clean closes before a response")
        #expect(problems.withLock { $0 } == [])
        #expect(complete.load(ordering: .relaxed) >= 400)
        let exit = server.waitForExit(timeout: Patience.processSeconds)
        #expect(exit?.status == 0)
        #expect(exit?.signaled == false)
        #expect(server.logText.contains("received SIGTERM"))
        #expect(server.logText.contains("stopped"))
        #expect(!server.logText.contains("drain timed out"))
    }

    // MARK: - Logs

    /// At info level the log has one line per request (method, path, status, duration) and never any
    /// body content: not for a resolved request, nor any error whose response echoes the body, nor
    /// request headers.
    @Test func infoLogNeverContainsRequestBodies() throws {
        let marker = "MRK\(UInt32.random(in: 100_000...999_999))x"
        try withServer(["--max-body-bytes", "4096", "--max-string-bytes", "64"]) { server in
            let json = RawHTTPClient.json
            let bodies: [(headers: [(String, String)], body: String, status: Int)] = [
                (json, #"{"root":{"id":"\#(marker)","class":"Demo.\#(marker)"}}"#, 200),
                (json, #"{"root":{"id":"home"},"\#(marker)":1}"#, 400),  // unknown key, echoed in the problem
                (json, #"{"root":{"id":"home","supportedOrientations":"\#(marker)"}}"#, 400),
                (json, #"{"root":{"id":"\#(marker)\#(String(repeating: "z", count: 80))"}}"#, 422),
                (json, #"{"root": \#(marker)"#, 400),  // malformed
                ([("Content-Type", "text/plain")], marker, 415),
                (json, "[\"\(marker)\", \"\(String(repeating: "y", count: 5000))\"]", 413),
                (json + [("X-Request-Note", marker)], #"{"root":{"id":"home"}}"#, 200),
            ]
            for (headers, body, status) in bodies {
                let response = try RawHTTPClient.request(
                    port: server.port, "POST", "/v1/resolve", headers: headers, body: Array(body.utf8))
                #expect(response.status == status, "\(body.prefix(80)): \(response.bodyText.prefix(200))")
            }
            #expect(server.waitForLog("http.status=413"))
            server.send(signal: SIGTERM)
            #expect(server.waitForExit(timeout: Patience.processSeconds)?.status == 0)
            let log = server.logText
            #expect(log.split(separator: "\n").filter { $0.contains("http.path=/v1/resolve") }.count == bodies.count)
            #expect(!log.contains(marker), "the log contains request content:\n\(log)")
        }
    }
}

/// A raw keep-alive client that can tell, when a connection ends, whether it was mid-response.
/// Every call is bounded by SO_RCVTIMEO/SO_SNDTIMEO.
private final class ProbeSocket {
    enum Outcome {
        case response(status: Int, headers: [String: String], body: [UInt8])
        /// The peer closed (FIN or RST) before any byte of this response.
        case closedBeforeResponse
        /// The peer closed after part of the response: the failure this exists to catch.
        case truncated(String)
        case timedOut
    }

    private let fd: Int32
    private var buffer: [UInt8] = []

    /// nil when the connection is refused (or cannot be made).
    init?(port: UInt16, timeoutSeconds: Int) {
        guard case .success(let socket) = RawHTTPClient.connectLoopback(port: port, timeoutSeconds: timeoutSeconds) else {
            return nil
        }
        fd = socket
    }

    deinit { Glibc.close(fd) }

    /// False when the peer has gone (EPIPE, ECONNRESET) or the send timed out.
    func send(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }

    /// True when the peer has closed (FIN or RST); does not wait.
    func peerClosed() -> Bool {
        var byte: UInt8 = 0
        let count = recv(fd, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
        return count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK)
    }

    /// Reads one Content-Length-framed response.
    func readResponse() -> Outcome {
        let separator = Array("\r\n\r\n".utf8)
        var headEnd: Int?
        while true {
            if headEnd == nil, let range = buffer.firstRange(of: separator) { headEnd = range.upperBound }
            if let end = headEnd {
                let head = String(decoding: buffer[..<end], as: UTF8.self)
                var lines = head.components(separatedBy: "\r\n").filter { !$0.isEmpty }
                let statusLine = lines.isEmpty ? [] : lines.removeFirst().split(separator: " ")
                guard statusLine.count >= 2, let status = Int(statusLine[1]) else { return .truncated(head) }
                var headers: [String: String] = [:]
                for line in lines {
                    guard let colon = line.firstIndex(of: ":") else { continue }
                    headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                }
                guard let length = headers["content-length"].flatMap(Int.init) else { return .truncated("no Content-Length: \(head)") }
                if buffer.count >= end + length {
                    let body = Array(buffer[end..<(end + length)])
                    buffer.removeFirst(end + length)
                    return .response(status: status, headers: headers, body: body)
                }
            }
            var chunk = [UInt8](repeating: 0, count: 16_384)
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                buffer.append(contentsOf: chunk[..<count])
                continue
            }
            let code = errno
            if count < 0, code == EAGAIN || code == EWOULDBLOCK { return .timedOut }
            return buffer.isEmpty ? .closedBeforeResponse : .truncated(String(decoding: buffer, as: UTF8.self))
        }
    }
}
