import Synchronization

/// At most `limit` explores run at once, so exhaustive searches cannot take every worker thread from
/// `/v1/resolve`; one more is refused at once (429) instead of queueing. `/v1/scan` has a gate of its
/// own, of the same kind (`--max-concurrent-scans`).
public final class ExploreGate: Sendable {
    public let limit: Int
    private let running = Atomic<Int>(0)

    public init(limit: Int) {
        self.limit = limit
    }

    /// Runs `body` if a place is free; nil when all are taken.
    func run<T>(_ body: () -> T) -> T? {
        var current = running.load(ordering: .relaxed)
        while true {
            guard current < limit else { return nil }
            let (exchanged, original) = running.compareExchange(
                expected: current, desired: current + 1, ordering: .acquiringAndReleasing)
            if exchanged { break }
            current = original
        }
        defer { running.subtract(1, ordering: .releasing) }
        return body()
    }

    public var inFlight: Int { running.load(ordering: .relaxed) }
}
