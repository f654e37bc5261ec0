import Logging
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
    public let metrics = Metrics()
    public let readiness = Readiness()
    private let logger: Logger
    private let daemon: MHDDaemon

    public init(configuration: ServerConfiguration, logger: Logger) {
        self.configuration = configuration
        self.logger = logger
        let openAPI: OpenAPIDocument?
        switch OpenAPIDocument.load(explicitPath: configuration.openAPIPath) {
        case .success(let document):
            openAPI = document
            logger.debug("serving openapi.yaml", metadata: ["path": "\(document.path)"])
        case .failure(let failure):
            openAPI = nil
            logger.warning(
                "openapi.yaml not found; GET /openapi.yaml will answer 404",
                metadata: ["tried": "\(failure.triedPaths.joined(separator: ", "))"])
        }
        let router = Router(
            maxBodyBytes: configuration.maxBodyBytes, limits: configuration.limits, metrics: metrics,
            readiness: readiness, openAPI: openAPI, exploreLimits: configuration.exploreLimits,
            exploreGate: ExploreGate(limit: configuration.maxConcurrentExplores))
        let handler = RequestHandler(router: router, metrics: metrics, logger: logger)
        daemon = MHDDaemon(
            context: MHDServerContext(
                handler: handler, logger: logger, requestTimeout: .seconds(configuration.connectionTimeoutSeconds)))
    }

    /// Binds and starts serving; returns the bound address (`127.0.0.1:54321` when started on port 0).
    public func start() throws -> String {
        try daemon.start(configuration)
    }

    /// Graceful stop, first half: `/readyz` answers 503 and the port refuses new connections; open
    /// connections keep being served. Separate from `drainAndStop` so the caller can log once this holds.
    public func stopAccepting() {
        readiness.markShuttingDown()
        daemon.quiesce()
    }

    /// Graceful stop, second half: lets requests in flight finish (at most `drainTimeout`, by default the
    /// connection timeout, after which libmicrohttpd would drop a stalled one anyway), then closes every
    /// connection.
    public func drainAndStop(drainTimeout: Duration? = nil) {
        let deadline = ContinuousClock.now + (drainTimeout ?? .seconds(configuration.connectionTimeoutSeconds))
        while metrics.requestsInFlight > 0, ContinuousClock.now < deadline {
            usleep(5_000)
        }
        let unfinished = metrics.requestsInFlight
        if unfinished > 0 {
            logger.warning("drain timed out; closing connections", metadata: ["requests_in_flight": "\(unfinished)"])
        }
        daemon.stop()
    }
}
