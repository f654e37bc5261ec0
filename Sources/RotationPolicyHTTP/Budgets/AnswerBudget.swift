import Synchronization

/// The bytes of answers queued and not yet sent, across all connections, under one cap
/// (`--max-answer-bytes-in-flight`). A client that never reads its answer holds that answer's memory
/// until its connection times out; without a cap, sixty such clients asking for 7 MB answers took the
/// server from 18 MB to 584 MB. Beyond the cap an answer is refused with `503` and `Retry-After`.
///
/// Answers up to `exemptBytes` are not counted: health checks, problems, metrics and ordinary resolve
/// answers stay served while large answers are refused; at most `--max-connections` of them can be
/// queued, so they are bounded anyway.
public final class AnswerBudget: Sendable {
    public static let exemptBytes = 16_384

    public let capacity: Int
    private let used = Atomic<Int>(0)

    public init(capacity: Int) {
        self.capacity = capacity
    }

    public var bytesInFlight: Int { used.load(ordering: .relaxed) }

    /// Holds `bytes` of the budget until the reservation is released (by the transport, once the answer
    /// is sent or its connection is gone); nil when they do not fit.
    public func reserve(_ bytes: Int) -> Reservation? {
        var current = used.load(ordering: .relaxed)
        while true {
            guard current + bytes <= capacity else { return nil }
            let (exchanged, original) = used.compareExchange(
                expected: current, desired: current + bytes, ordering: .relaxed)
            if exchanged { return Reservation(budget: self, bytes: bytes) }
            current = original
        }
    }

    fileprivate func release(_ bytes: Int) { used.subtract(bytes, ordering: .relaxed) }

    /// Budget taken by one answer; given back when the last reference goes.
    public final class Reservation: Sendable {
        let budget: AnswerBudget
        public let bytes: Int

        fileprivate init(budget: AnswerBudget, bytes: Int) {
            self.budget = budget
            self.bytes = bytes
        }

        deinit { budget.release(bytes) }
    }
}
