import Logging

/// What the transport calls for each request: routes it, records metrics and writes the one access-log
/// line. Holds only immutable, Sendable parts because libmicrohttpd calls it from all pool threads.
final class RequestHandler: Sendable {
    let router: Router
    let metrics: Metrics
    let logger: Logger
    let answerBudget: AnswerBudget

    init(router: Router, metrics: Metrics, logger: Logger, answerBudget: AnswerBudget) {
        self.router = router
        self.metrics = metrics
        self.logger = logger
        self.answerBudget = answerBudget
    }

    /// A response and the share of the answer budget its body holds until the transport has sent it.
    struct Answer {
        var response: HTTPResponse
        var reservation: AnswerBudget.Reservation?
    }

    var maxBodyBytes: Int { router.maxBodyBytes }

    /// Request headers are in; returns the start time for the duration metric.
    func requestStarted() -> ContinuousClock.Instant {
        metrics.requestStarted()
        return .now
    }

    /// libmicrohttpd is done with the request: answered and sent, or aborted.
    func requestFinished(abortReason: String?) {
        metrics.requestFinished()
        if let abortReason { logger.debug("request aborted", metadata: ["reason": "\(abortReason)"]) }
    }

    /// What `admit` decided: the answer now, or a scan or explore for a thread of its own (`complete`).
    enum Admission {
        case answer(Answer)
        case later(GatedWork)
    }

    func admit(_ request: HTTPRequest, startedAt: ContinuousClock.Instant) -> Admission {
        logger.debug(
            "request body", metadata: ["http.path": "\(Self.printable(request.path))", "bytes": "\(request.body.count)"])
        switch router.admit(request) {
        case .routed(let routed): return .answer(finish(routed, method: request.method, path: request.path, startedAt: startedAt))
        case .gated(let work): return .later(work)
        }
    }

    /// Runs `work` (from `admit`) on the calling thread and makes its answer.
    func complete(_ work: GatedWork, method: String, path: String, startedAt: ContinuousClock.Instant) -> Answer {
        finish(work.run(), method: method, path: path, startedAt: startedAt)
    }

    /// `admit` and `complete` on the calling thread.
    func respond(to request: HTTPRequest, startedAt: ContinuousClock.Instant) -> Answer {
        switch admit(request, startedAt: startedAt) {
        case .answer(let answer): answer
        case .later(let work): complete(work, method: request.method, path: request.path, startedAt: startedAt)
        }
    }

    /// The answer budget, the drain's `Connection: close`, the metrics and the access-log line.
    private func finish(_ routed: Router.Routed, method: String, path: String, startedAt: ContinuousClock.Instant) -> Answer {
        var routed = routed
        var reservation: AnswerBudget.Reservation?
        let size = routed.response.body.count
        if size > AnswerBudget.exemptBytes {
            reservation = answerBudget.reserve(size)
            if reservation == nil {
                let problem = Problem.overloaded(
                    bytes: size, inFlight: answerBudget.bytesInFlight, capacity: answerBudget.capacity)
                routed.response = problem.response(extraHeaders: [("Retry-After", "1")])
                if routed.route == .resolve { routed.outcome = .overloaded }
            }
        }
        // While draining, tell keep-alive clients to go elsewhere, so their next request does not keep
        // this server's in-flight count above zero.
        if !router.readiness.isReady { routed.response.headers.append(name: "Connection", value: "close") }
        finish(method: method, path: path, routed: routed, startedAt: startedAt)
        return Answer(response: routed.response, reservation: reservation)
    }

    /// The transport saw (or was told by Content-Length) that the body crosses `maxBodyBytes`.
    func rejectOversizedBody(method: String, path: String, startedAt: ContinuousClock.Instant) -> HTTPResponse {
        let route = Route(path: path)
        let routed = Router.Routed(
            route: route, response: Problem.payloadTooLarge(limit: maxBodyBytes).response(),
            outcome: route == .resolve ? .payloadTooLarge : nil)
        finish(method: method, path: path, routed: routed, startedAt: startedAt)
        return routed.response
    }

    /// The request's head failed a framing or header check (`RequestHead.rejection`): the answer closes
    /// the connection.
    func rejectHead(_ problem: Problem, method: String, path: String, startedAt: ContinuousClock.Instant) -> HTTPResponse {
        let routed = Router.Routed(
            route: Route(path: path), response: problem.response(extraHeaders: [("Connection", "close")]),
            outcome: Route(path: path) == .resolve ? .badRequest : nil)
        finish(method: method, path: path, routed: routed, startedAt: startedAt)
        return routed.response
    }

    private func finish(method: String, path: String, routed: Router.Routed, startedAt: ContinuousClock.Instant) {
        let elapsed = ContinuousClock.now - startedAt
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        metrics.record(route: routed.route, status: routed.response.status, seconds: seconds, outcome: routed.outcome)
        // The fields are in the message, not metadata: the same line, for a tenth of the work (AccessLogLine).
        logger.info(
            Logger.Message(
                stringLiteral: AccessLogLine.message(
                    method: method, path: path, status: routed.response.status, seconds: seconds)))
    }

    /// Client-controlled text for a log line: control characters escaped (no forged lines), length capped.
    static func printable(_ text: String) -> String {
        if text.utf8.count <= 256, text.utf8.allSatisfy({ $0 >= 0x20 && $0 != 0x7F }) { return text }  // the usual case
        var result = ""
        for scalar in text.unicodeScalars.prefix(256) {
            if scalar.value < 0x20 || scalar.value == 0x7F {
                result += scalar.escaped(asASCII: true)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return text.unicodeScalars.count > 256 ? result + "…" : result
    }
}
