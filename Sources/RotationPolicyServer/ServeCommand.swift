import ArgumentParser
import Logging
import RotationPolicy
import RotationPolicyHTTP

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Flags, environment fallbacks, logging bootstrap and the signal wait. Nothing here is called by C:
/// every libmicrohttpd callback lives in RotationPolicyHTTP/MicroHTTPD (see libmicrohttpd-notes.md).
public struct ServeCommand: ParsableCommand {
    public init() {}

    public static let configuration = CommandConfiguration(
        commandName: "rotation-policy-server",
        abstract: "Serve the RotationPolicy UIKit interface-orientation simulator over HTTP.",
        discussion: """
            Every option can also be set with an environment variable ROTATION_POLICY_<NAME> \
            (for example ROTATION_POLICY_MAX_BODY_BYTES for --max-body-bytes). \
            A flag wins over the environment, the environment over the default. \
            SIGTERM or SIGINT stops accepting connections, lets requests in flight finish, then exits 0.
            """,
        version: Simulator.version)

    @Option(help: "Address to listen on: numeric IPv4/IPv6 or localhost. (env: ROTATION_POLICY_HOST, default: 127.0.0.1)")
    var host: String?

    @Option(help: "TCP port; 0 picks a free one (logged at start). (env: ROTATION_POLICY_PORT, default: 8080)")
    var port: Int?

    @Option(help: "Worker threads in the server's pool. (env: ROTATION_POLICY_THREADS, default: 2)")
    var threads: Int?

    @Option(help: "Largest request body; larger ones get 413. (env: ROTATION_POLICY_MAX_BODY_BYTES, default: 4194304)")
    var maxBodyBytes: Int?

    @Option(help: "Most open connections. (env: ROTATION_POLICY_MAX_CONNECTIONS, default: 1024)")
    var maxConnections: Int?

    @Option(help: "Most open connections from one IP address. (env: ROTATION_POLICY_MAX_CONNECTIONS_PER_IP, default: 256)")
    var maxConnectionsPerIp: Int?

    @Option(help: "Seconds before an idle or stalled connection is closed. (env: ROTATION_POLICY_CONNECTION_TIMEOUT, default: 30)")
    var connectionTimeout: Int?

    @Option(
        help:
            "Memory per connection for request line and headers. (env: ROTATION_POLICY_CONNECTION_MEMORY_BYTES, default: 16384; libmicrohttpd clears it for every request, so bigger costs CPU)"
    )
    var connectionMemoryBytes: Int?

    @Option(help: "Deepest controller tree in a request, at most 1024 (422 beyond). (env: ROTATION_POLICY_MAX_CONTROLLER_DEPTH, default: 256)")
    var maxControllerDepth: Int?

    @Option(help: "Most controllers in a request (422 beyond). (env: ROTATION_POLICY_MAX_CONTROLLERS, default: 20000)")
    var maxControllers: Int?

    @Option(help: "Most events in a request (422 beyond). (env: ROTATION_POLICY_MAX_EVENTS, default: 20000)")
    var maxEvents: Int?

    @Option(help: "Longest string or key in a request, in UTF-8 bytes (422 beyond). (env: ROTATION_POLICY_MAX_STRING_BYTES, default: 1024)")
    var maxStringBytes: Int?

    @Option(help: "Deepest JSON nesting in a request (422 beyond). (env: ROTATION_POLICY_MAX_JSON_DEPTH, default: 1024)")
    var maxJsonDepth: Int?

    @Option(help: "Most windows in a request, with or without a root (422 beyond). (env: ROTATION_POLICY_MAX_WINDOWS, default: 256)")
    var maxWindows: Int?

    @Option(
        help:
            "Work budget of one simulation, in decider evaluations: one per event plus one per window with a root for each device-driven event (422 beyond). (env: ROTATION_POLICY_MAX_WORK, default: 1000000)"
    )
    var maxWork: Int?

    @Option(
        help:
            "Most distinct states one explore may ask for in explore.maxStates (422 beyond; the default per request is 50000). (env: ROTATION_POLICY_MAX_EXPLORE_STATES, default: 200000)"
    )
    var maxExploreStates: Int?

    @Option(
        help:
            "Longest time one explore may ask for in explore.timeLimitMs, in ms (422 beyond; the default per request is 2000). (env: ROTATION_POLICY_MAX_EXPLORE_MS, default: 10000)"
    )
    var maxExploreMs: Int?

    @Option(
        help:
            "Most events an explore may add to the script in explore.maxExtraEvents (422 beyond; the default per request is 6). (env: ROTATION_POLICY_MAX_EXPLORE_EXTRA_EVENTS, default: 12)"
    )
    var maxExploreExtraEvents: Int?

    @Option(
        help:
            "Explores running at once; one more gets 429 with Retry-After, so /v1/resolve keeps workers. (env: ROTATION_POLICY_MAX_CONCURRENT_EXPLORES, default: 1)"
    )
    var maxConcurrentExplores: Int?

    @Option(help: "trace, debug, info, notice, warning, error or critical. (env: ROTATION_POLICY_LOG_LEVEL, default: info)")
    var logLevel: String?

    @Option(
        help:
            "openapi.yaml to serve at GET /openapi.yaml. (env: ROTATION_POLICY_OPENAPI_PATH, default: ./openapi.yaml, then /usr/share/rotation-policy/openapi.yaml)"
    )
    var openapiPath: String?

    public mutating func validate() throws {
        _ = try settings()
    }

    public func run() throws {
        let (configuration, level) = try settings()
        LoggingSystem.bootstrap { label in LineLogHandler(label: label, level: level) }
        let logger = Logger(label: "rotation-policy")

        // Before the daemon starts, so its pool threads inherit the mask and only sigwait sees the signals.
        let signals = TerminationSignals.block()
        let server = HTTPServer(configuration: configuration, logger: logger)
        let address = try server.start()
        logger.info("listening on \(address)", metadata: ["threads": "\(configuration.threads)"])

        let signal = signals.wait()
        // Logged after the port is closed, so whoever reads this line knows new connections are refused.
        server.stopAccepting()
        logger.info("received \(signal), shutting down", metadata: ["requests_in_flight": "\(server.metrics.requestsInFlight)"])
        server.drainAndStop()
        logger.info("stopped")
    }
}
