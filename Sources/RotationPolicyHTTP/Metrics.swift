import Synchronization

/// Request counters, the duration histogram, the in-flight gauge and resolve outcomes.
///
/// Counters and histograms sit behind one `Mutex`: a request updates several of them at once, a scrape
/// must see them consistent with each other, and the critical section is a few dictionary increments
/// (well under a microsecond against 10+ µs of request work), so on 2–4 pool threads contention is
/// negligible. The in-flight gauge is a separate atomic because it changes twice per request and the
/// shutdown drain polls it.
public final class Metrics: Sendable {
    /// Upper bounds in seconds; the resolver answers in microseconds, uploads may take seconds.
    static let bucketBounds: [Double] = [
        0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
    ]

    struct RequestKey: Hashable, Sendable {
        var route: Route
        var status: Int

        /// By position, not by the route's raw value: hashing and comparing the path text was most of
        /// the cost of recording a request.
        func hash(into hasher: inout Hasher) {
            hasher.combine(route.ordinal)
            hasher.combine(status)
        }

        static func == (a: RequestKey, b: RequestKey) -> Bool {
            a.route.ordinal == b.route.ordinal && a.status == b.status
        }
    }

    struct Histogram: Sendable {
        var buckets = [UInt64](repeating: 0, count: Metrics.bucketBounds.count)
        var sum = 0.0
        var count: UInt64 = 0

        mutating func observe(_ seconds: Double) {
            // Non-cumulative here; rendering accumulates.
            if let index = Metrics.bucketBounds.firstIndex(where: { seconds <= $0 }) { buckets[index] += 1 }
            sum += seconds
            count += 1
        }
    }

    struct State: Sendable {
        var requests: [RequestKey: UInt64] = [:]
        /// By `Route.ordinal`; nil for a route with no request yet.
        var durations = [Histogram?](repeating: nil, count: Route.allCases.count)
        /// By `ResolveOutcome.ordinal`.
        var outcomes = [UInt64](repeating: 0, count: ResolveOutcome.allCases.count)
    }

    let state = Mutex(State())
    private let inFlight = Atomic<Int>(0)

    /// Rendered as gauges when given (the server's; in-process tests may leave them out).
    let answerBudget: AnswerBudget?
    let exploreGate: ExploreGate?
    let scanGate: ExploreGate?

    public init(answerBudget: AnswerBudget? = nil, exploreGate: ExploreGate? = nil, scanGate: ExploreGate? = nil) {
        self.answerBudget = answerBudget
        self.exploreGate = exploreGate
        self.scanGate = scanGate
    }

    public var requestsInFlight: Int { inFlight.load(ordering: .relaxed) }

    public func requestStarted() { inFlight.add(1, ordering: .relaxed) }

    public func requestFinished() { inFlight.subtract(1, ordering: .relaxed) }

    public func record(route: Route, status: Int, seconds: Double, outcome: ResolveOutcome?) {
        state.withLock { state in
            state.requests[RequestKey(route: route, status: status), default: 0] += 1
            if state.durations[route.ordinal] == nil { state.durations[route.ordinal] = Histogram() }
            state.durations[route.ordinal]?.observe(seconds)
            if let outcome { state.outcomes[outcome.ordinal] += 1 }
        }
    }

    /// How many answers a route gave with a status; for tests and the metrics text.
    public func count(route: Route, status: Int) -> UInt64 {
        state.withLock { $0.requests[RequestKey(route: route, status: status)] ?? 0 }
    }

    public func count(outcome: ResolveOutcome) -> UInt64 {
        state.withLock { $0.outcomes[outcome.ordinal] }
    }
}
