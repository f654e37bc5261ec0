import Foundation
import RotationPolicy
import RotationPolicyWire
import Testing

@testable import RotationPolicyHTTP

/// The router in-process: no sockets, no C. Covers every route and every problem it can answer.
struct RouterTests {
    let metrics = Metrics()
    let readiness = Readiness()

    func router(maxBodyBytes: Int = 1024, openAPI: OpenAPIDocument? = OpenAPIDocument(path: "x", bytes: Array("openapi: 3.1.0\n".utf8))) -> Router {
        Router(maxBodyBytes: maxBodyBytes, limits: .default, metrics: metrics, readiness: readiness, openAPI: openAPI)
    }

    func json(_ response: HTTPResponse) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(response.body))) as? [String: Any]
    }

    @Test func healthzAnswersOK() {
        let response = router().route(HTTPRequest(method: "GET", path: "/healthz")).response
        #expect(response.status == 200)
        #expect(response.headers["content-type"] == "application/json")
        #expect(String(decoding: response.body, as: UTF8.self) == #"{"status":"ok"}"#)
    }

    @Test func headIsAnsweredWhereGetIs() {
        for path in ["/healthz", "/readyz", "/metrics", "/openapi.yaml"] {
            let get = router().route(HTTPRequest(method: "GET", path: path)).response
            let head = router().route(HTTPRequest(method: "HEAD", path: path)).response
            #expect(head.status == 200, "HEAD \(path)")
            #expect(head.headers["Content-Type"] == get.headers["Content-Type"], "HEAD \(path)")
        }
    }

    @Test func readyzTurns503WhenShutdownStarts() {
        #expect(router().route(HTTPRequest(method: "GET", path: "/readyz")).response.status == 200)
        readiness.markShuttingDown()
        let response = router().route(HTTPRequest(method: "GET", path: "/readyz")).response
        #expect(response.status == 503)
        #expect(response.headers["Content-Type"] == "application/problem+json")
        #expect(json(response)?["type"] as? String == "urn:rotation-policy:problem:not-ready")
    }

    @Test func unknownPathIs404Problem() {
        let routed = router().route(HTTPRequest(method: "GET", path: "/nope"))
        #expect(routed.route == .unmatched)
        #expect(routed.response.status == 404)
        let body = json(routed.response)
        #expect(body?["type"] as? String == "urn:rotation-policy:problem:not-found")
        #expect(body?["status"] as? Int == 404)
        #expect(body?["title"] as? String == "Not found")
        #expect(body?["detail"] is String)
        #expect(body?["errors"] is [Any])
    }

    @Test(arguments: [
        ("POST", "/healthz", "GET, HEAD"), ("DELETE", "/metrics", "GET, HEAD"), ("GET", "/v1/resolve", "POST"),
        ("HEAD", "/v1/resolve", "POST"), ("PUT", "/openapi.yaml", "GET, HEAD"),
    ])
    func wrongMethodIs405WithAllow(method: String, path: String, allow: String) {
        let response = router().route(HTTPRequest(method: method, path: path)).response
        #expect(response.status == 405)
        #expect(response.headers["Allow"] == allow)
        #expect(json(response)?["type"] as? String == "urn:rotation-policy:problem:method-not-allowed")
    }

    @Test(arguments: [nil, "text/plain", "application/jsonx", "application/+json", "json", "application/xml"])
    func nonJSONContentTypeIs415(contentType: String?) {
        var headers = HTTPHeaders()
        if let contentType { headers.append(name: "Content-Type", value: contentType) }
        let routed = router().route(HTTPRequest(method: "POST", path: "/v1/resolve", headers: headers, body: Array("{}".utf8)))
        #expect(routed.response.status == 415)
        #expect(routed.outcome == .unsupportedMediaType)
        #expect(json(routed.response)?["type"] as? String == "urn:rotation-policy:problem:unsupported-media-type")
    }

    @Test(arguments: ["application/json", "application/json; charset=utf-8", "Application/JSON", "application/vnd.rotation+json"])
    func jsonContentTypesReachTheSimulator(contentType: String) {
        let routed = router().route(
            HTTPRequest(method: "POST", path: "/v1/resolve", headers: HTTPHeaders([("content-type", contentType)]), body: Array("{".utf8)))
        // Whatever the simulator says about "{", it is not a media-type problem.
        #expect(routed.response.status != 415)
        #expect(routed.outcome != .unsupportedMediaType)
    }

    @Test func malformedJSONIsA400Problem() {
        let routed = router().route(
            HTTPRequest(method: "POST", path: "/v1/resolve", headers: HTTPHeaders(RawHTTPClient.json), body: Array("{".utf8)))
        #expect(routed.response.status == 400)
        #expect(routed.response.headers["Content-Type"] == "application/problem+json")
        let type = json(routed.response)?["type"] as? String
        #expect(type == "urn:rotation-policy:problem:malformed-json" || type == "urn:rotation-policy:problem:invalid-request")
    }

    @Test func bodyOverTheLimitIs413() {
        let routed = router(maxBodyBytes: 8).route(
            HTTPRequest(method: "POST", path: "/v1/resolve", headers: HTTPHeaders(RawHTTPClient.json), body: Array("{\"a\": 12345}".utf8)))
        #expect(routed.response.status == 413)
        #expect(routed.outcome == .payloadTooLarge)
        let errors = json(routed.response)?["errors"] as? [[String: Any]]
        #expect(errors?.first?["path"] as? String == "$")
    }

    @Test func requestErrorsMapToProblems() {
        let error = RequestError(.limitExceeded, path: "$.events", "at most 3 events")
        let problem = Problem(error)
        #expect(problem.status == 422)
        #expect(problem.type == "urn:rotation-policy:problem:limit-exceeded")
        let body = (try? JSONSerialization.jsonObject(with: Data(problem.json))) as? [String: Any]
        #expect(body?["detail"] as? String == "$.events: at most 3 events")
        let errors = body?["errors"] as? [[String: String]]
        #expect(errors == [["path": "$.events", "message": "at most 3 events"]])
    }

    @Test func problemJSONEscapesText() {
        let problem = Problem(.invalidRequest, title: "T", status: 400, detail: "quote \" and\nnewline")
        let body = (try? JSONSerialization.jsonObject(with: Data(problem.json))) as? [String: Any]
        #expect(body?["detail"] as? String == "quote \" and\nnewline")
    }

    /// The server's problem for a refused request is the CLI's in-process body byte for byte: the slug,
    /// title and status are the wire's, mapped once, and every kind's slug is one the HTTP layer names.
    @Test(arguments: RequestError.Kind.allCases) func everyRequestErrorKindIsRenderedAsTheWireRendersIt(_ kind: RequestError.Kind) {
        let error = RequestError(kind, path: "$.events[0]", "wrong")
        let problem = Problem(error)
        #expect(problem.slug.rawValue == error.problemSlug)
        #expect(problem.status == kind.httpStatus)
        #expect(problem.json == error.problemJSON(status: kind.httpStatus))
    }

    /// openapi.yaml's statuses for a refused request: 400 for what is not JSON or not the contract, 422 past a limit.
    @Test func requestErrorKindsMapToTheDocumentedStatuses() {
        #expect(RequestError.Kind.malformedJSON.httpStatus == 400)
        #expect(RequestError.Kind.invalidRequest.httpStatus == 400)
        #expect(RequestError.Kind.limitExceeded.httpStatus == 422)
    }

    @Test func openAPIIsServedOr404() {
        let served = router().route(HTTPRequest(method: "GET", path: "/openapi.yaml")).response
        #expect(served.status == 200)
        #expect(String(decoding: served.body, as: UTF8.self) == "openapi: 3.1.0\n")
        let missing = router(openAPI: nil).route(HTTPRequest(method: "GET", path: "/openapi.yaml")).response
        #expect(missing.status == 404)
        #expect(missing.headers["Content-Type"] == "application/problem+json")
    }

    @Test func embeddedOpenAPIIsThePackagesDocument() throws {
        let embedded = try #require(OpenAPIDocument.embedded)
        #expect(embedded.path == "embedded")
        #expect(Data(embedded.bytes) == LiveServerTests.packageOpenAPI)
        guard case .success(let loaded) = OpenAPIDocument.load(explicitPath: nil) else {
            Issue.record("no embedded document")
            return
        }
        #expect(loaded.bytes == embedded.bytes)
        guard case .failure(let failure) = OpenAPIDocument.load(explicitPath: "/nonexistent.yaml") else {
            Issue.record("a missing explicit path loaded")
            return
        }
        #expect(failure.description == "cannot read /nonexistent.yaml")
    }

    @Test func absoluteFormTargetsRouteByTheirPath() {
        #expect(RequestTarget.path("http://example.com/healthz") == "/healthz")
        #expect(RequestTarget.path("HTTPS://example.com:8443/v1/resolve") == "/v1/resolve")
        #expect(RequestTarget.path("http://example.com") == "/")
        #expect(RequestTarget.path("/healthz") == "/healthz")
        #expect(RequestTarget.path("ftp://example.com/healthz") == "ftp://example.com/healthz")
        #expect(RequestTarget.path("/v1%2fresolve") == "/v1%2fresolve")
    }

    @Test func answersOverTheAnswerLimitAre422() throws {
        let body = Array(#"{"root":{"id":"home"},"events":[{"type":"deviceOrientation","orientation":"landscapeLeft"}]}"#.utf8)
        let request = HTTPRequest(
            method: "POST", path: "/v1/resolve", headers: HTTPHeaders([("Content-Type", "application/json")]), body: body)
        let small = Router(
            maxBodyBytes: 1024, limits: .default, metrics: Metrics(), readiness: Readiness(), openAPI: nil,
            maxAnswerBytes: 100
        ).route(request)
        #expect(small.response.status == 422)
        #expect(small.outcome == .answerTooLarge)
        let problem = try #require(json(small.response))
        #expect(problem["type"] as? String == "urn:rotation-policy:problem:limit-exceeded")
        #expect((problem["detail"] as? String)?.contains("--max-answer-bytes") == true)
        #expect(router().route(request).response.status == 200)
    }

    @Test(
        arguments: [
            ([("Host", "x")], "HTTP/1.1", nil),
            ([], "HTTP/1.0", nil),
            ([], "HTTP/1.1", 400),
            ([("Host", "x"), ("Host", "y")], "HTTP/1.1", 400),
            ([("Host", "x"), ("X-A", "a\rb")], "HTTP/1.1", 400),
            ([("Host", "x"), ("Content-Length", "2"), ("Transfer-Encoding", "chunked")], "HTTP/1.1", 400),
            ([("Host", "x"), ("Content-Length", "2"), ("Content-Length", "3")], "HTTP/1.1", 400),
            ([("Host", "x"), ("Content-Length", "2"), ("content-length", " 2")], "HTTP/1.1", nil),
            ([("Host", "x"), ("Transfer-Encoding", "Chunked")], "HTTP/1.1", nil),
            ([("Host", "x"), ("Transfer-Encoding", "gzip, chunked")], "HTTP/1.1", 501),
            ([("Host", "x"), ("Transfer-Encoding", "chunked"), ("Transfer-Encoding", "chunked")], "HTTP/1.1", 501),
        ] as [([(String, String)], String, Int?)])
    func requestHeadChecks(fields: [(String, String)], version: String, status: Int?) {
        var head = RequestHead(version: version)
        for (name, value) in fields { head.add(name: name, value: value) }
        #expect(head.rejection?.status == status)
    }

    /// RFC 9110 section 5.6.2: tchar is an ASCII letter or digit, or one of the fifteen marks below; any
    /// other byte in a field name makes it no token.
    @Test func tokenBytesAreExactlyRFC9110sTchars() {
        let marks = Set("!#$%&'*+-.^_`|~".utf8)
        for byte in UInt8.min...UInt8.max {
            let isLetterOrDigit = (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            #expect(RequestHead.isTokenByte(byte) == (isLetterOrDigit || marks.contains(byte)), "byte \(byte)")
        }
    }

    @Test func metricsAreRecordedAndRendered() {
        metrics.requestStarted()
        #expect(metrics.requestsInFlight == 1)
        let routed = router().route(HTTPRequest(method: "GET", path: "/healthz"))
        metrics.record(route: routed.route, status: routed.response.status, seconds: 0.0003, outcome: routed.outcome)
        metrics.requestFinished()
        let refused = router().route(HTTPRequest(method: "POST", path: "/v1/resolve", body: Array("{}".utf8)))
        metrics.record(route: refused.route, status: refused.response.status, seconds: 2, outcome: refused.outcome)
        #expect(metrics.requestsInFlight == 0)
        #expect(metrics.count(route: .healthz, status: 200) == 1)
        #expect(metrics.count(outcome: .unsupportedMediaType) == 1)

        let text = String(decoding: router().route(HTTPRequest(method: "GET", path: "/metrics")).response.body, as: UTF8.self)
        #expect(text.contains(#"rotation_policy_http_requests_total{route="/healthz",status="200"} 1"#))
        #expect(text.contains(#"rotation_policy_http_request_duration_seconds_count{route="/healthz"} 1"#))
        #expect(text.contains(#"rotation_policy_http_request_duration_seconds_bucket{route="/healthz",le="+Inf"} 1"#))
        #expect(text.contains(#"rotation_policy_http_request_duration_seconds_bucket{route="/healthz",le="0.00025"} 0"#))
        #expect(text.contains(#"rotation_policy_http_request_duration_seconds_bucket{route="/healthz",le="0.0005"} 1"#))
        #expect(text.contains(#"rotation_policy_http_request_duration_seconds_bucket{route="/v1/resolve",le="1.0"} 0"#))
        #expect(text.contains(#"rotation_policy_http_request_duration_seconds_bucket{route="/v1/resolve",le="2.5"} 1"#))
        #expect(text.contains("rotation_policy_http_requests_in_flight 0"))
        #expect(text.contains(#"rotation_policy_resolve_outcomes_total{outcome="unsupported_media_type"} 1"#))
        #expect(text.contains(#"rotation_policy_resolve_outcomes_total{outcome="resolved"} 0"#))
        // Every sample line belongs to a declared family.
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            #expect(line.hasPrefix("rotation_policy_"), "\(line)")
        }
    }

    @Test func unknownPathsShareOneMetricsLabel() {
        #expect(Route(path: "/a") == .unmatched)
        #expect(Route(path: "unmatched") == .unmatched)
        #expect(Route(path: "/v1/resolve/") == .unmatched)
        #expect(Route(path: "/v1/resolve") == .resolve)
    }

    @Test func logTextCannotForgeLines() {
        #expect(RequestHandler.printable("/a\nINFO fake") == "/a\\nINFO fake")
        #expect(RequestHandler.printable(String(repeating: "x", count: 300)).count == 257)
    }

    @Test func hostsAreValidated() {
        #expect(ServerConfiguration.isBindableHost("127.0.0.1"))
        #expect(ServerConfiguration.isBindableHost("::1"))
        #expect(ServerConfiguration.isBindableHost("[::1]"))
        #expect(ServerConfiguration.isBindableHost("localhost"))
        #expect(!ServerConfiguration.isBindableHost("example.com"))
        #expect(!ServerConfiguration.isBindableHost("300.1.1.1"))
    }
}
