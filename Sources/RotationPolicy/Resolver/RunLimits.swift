/// What one simulation bounds itself (the request's other limits are the wire's, `WireLimits`): its work,
/// and the estimate of its answer's bytes, so a run stops at the event that passes either (a 422).
public struct RunLimits: Equatable, Sendable {
    /// Window evaluations (`SimulationState.work`).
    public var maxWork: Int
    /// Largest answer body (`--max-answer-bytes`), against the steps' estimated bytes.
    public var maxAnswerBytes: Int

    public init(maxWork: Int, maxAnswerBytes: Int) {
        self.maxWork = maxWork
        self.maxAnswerBytes = maxAnswerBytes
    }

    public static let `default` = RunLimits(maxWork: 250_000, maxAnswerBytes: 16 << 20)
}
