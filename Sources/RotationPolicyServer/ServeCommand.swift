public import ArgumentParser
import Logging
import RotationPolicy
import RotationPolicyHTTP
import RotationPolicyWire

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
            SIGTERM, SIGINT or SIGQUIT stops accepting connections and lets requests in flight finish, \
            then exits 0. If they have not finished after --drain-timeout seconds, or a second such signal \
            comes, they are abandoned (a request being computed gets a 503) and the exit status is 75. \
            SIGHUP and SIGUSR2 are logged and ignored, SIGUSR1 logs a status line, SIGPIPE is ignored.
            """,
        version: Simulator.version)

    /// The exit status when the drain gave up on requests in flight (EX_TEMPFAIL in sysexits.h).
    public static let abandonedExitCode: Int32 = 75

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
            "Work budget of one simulation: decider evaluations (one per event, plus one per window with a root for each device-driven event), each weighted by 1 + the deepest controller tree (422 beyond). (env: ROTATION_POLICY_MAX_WORK, default: 250000)"
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
            "Memory one explore may hold in states, estimated from the app's size; a large app gets fewer states than --max-explore-states, and the search answers exhaustive: false at the bound. (env: ROTATION_POLICY_MAX_EXPLORE_BYTES, default: 100663296)"
    )
    var maxExploreBytes: Int?

    @Option(
        help:
            "Most findings one explore answer may ask for in explore.maxFindings (422 beyond; the default per request is 100); the rest are counted in stats.findingsOmitted. (env: ROTATION_POLICY_MAX_EXPLORE_FINDINGS, default: 1000)"
    )
    var maxExploreFindings: Int?

    @Option(
        help:
            "Explores running at once; one more gets 429 with Retry-After, so /v1/resolve keeps workers. (env: ROTATION_POLICY_MAX_CONCURRENT_EXPLORES, default: 1)"
    )
    var maxConcurrentExplores: Int?

    @Option(
        help:
            "Scans (POST /v1/scan) running at once; one more gets 429 with Retry-After. Each may hold several times its body in memory. (env: ROTATION_POLICY_MAX_CONCURRENT_SCANS, default: 1)"
    )
    var maxConcurrentScans: Int?

    @Option(
        help:
            "Longest time one scan may take, in ms; past it the scan stops with 422 naming the file it was reading. (env: ROTATION_POLICY_SCAN_TIME_LIMIT, default: 5000)"
    )
    var scanTimeLimit: Int?

    @Option(
        help:
            "Seconds a shutdown waits for requests in flight; then they are abandoned and the exit status is 75. (env: ROTATION_POLICY_DRAIN_TIMEOUT, default: 10)"
    )
    var drainTimeout: Int?

    @Option(
        help:
            "Largest answer body of one request; a larger one is refused with 422. (env: ROTATION_POLICY_MAX_ANSWER_BYTES, default: 16777216)"
    )
    var maxAnswerBytes: Int?

    @Option(
        help:
            "Seconds a client may leave a counted answer (over 16 KiB) unread before its connection is closed and the answer's share of --max-answer-bytes-in-flight goes back. (env: ROTATION_POLICY_SEND_TIMEOUT, default: 5)"
    )
    var sendTimeout: Int?

    @Option(
        help:
            "Answer bytes queued for clients and not yet read, over all connections; beyond it answers over 16 KiB get 503 with Retry-After. (env: ROTATION_POLICY_MAX_ANSWER_BYTES_IN_FLIGHT, default: 67108864)"
    )
    var maxAnswerBytesInFlight: Int?

    @Option(help: "trace, debug, info, notice, warning, error or critical. (env: ROTATION_POLICY_LOG_LEVEL, default: info)")
    var logLevel: String?

    @Option(
        help:
            "Gather log lines up to this many bytes and write them together, as nginx's access_log buffer= does; lines above info, a stop signal and --log-flush-ms write them out. 0 writes each line at once. (env: ROTATION_POLICY_LOG_BUFFER_BYTES, default: 0)"
    )
    var logBufferBytes: Int?

    @Option(
        help:
            "With --log-buffer-bytes, the longest a line waits in the buffer, in ms. (env: ROTATION_POLICY_LOG_FLUSH_MS, default: 1000)"
    )
    var logFlushMs: Int?

    @Option(
        help:
            "A file to serve at GET /openapi.yaml instead of the openapi.yaml built into the binary; it must exist. (env: ROTATION_POLICY_OPENAPI_PATH, default: the built-in copy)"
    )
    var openapiPath: String?

    public mutating func validate() throws {
        _ = try settings()
    }

    public func run() throws {
        let (configuration, level, buffering) = try settings()
        let sink = LogSink()
        LoggingSystem.bootstrap { label in LineLogHandler(label: label, level: level, sink: sink) }
        let logger = Logger(label: "rotation-policy")

        // Before the daemon starts, so its pool threads inherit the mask and only sigwait sees the signals.
        var server: HTTPServer?
        let signals = ServerSignals.block(logger: logger) { (server?.status ?? [:]).mapValues { .string($0) } }
        let running = HTTPServer(configuration: configuration, logger: logger)
        server = running
        let address = try running.start()
        logger.info("listening on \(address)", metadata: ["threads": "\(configuration.threads)"])
        sink.startBuffering(capacity: buffering.bufferBytes)

        let signal = Self.waitForStop(signals, sink, flushEvery: buffering.flushInterval)
        sink.stopBuffering()
        // Logged after the port is closed, so whoever reads this line knows new connections are refused.
        running.stopAccepting()
        logger.info(
            "received \(signal), shutting down",
            metadata: [
                "requests_in_flight": "\(running.metrics.requestsInFlight)",
                "drain_timeout_s": "\(configuration.drainTimeoutSeconds)",
            ])
        let result = running.drainAndStop(timeout: .seconds(configuration.drainTimeoutSeconds)) {
            signals.termination(within: .milliseconds(5)).map { "second signal (\($0))" }
        }
        if case .abandoned(let inFlight, let computing, let reason) = result {
            logger.error(
                "drain ended by \(reason); abandoned requests in flight, exiting \(Self.abandonedExitCode)",
                metadata: ["requests_in_flight": "\(inFlight)", "answered_503": "\(computing)"])
            // Not exit(): it would run atexit handlers and destructors while pool threads still compute.
            // The log handler writes straight to fd 2, so nothing is left in a buffer.
            _exit(Self.abandonedExitCode)
        }
        logger.info("stopped")
    }

    /// The main thread's wait for a stop signal. With a log buffer it wakes every `interval`, and after a
    /// SIGUSR1's status line, to write the buffer out.
    private static func waitForStop(_ signals: ServerSignals, _ sink: LogSink, flushEvery interval: Duration) -> String {
        guard sink.isBuffering else { return signals.waitForTermination() }
        while true {
            if let signal = signals.termination(within: interval) { return signal }
            sink.flush()
        }
    }
}
