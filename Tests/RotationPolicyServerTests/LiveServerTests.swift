import Foundation
import Synchronization
import Testing

/// The real binary over real sockets: routes, problems, keep-alive, concurrency and misbehaving clients.
/// Serialized because each test starts its own server and some measure timing on 2 shared cores.
@Suite(.serialized, .timeLimit(.minutes(10)))
struct LiveServerTests {
    /// Runs `body` against a fresh server and always kills it afterwards.
    func withServer(_ arguments: [String] = [], workingDirectory: URL? = nil, _ body: (ServerProcess) throws -> Void) throws {
        let server = try ServerProcess(arguments: arguments, workingDirectory: workingDirectory)
        defer { server.stop() }
        try body(server)
    }

    @Test func healthzReadyzAndMetrics() throws {
        try withServer { server in
            let health = try RawHTTPClient.request(port: server.port, "GET", "/healthz")
            #expect(health.status == 200)
            #expect(health.header("Content-Type") == "application/json")
            #expect(health.bodyText == #"{"status":"ok"}"#)

            let ready = try RawHTTPClient.request(port: server.port, "GET", "/readyz")
            #expect(ready.status == 200)
            #expect(ready.bodyText == #"{"status":"ready"}"#)

            let metrics = try RawHTTPClient.request(port: server.port, "GET", "/metrics")
            #expect(metrics.status == 200)
            #expect(metrics.header("Content-Type")?.hasPrefix("text/plain; version=0.0.4") == true)
            #expect(metrics.bodyText.contains(#"rotation_policy_http_requests_total{route="/healthz",status="200"} 1"#))
            // The scrape itself is in flight while it renders.
            #expect(InFlightGauge.value(in: metrics.bodyText).map { $0 >= 1 } == true)
        }
    }

    @Test func oneInfoLinePerRequestWithoutTheBody() throws {
        try withServer { server in
            let secret = "do-not-log-this-body"
            _ = try RawHTTPClient.request(port: server.port, "POST", "/v1/resolve", headers: RawHTTPClient.json, body: Array("\"\(secret)\"".utf8))
            #expect(server.waitForLog("http.path=/v1/resolve"))
            let line = server.logText.split(separator: "\n").first { $0.contains("http.path=/v1/resolve") } ?? ""
            #expect(line.contains("info"))
            #expect(line.contains("http.method=POST"))
            #expect(line.contains("http.status=400"))
            #expect(line.contains("duration_ms="))
            #expect(!server.logText.contains(secret))
        }
    }

    /// The package's own openapi.yaml, read from the source tree.
    static var packageOpenAPI: Data? {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return FileManager.default.contents(atPath: root.appendingPathComponent("openapi.yaml").path)
    }

    @Test func openAPIIsBuiltInAndAFlagOverridesIt() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rp-openapi-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let package = try #require(Self.packageOpenAPI)
        // Started from an empty folder, the binary serves the contract it was built with.
        try withServer(workingDirectory: directory) { server in
            let response = try RawHTTPClient.request(port: server.port, "GET", "/openapi.yaml")
            #expect(response.status == 200)
            #expect(response.header("Content-Type") == "application/yaml")
            #expect(Data(response.body) == package)
        }
        // A file in the working directory is not picked up by accident.
        let document = "openapi: 3.1.0\ninfo:\n  title: test\n"
        try document.write(to: directory.appendingPathComponent("openapi.yaml"), atomically: true, encoding: .utf8)
        try withServer(workingDirectory: directory) { server in
            let response = try RawHTTPClient.request(port: server.port, "GET", "/openapi.yaml")
            #expect(Data(response.body) == package)
        }
        // The flag overrides it, from anywhere. (A missing file is a usage error: LifecycleTests.)
        try withServer(["--openapi-path", directory.appendingPathComponent("openapi.yaml").path]) { server in
            let response = try RawHTTPClient.request(port: server.port, "GET", "/openapi.yaml")
            #expect(response.status == 200)
            #expect(response.bodyText == document)
        }
    }

    @Test func notFoundAndMethodNotAllowed() throws {
        try withServer { server in
            let missing = try RawHTTPClient.request(port: server.port, "GET", "/v2/resolve")
            #expect(missing.status == 404)
            #expect(missing.header("Content-Type") == "application/problem+json")
            #expect(missing.problemType == "urn:rotation-policy:problem:not-found")

            let wrong = try RawHTTPClient.request(port: server.port, "DELETE", "/healthz")
            #expect(wrong.status == 405)
            #expect(wrong.header("Allow") == "GET, HEAD")
            #expect(wrong.problemType == "urn:rotation-policy:problem:method-not-allowed")

            let getResolve = try RawHTTPClient.request(port: server.port, "GET", "/v1/resolve")
            #expect(getResolve.status == 405)
            #expect(getResolve.header("Allow") == "POST")
        }
    }

    @Test func unsupportedMediaType() throws {
        try withServer { server in
            let none = try RawHTTPClient.request(port: server.port, "POST", "/v1/resolve", body: Array("{}".utf8))
            #expect(none.status == 415)
            #expect(none.problemType == "urn:rotation-policy:problem:unsupported-media-type")
            let text = try RawHTTPClient.request(
                port: server.port, "POST", "/v1/resolve", headers: [("Content-Type", "text/plain")], body: Array("{}".utf8))
            #expect(text.status == 415)
            let charset = try RawHTTPClient.request(
                port: server.port, "POST", "/v1/resolve", headers: [("Content-Type", "application/json; charset=utf-8")],
                body: Array("{".utf8))
            #expect(charset.status == 400)
        }
    }

    @Test func malformedJSONIs400Problem() throws {
        try withServer { server in
            let response = try RawHTTPClient.request(
                port: server.port, "POST", "/v1/resolve", headers: RawHTTPClient.json, body: Array(#"{"root": "#.utf8))
            #expect(response.status == 400)
            #expect(response.header("Content-Type") == "application/problem+json")
            let body = response.json as? [String: Any]
            #expect(body?["status"] as? Int == 400)
            let detail = body?["detail"] as? String ?? ""
            // The resolver stub (Simulator.swift, until the real one lands) says every request is invalid.
            if !detail.contains("not wired yet") {
                #expect(response.problemType == "urn:rotation-policy:problem:malformed-json")
            }
        }
    }

    @Test func bodyLimitByContentLengthAndByChunkedUpload() throws {
        try withServer(["--max-body-bytes", "1024"]) { server in
            // Declared too large: refused before any body byte is read.
            let client = try RawHTTPClient(port: server.port)
            try client.send("POST /v1/resolve HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1025\r\n\r\n")
            let declared = try client.readResponse()
            #expect(declared.status == 413)
            #expect(declared.problemType == "urn:rotation-policy:problem:payload-too-large")

            // Chunked, no length: the body crosses the limit on the way; 0.9.75 cannot answer mid-body,
            // so the 413 comes at its end, and the connection stays usable.
            let chunked = try RawHTTPClient(port: server.port)
            let chunk = String(repeating: "7", count: 600)
            let chunkedHead =
                "POST /v1/resolve HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
            try chunked.send(chunkedHead + "258\r\n\(chunk)\r\n258\r\n\(chunk)\r\n0\r\n\r\n")
            let accumulated = try chunked.readResponse()
            #expect(accumulated.status == 413)
            #expect(accumulated.problemType == "urn:rotation-policy:problem:payload-too-large")
            #expect(try chunked.request("GET", "/healthz").status == 200)

            // A client that keeps streaming far past the limit is cut off.
            let flood = try RawHTTPClient(port: server.port)
            try flood.send(chunkedHead + String(repeating: "258\r\n\(chunk)\r\n", count: 6))
            #expect(flood.isClosedByPeer())

            // Exactly at the limit is fine (and reaches the simulator).
            let atLimit = try RawHTTPClient.request(
                port: server.port, "POST", "/v1/resolve", headers: RawHTTPClient.json,
                body: Array(repeating: UInt8(ascii: " "), count: 1024))
            #expect(atLimit.status == 400)

            // The server is still healthy afterwards.
            #expect(try RawHTTPClient.request(port: server.port, "GET", "/healthz").status == 200)
            let metrics = try RawHTTPClient.request(port: server.port, "GET", "/metrics").bodyText
            #expect(metrics.contains(#"rotation_policy_resolve_outcomes_total{outcome="payload_too_large"} 2"#))
            // Refused requests were completed: only the scrape is left in flight.
            #expect(try InFlightGauge.settled(port: server.port) == 1)
        }
    }

    @Test func headHasHeadersButNoBody() throws {
        try withServer { server in
            let client = try RawHTTPClient(port: server.port)
            let head = try client.request("HEAD", "/healthz")
            #expect(head.status == 200)
            #expect(head.header("Content-Length") == "15")
            #expect(head.body.isEmpty)
            // If HEAD had sent a body, it would be read as the start of this response and break it.
            let get = try client.request("GET", "/healthz")
            #expect(get.status == 200)
            #expect(get.bodyText == #"{"status":"ok"}"#)
        }
    }

    @Test func keepAliveServesSeveralRequestsOnOneConnection() throws {
        try withServer { server in
            let client = try RawHTTPClient(port: server.port)
            let first = try client.request("GET", "/healthz")
            let second = try client.request("POST", "/v1/resolve", headers: RawHTTPClient.json, body: Array("{}".utf8))
            let third = try client.request("GET", "/readyz")
            #expect(first.status == 200)
            #expect(second.status == 400)
            #expect(third.status == 200)
            for response in [first, second, third] {
                #expect(response.header("Connection")?.lowercased() != "close")
            }
        }
    }

    @Test func concurrentClients() async throws {
        let server = try ServerProcess()
        defer { server.stop() }
        let port = server.port
        let failures = Mutex<[String]>([])
        let answered = Atomic<Int>(0)
        await onThreads(8) { thread in
            do {
                let client = try RawHTTPClient(port: port)
                for index in 0..<50 {
                    let response =
                        index.isMultiple(of: 2)
                        ? try client.request("GET", "/healthz")
                        : try client.request("POST", "/v1/resolve", headers: RawHTTPClient.json, body: Array("{}".utf8))
                    let expected = index.isMultiple(of: 2) ? 200 : 400
                    if response.status != expected {
                        failures.withLock { $0.append("thread \(thread) request \(index): \(response.status)") }
                    }
                    answered.add(1, ordering: .relaxed)
                }
            } catch {
                failures.withLock { $0.append("thread \(thread): \(error)") }
            }
        }
        #expect(failures.withLock { $0 } == [])
        #expect(answered.load(ordering: .relaxed) == 400)
        let metrics = try RawHTTPClient.request(port: port, "GET", "/metrics").bodyText
        #expect(metrics.contains(#"rotation_policy_http_requests_total{route="/healthz",status="200"} 200"#))
        #expect(metrics.contains(#"rotation_policy_http_requests_total{route="/v1/resolve",status="400"} 200"#))
    }

    @Test func clientDisconnectingMidBodyDoesNotHurtTheNextRequest() throws {
        try withServer { server in
            for _ in 0..<3 {
                let client = try RawHTTPClient(port: server.port)
                try client.send("POST /v1/resolve HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{\"root\":")
                usleep(50_000)
                client.close()
            }
            #expect(try RawHTTPClient.request(port: server.port, "GET", "/healthz").status == 200)
            let valid = try RawHTTPClient.request(
                port: server.port, "POST", "/v1/resolve", headers: RawHTTPClient.json, body: Array("{}".utf8))
            #expect(valid.status == 400)
            // Aborted requests were completed (accumulators released): only the scrape is in flight.
            #expect(try InFlightGauge.settled(port: server.port) == 1)
            #expect(server.isRunning)
        }
    }

    @Test func stalledClientIsDisconnectedAfterTheConnectionTimeout() throws {
        try withServer(["--connection-timeout", "1"]) { server in
            let client = try RawHTTPClient(port: server.port)
            try client.send("GET /healthz HTTP/1.1\r\nHost: x\r\n")  // headers never finish
            let started = Date()
            // Closed by the server, not by our read timeout; never waited for otherwise.
            #expect(client.isClosedByPeer())
            #expect(Date().timeIntervalSince(started) < Patience.boundSeconds)
            #expect(try RawHTTPClient.request(port: server.port, "GET", "/healthz").status == 200)
        }
    }

    @Test func oversizedHeadersAreRefusedByTheMemoryLimit() throws {
        try withServer(["--connection-memory-bytes", "8192"]) { server in
            let response = try RawHTTPClient.request(
                port: server.port, "GET", "/healthz", headers: [("X-Padding", String(repeating: "p", count: 16_000))])
            #expect(response.status == 431 || response.status == 413)
            #expect(try RawHTTPClient.request(port: server.port, "GET", "/healthz").status == 200)
        }
    }
}
