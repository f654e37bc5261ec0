public import RotationPolicy
public import RotationPolicyWire

/// Method + path + headers + body → response, with no sockets and no C: the whole HTTP behaviour of the
/// service except transport limits (the transport also refuses oversized bodies before buffering them).
public struct Router: Sendable {
    /// A response plus what the metrics need to know about it.
    public struct Routed: Sendable {
        public var route: Route
        public var response: HTTPResponse
        /// Set for `POST /v1/resolve` only.
        public var outcome: ResolveOutcome?
    }

    public let maxBodyBytes: Int
    /// Largest answer body `POST /v1/resolve` may give; a larger one is refused with 422.
    public let maxAnswerBytes: Int
    public let limits: WireLimits
    let metrics: Metrics
    let readiness: Readiness
    let openAPI: OpenAPIDocument?
    public let exploreLimits: ExploreLimits
    let exploreGate: ExploreGate
    /// `POST /v1/scan`'s own gate (`--max-concurrent-scans`) and time limit (`--scan-time-limit`).
    let scanGate: ExploreGate
    public let scanTimeLimitMilliseconds: Int

    public init(
        maxBodyBytes: Int, limits: WireLimits, metrics: Metrics, readiness: Readiness,
        openAPI: OpenAPIDocument?, maxAnswerBytes: Int = ServerConfiguration().maxAnswerBytes,
        exploreLimits: ExploreLimits = .default, exploreGate: ExploreGate = ExploreGate(limit: 1),
        scanGate: ExploreGate = ExploreGate(limit: 1), scanTimeLimitMilliseconds: Int = ServerConfiguration().scanTimeLimitMilliseconds
    ) {
        self.maxBodyBytes = maxBodyBytes
        self.maxAnswerBytes = maxAnswerBytes
        self.limits = limits
        self.metrics = metrics
        self.readiness = readiness
        self.openAPI = openAPI
        self.exploreLimits = exploreLimits
        self.exploreGate = exploreGate
        self.scanGate = scanGate
        self.scanTimeLimitMilliseconds = scanTimeLimitMilliseconds
    }

    /// What `admit` decided for a request: its answer, or a scan or explore that took a place at its
    /// gate and is for the caller to run (on a thread of its own, in the server).
    public enum Admission: Sendable {
        case routed(Routed)
        case gated(GatedWork)
    }

    /// The answer to `request`, computed now; for a scan or explore that took a place, the work instead.
    /// Refusals (body checks, a full gate) are answers: only work that takes a place leaves the caller.
    public func admit(_ request: HTTPRequest) -> Admission {
        let route = Route(path: request.path)
        guard route == .scan || route == .explore, route.allows(request.method) else { return .routed(self.route(request)) }
        if route == .explore { return explore(request) }
        let scanLimits = ScanEndpoint.Limits(
            maxBodyBytes: maxBodyBytes, maxAnswerBytes: maxAnswerBytes, timeLimitMilliseconds: scanTimeLimitMilliseconds)
        return ScanEndpoint.admit(request, limits: scanLimits, gate: scanGate)
    }

    /// The answer to `request`, all computed on the calling thread.
    public func route(_ request: HTTPRequest) -> Routed {
        let route = Route(path: request.path)
        guard route != .unmatched else {
            return Routed(route: route, response: Problem.notFound(request.path).response())
        }
        guard route.allows(request.method) else {
            let problem = Problem.methodNotAllowed(request.method, route)
            return Routed(route: route, response: problem.response(extraHeaders: [("Allow", route.allowHeader)]))
        }
        switch route {
        case .resolve:
            let (response, outcome) = resolve(request)
            return Routed(route: route, response: response, outcome: outcome)
        case .explore, .scan:
            switch admit(request) {
            case .routed(let routed): return routed
            case .gated(let work): return work.run()
            }
        case .healthz:
            return Routed(route: route, response: .status("ok"))
        case .readyz:
            return Routed(route: route, response: readiness.isReady ? .status("ready") : Problem.notReady.response())
        case .metrics:
            let headers = HTTPHeaders([("Content-Type", "text/plain; version=0.0.4; charset=utf-8"), HTTPResponse.nosniff])
            return Routed(route: route, response: HTTPResponse(status: 200, headers: headers, body: metrics.prometheusText()))
        case .openAPI:
            guard let openAPI else { return Routed(route: route, response: Problem.openAPIMissing.response()) }
            let headers = HTTPHeaders([("Content-Type", "application/yaml"), HTTPResponse.nosniff])
            return Routed(route: route, response: HTTPResponse(status: 200, headers: headers, body: openAPI.bytes))
        case .presets:
            // The catalogue of system and cross-platform controller presets, built once in the library.
            return Routed(route: route, response: .json(200, Simulator.presetsJSON()))
        case .playground, .playgroundAsset, .examples, .rules, .rulesMarkdown:
            return Routed(route: route, response: Playground.response(for: route, path: request.path))
        case .unmatched:
            return Routed(route: route, response: Problem.notFound(request.path).response())
        }
    }

    /// `POST /v1/explore`: the same body checks as resolve, then a place at the explore gate.
    private func explore(_ request: HTTPRequest) -> Admission {
        guard request.body.count <= maxBodyBytes else {
            return .routed(Routed(route: .explore, response: Problem.payloadTooLarge(limit: maxBodyBytes).response()))
        }
        let contentType = request.headers["Content-Type"]
        guard MediaType.isJSON(contentType) else {
            return .routed(Routed(route: .explore, response: Problem.unsupportedMediaType(contentType).response()))
        }
        guard exploreGate.enter() else {
            let problem = Problem.tooManyExplores(limit: exploreGate.limit)
            return .routed(Routed(route: .explore, response: problem.response(extraHeaders: [("Retry-After", "1")])))
        }
        let (body, limits, exploreLimits, maxAnswerBytes) = (request.body, limits, exploreLimits, maxAnswerBytes)
        return .gated(
            GatedWork(route: .explore, gate: exploreGate) {
                switch Simulator.explore(toJSON: body, limits: limits, exploreLimits: exploreLimits) {
                case .success(let body):
                    guard body.count <= maxAnswerBytes else {
                        return Problem.answerTooLarge(bytes: body.count, limit: maxAnswerBytes).response()
                    }
                    return .json(200, body)
                case .failure(let error):
                    return Problem(error).response()
                }
            })
    }

    private func resolve(_ request: HTTPRequest) -> (HTTPResponse, ResolveOutcome) {
        // Size before media type: an oversized body is refused whatever it claims to be.
        guard request.body.count <= maxBodyBytes else {
            return (Problem.payloadTooLarge(limit: maxBodyBytes).response(), .payloadTooLarge)
        }
        let contentType = request.headers["Content-Type"]
        guard MediaType.isJSON(contentType) else {
            return (Problem.unsupportedMediaType(contentType).response(), .unsupportedMediaType)
        }
        switch Simulator.respond(toJSON: request.body, limits: limits) {
        case .success(let body):
            // The encoder already stopped at the step that passed the limit; this checks the members
            // after the steps. What is bounded here is what waits for slow readers.
            guard body.count <= maxAnswerBytes else {
                return (Problem.answerTooLarge(bytes: body.count, limit: maxAnswerBytes).response(), .answerTooLarge)
            }
            return (.json(200, body), .resolved)
        case .failure(let error):
            let outcome: ResolveOutcome =
                switch error.kind {
                case .malformedJSON: .malformedJSON
                case .invalidRequest: .invalidRequest
                case .limitExceeded: .limitExceeded
                }
            return (Problem(error).response(), outcome)
        }
    }
}
