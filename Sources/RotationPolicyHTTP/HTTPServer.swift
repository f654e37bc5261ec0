public import Logging
import RotationPolicy

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The service: router, metrics and readiness behind a libmicrohttpd daemon. The executable creates
/// one, starts it, and shuts it down on a signal; everything here runs on the caller's thread.
public final class HTTPServer {
    public let configuration: ServerConfiguration
    public let metrics: Metrics
    public let readiness = Readiness()
    public let answerBudget: AnswerBudget
    public let exploreGate: ExploreGate
    public let scanGate: ExploreGate
    private let logger: Logger
    private let daemon: MHDDaemon

    public init(configuration: ServerConfiguration, logger: Logger) {
        self.configuration = configuration
        self.logger = logger
        answerBudget = AnswerBudget(capacity: configuration.maxAnswerBytesInFlight)
        exploreGate = ExploreGate(limit: configuration.maxConcurrentExplores)
        scanGate = ExploreGate(limit: configuration.maxConcurrentScans)
        metrics = Metrics(answerBudget: answerBudget, exploreGate: exploreGate, scanGate: scanGate)
        // The command checked an explicit path at start-up (a missing one is a usage error there).
        let openAPI = try? OpenAPIDocument.load(explicitPath: configuration.openAPIPath).get()
        if let openAPI {
            logger.debug("serving openapi.yaml", metadata: ["from": "\(openAPI.path)"])
        } else {
            logger.warning("openapi.yaml could not be loaded; GET /openapi.yaml will answer 404")
        }
        let router = Router(
            maxBodyBytes: configuration.maxBodyBytes, limits: configuration.limits, metrics: metrics,
            readiness: readiness, openAPI: openAPI, maxAnswerBytes: configuration.maxAnswerBytes,
            exploreLimits: configuration.exploreLimits, exploreGate: exploreGate, scanGate: scanGate,
            scanTimeLimitMilliseconds: configuration.scanTimeLimitMilliseconds)
        let handler = RequestHandler(router: router, metrics: metrics, logger: logger, answerBudget: answerBudget)
        daemon = MHDDaemon(
            context: MHDServerContext(
                handler: handler, logger: logger, connectionTimeoutSeconds: configuration.connectionTimeoutSeconds,
                sendTimeoutSeconds: configuration.sendTimeoutSeconds))
    }

    /// Binds and starts serving; returns the bound address (`127.0.0.1:54321` when started on port 0).
    public func start() throws -> String {
        try daemon.start(configuration)
    }

    /// Graceful stop, first half: `/readyz` answers 503 and every new connection is closed at once, with
    /// no answer; open connections keep being served. Separate from `drainAndStop` so the caller can log
    /// once this holds.
    public func stopAccepting() {
        readiness.markShuttingDown()
        daemon.stopAccepting()
    }

    /// The default `interrupt` of `drainAndStop`: waits 5 ms, never interrupts.
    public static func waitBriefly() -> String? {
        usleep(5_000)
        return nil
    }

    /// How a drain ended.
    public enum DrainResult: Equatable, Sendable {
        /// Every request in flight finished; the daemon is stopped.
        case drained
        /// The deadline passed or a second signal came: connections were ended with requests still in
        /// flight (`computing` of them were being computed and got a 503). The caller must exit now.
        case abandoned(inFlight: Int, computing: Int, reason: String)
    }

    /// Graceful stop, second half: lets requests in flight finish, then closes every connection and
    /// joins the pool threads. The wait is bounded by `timeout` and ends early when `interrupt` (called
    /// every few milliseconds, and allowed to wait that long itself) returns a reason, such as a second
    /// SIGTERM. Past either, nothing more is waited for: see `DrainResult.abandoned`.
    public func drainAndStop(
        timeout: Duration,
        interrupt: () -> String? = HTTPServer.waitBriefly
    ) -> DrainResult {
        let deadline = ContinuousClock.now + timeout
        var reason: String?
        while metrics.requestsInFlight > 0, reason == nil {
            if ContinuousClock.now >= deadline {
                reason = "drain timeout"
            } else {
                reason = interrupt()
            }
        }
        let unfinished = metrics.requestsInFlight
        if let reason, unfinished > 0 {
            let ended = daemon.abandon(answer: Problem.abandoned.response(extraHeaders: [("Retry-After", "1")]))
            return .abandoned(inFlight: unfinished, computing: ended.computing, reason: reason)
        }
        daemon.stop()
        return .drained
    }

    /// Numbers for a status log line (SIGUSR1).
    public var status: [String: String] {
        [
            "requests_in_flight": "\(metrics.requestsInFlight)",
            "open_connections": "\(daemon.openConnections)",
            "ready": "\(readiness.isReady)",
            "answer_bytes_in_flight": "\(answerBudget.bytesInFlight)",
        ]
    }
}
