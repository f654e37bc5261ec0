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

    /// Takes a place if one is free. A place taken here is given back with `leave`, once: the server
    /// takes it on a libmicrohttpd worker and gives it back on the thread that ran the work (`GatedWork`).
    func enter() -> Bool {
        var current = running.load(ordering: .relaxed)
        while true {
            guard current < limit else { return false }
            let (exchanged, original) = running.compareExchange(
                expected: current, desired: current + 1, ordering: .acquiringAndReleasing)
            if exchanged { return true }
            current = original
        }
    }

    func leave() {
        running.subtract(1, ordering: .releasing)
    }

    public var inFlight: Int { running.load(ordering: .relaxed) }
}
