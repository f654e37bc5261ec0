/// The result of an exhaustive search: each distinct problem once, with the shortest event sequence
/// that shows it.
public struct Exploration: Sendable {
    public struct Found: Sendable {
        public var finding: Finding
        /// Indices into the request's events (script, then environment, then actions, then the default
        /// environment): the witness, in order. Empty for what holds at the start.
        public var path: [Int]
        public var entryPaths = EntryPaths(count: 1, capped: false, witnesses: [])
        /// The fix offered, after checking its candidates (`FixVerifier`).
        public var fix: CheckedFix?
    }

    /// The distinct ways into one finding (`Search.EntryPaths`): how many were counted, whether the count
    /// stopped at its cap, and up to `maxWitnessesPerFinding` witnesses (paths, the first one `path`)
    /// whose app events differ.
    public struct EntryPaths: Sendable {
        public var count: Int
        public var capped: Bool
        public var witnesses: [[Int]]
    }

    public struct Stats: Equatable, Sendable {
        /// States taken from the queue and expanded.
        public var statesExplored = 0
        /// Distinct states seen (the visited set).
        public var distinctStates = 0
        /// Transitions applied, enabled or not.
        public var transitions = 0
        /// The most events on one path.
        public var deepestPath = 0
        /// The whole space within `maxExtraEvents` was covered and every finding is in the answer (no
        /// budget was hit).
        public var exhaustive = true
        public var elapsedMilliseconds = 0
        /// Every budget that was hit, in the order they were hit (empty when `exhaustive`).
        public var stoppedBy: [StopReason] = []
        /// Findings found but left out of the answer (by `maxFindings`, the answer's size or the time).
        public var findingsOmitted = 0

        /// Records that `reason` ended the search or cut the answer.
        package mutating func stop(_ reason: StopReason) {
            exhaustive = false
            if !stoppedBy.contains(reason) { stoppedBy.append(reason) }
        }
    }

    /// Which budget made an answer not exhaustive (`stats.stoppedBy`).
    public enum StopReason: String, Sendable {
        /// `timeLimitMs`: the search, or replaying and encoding its findings, ran out of time.
        case timeLimit
        /// `maxStates`: that many distinct states were seen.
        case maxStates
        /// `--max-explore-bytes`: the app is so large that its states would pass the memory bound first.
        case maxExploreBytes
        /// `maxFindings`: more distinct findings than the answer may hold.
        case maxFindings
        /// `--max-answer-bytes`: the next finding (with its witness) would make the answer too large.
        case maxAnswerBytes
    }

    public var findings: [Found]
    public var stats: Stats
    /// Where the default environment's events sit in the request's events, when the request gave none.
    public var defaultEnvironment: Range<Int>?
    /// The request as explored (its events include the extra lists).
    public var request: ResolveRequest
    /// What the answer may hold, and until when the encoder may work on it.
    public var options = ExploreOptions()
    public var deadline = ContinuousClock.now + .seconds(3600)
}
