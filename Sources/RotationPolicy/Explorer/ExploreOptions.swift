/// What `POST /v1/explore` may add to the app's own script, and how far it may search.
public struct ExploreOptions: Equatable, Sendable {
    public static let defaultMaxExtraEvents = 6
    public static let defaultMaxStates = 50_000
    public static let defaultTimeLimitMs = 2_000
    public static let defaultMaxFindings = 100
    public static let defaultMaxWitnessesPerFinding = 3
    /// The most `maxWitnessesPerFinding` may be: each witness adds its events to the answer.
    public static let maxWitnessesPerFindingCap = 10
    /// The share of `timeLimitMs` that replaying, rendering and encoding the findings may take after the
    /// search: the whole explore ends by 1.25 × `timeLimitMs` (docs/hardening.md, "Hardening III").
    public static let finishingShare = 0.25
    /// Findings per answer whose fixes are checked (each check explores again); later ones get their
    /// first candidate, unchecked.
    public static let defaultMaxFixChecks = 20

    /// How many of `ResolveRequest.events` are the app's own script; the extra lists follow them.
    public var scriptEvents = 0
    /// The events the user or system may fire at any moment; nil means the default environment
    /// (device turns to each orientation, the lock on and off).
    public var environment: Range<Int>?
    /// App events that may happen in any order, any number of times.
    public var actions: Range<Int> = 0..<0
    public var maxExtraEvents = ExploreOptions.defaultMaxExtraEvents
    public var maxStates = ExploreOptions.defaultMaxStates
    public var timeLimitMs = ExploreOptions.defaultTimeLimitMs
    /// The server's memory bound for one search (`ExploreLimits.maxBytes`).
    public var maxBytes = ExploreLimits.default.maxBytes
    /// Most findings in one answer, most severe first; the rest are counted in `findingsOmitted`.
    public var maxFindings = ExploreOptions.defaultMaxFindings
    /// Most witnesses listed per finding in `entryPaths.witnesses`, the shortest one first.
    public var maxWitnessesPerFinding = ExploreOptions.defaultMaxWitnessesPerFinding
    /// The answer's size bound (`--max-answer-bytes`): findings that would pass it are left out.
    public var maxAnswerBytes = RunLimits.default.maxAnswerBytes
    public var maxFixChecks = ExploreOptions.defaultMaxFixChecks

    public init(
        maxExtraEvents: Int = ExploreOptions.defaultMaxExtraEvents, maxStates: Int = ExploreOptions.defaultMaxStates,
        timeLimitMs: Int = ExploreOptions.defaultTimeLimitMs
    ) {
        self.maxExtraEvents = maxExtraEvents
        self.maxStates = maxStates
        self.timeLimitMs = timeLimitMs
    }
}

/// The server's caps on explore budgets (`--max-explore-states`, `--max-explore-ms`); a request asking
/// for more is a 422.
public struct ExploreLimits: Equatable, Sendable {
    public var maxStates: Int
    public var maxMilliseconds: Int
    public var maxExtraEvents: Int
    /// Memory one search may hold in states (an estimate per state from the app's size): a large app
    /// gets fewer states than `maxStates`, and the search stops with `exhaustive: false` at the bound.
    public var maxBytes: Int
    /// Most findings one answer may ask for in `explore.maxFindings` (`--max-explore-findings`).
    public var maxFindings: Int

    public init(
        maxStates: Int = 200_000, maxMilliseconds: Int = 10_000, maxExtraEvents: Int = 12, maxBytes: Int = 96 << 20,
        maxFindings: Int = 1_000
    ) {
        self.maxStates = maxStates
        self.maxMilliseconds = maxMilliseconds
        self.maxExtraEvents = maxExtraEvents
        self.maxBytes = maxBytes
        self.maxFindings = maxFindings
    }

    public static let `default` = ExploreLimits()
}
