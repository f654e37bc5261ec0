public import RotationPolicy
public import RotationPolicyWire

/// Everything the HTTP server needs to start; the executable fills it from flags and environment.
public struct ServerConfiguration: Equatable, Sendable {
    /// A numeric IPv4 or IPv6 address, or `localhost`.
    public var host = "127.0.0.1"
    /// 0 lets the kernel pick a free port; the server reports the real one after start.
    public var port = 8080
    /// Size of libmicrohttpd's internal thread pool (each thread runs its own epoll loop).
    public var threads = 2
    /// Bodies longer than this are refused with 413 before more is buffered.
    public var maxBodyBytes = 4_194_304
    public var maxConnections = 1024
    public var maxConnectionsPerIP = 256
    /// Idle or slow connections are closed after this many seconds (slowloris defence).
    public var connectionTimeoutSeconds = 30
    /// A connection whose counted answer (over 16 KiB) makes no progress this long is closed, and the
    /// answer's share of `maxAnswerBytesInFlight` goes back (instead of after `connectionTimeoutSeconds`).
    public var sendTimeoutSeconds = 5
    /// How long a shutdown waits for requests in flight before abandoning them.
    public var drainTimeoutSeconds = 10
    /// libmicrohttpd's per-connection memory pool: request line and headers must fit in it.
    public var connectionMemoryBytes = 16_384
    public var limits = WireLimits.default
    /// Caps on what one explore may ask for (`--max-explore-states`, `--max-explore-ms`, …).
    public var exploreLimits = ExploreLimits.default
    /// Explores running at once; one worker thread stays free for /v1/resolve with the default 2.
    public var maxConcurrentExplores = 1
    /// Scans running at once (`POST /v1/scan`): each may hold a parsed 4 MiB body (docs/hardening.md).
    public var maxConcurrentScans = 1
    /// Wall-clock time one scan may take, in milliseconds (422 beyond, naming the file being read).
    public var scanTimeLimitMilliseconds = 5_000
    /// Largest answer body of one request (422 beyond).
    public var maxAnswerBytes = 16 << 20
    /// Answer bytes queued and not yet sent, over all connections (503 beyond; see `AnswerBudget`).
    public var maxAnswerBytesInFlight = 64 << 20
    /// A file to serve instead of the embedded `openapi.yaml`; nil serves the embedded one.
    public var openAPIPath: String?

    public init() {}
}
