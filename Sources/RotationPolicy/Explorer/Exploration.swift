/// The result of an exhaustive search: each distinct problem once, with the shortest event sequence
/// that shows it.
public struct Exploration: Sendable {
    public struct Found: Sendable {
        public var finding: Finding
        /// Indices into the request's events (script, then environment, then actions, then the default
        /// environment): the witness, in order. Empty for what holds at the start.
        public var path: [Int]
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
        /// The whole space within `maxExtraEvents` was covered (no budget was hit).
        public var exhaustive = true
        public var elapsedMilliseconds = 0
    }

    public var findings: [Found]
    public var stats: Stats
    /// Where the default environment's events sit in the request's events, when the request gave none.
    public var defaultEnvironment: Range<Int>?
    /// The request as explored (its events include the extra lists).
    public var request: ResolveRequest
}
