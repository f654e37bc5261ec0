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
        var durations: [Route: Histogram] = [:]
        var outcomes: [ResolveOutcome: UInt64] = [:]
    }

    let state = Mutex(State())
    private let inFlight = Atomic<Int>(0)

    /// Rendered as a gauge when given (the server's; in-process tests may leave it out).
    let answerBudget: AnswerBudget?

    public init(answerBudget: AnswerBudget? = nil) {
        self.answerBudget = answerBudget
    }

    public var requestsInFlight: Int { inFlight.load(ordering: .relaxed) }

    public func requestStarted() { inFlight.add(1, ordering: .relaxed) }

    public func requestFinished() { inFlight.subtract(1, ordering: .relaxed) }

    public func record(route: Route, status: Int, seconds: Double, outcome: ResolveOutcome?) {
        state.withLock { state in
            state.requests[RequestKey(route: route, status: status), default: 0] += 1
            state.durations[route, default: Histogram()].observe(seconds)
            if let outcome { state.outcomes[outcome, default: 0] += 1 }
        }
    }

    /// How many answers a route gave with a status; for tests and the metrics text.
    public func count(route: Route, status: Int) -> UInt64 {
        state.withLock { $0.requests[RequestKey(route: route, status: status)] ?? 0 }
    }

    public func count(outcome: ResolveOutcome) -> UInt64 {
        state.withLock { $0.outcomes[outcome] ?? 0 }
    }
}
