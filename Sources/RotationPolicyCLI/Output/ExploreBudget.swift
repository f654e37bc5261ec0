import RotationPolicy

/// Which budget stopped a search that is not exhaustive, and what raises it. The answer says only
/// `exhaustive: false`, so the budget is read from its counters against the request's limits: the
/// states reached `maxStates`, else the time passed `timeLimitMs`, else the memory bound
/// (`--max-explore-bytes`) allowed fewer states than `maxStates` for an app this large. `caps` are the
/// engine's caps when known (in-process): a request without budgets gets the smaller of default and cap.
public enum ExploreBudget {
    /// The request's defaults when it sets no budget (openapi.yaml ExploreOptions).
    static let defaultMaxStates = 50_000
    static let defaultTimeLimitMs = 2_000

    public enum Stop: Equatable, Sendable {
        case states(limit: Int)
        case time(limit: Int)
        case memory
    }

    /// nil when the search was exhaustive (or the answer has no stats).
    public static func stop(stats: JSONNode?, options: JSONNode?, caps: ExploreLimits? = nil) -> Stop? {
        guard let stats, stats["exhaustive"]?.bool == false else { return nil }
        let maxStates = options?["maxStates"]?.int ?? min(defaultMaxStates, caps?.maxStates ?? defaultMaxStates)
        let timeLimit = options?["timeLimitMs"]?.int ?? min(defaultTimeLimitMs, caps?.maxMilliseconds ?? defaultTimeLimitMs)
        if let distinct = stats["distinctStates"]?.int, distinct >= maxStates { return .states(limit: maxStates) }
        if let elapsed = stats["elapsedMs"]?.int, elapsed >= timeLimit { return .time(limit: timeLimit) }
        return .memory
    }

    /// Plain sentences for people; nil when the search was exhaustive.
    public static func statement(stats: JSONNode?, options: JSONNode?, caps: ExploreLimits? = nil) -> String? {
        guard let stop = stop(stats: stats, options: options, caps: caps) else { return nil }
        let explored = stats?["statesExplored"]?.int ?? 0
        let distinct = stats?["distinctStates"]?.int ?? 0
        let head =
            "Not exhaustive: only \(explored) state\(explored == 1 ? " was" : "s were") expanded (\(distinct) seen), so paths beyond them were not tried and a finding missing here proves nothing."
        switch stop {
        case .states(let limit):
            return head
                + " The state budget stopped it (maxStates \(limit)): raise `explore.maxStates` in the spec or request; above the cap, also pass --max-explore-states (the CLI in-process, or the server)."
        case .time(let limit):
            return head
                + " The time budget stopped it (timeLimitMs \(limit)): raise `explore.timeLimitMs` in the spec or request; above the cap, also pass --max-explore-ms (the CLI in-process, or the server)."
        case .memory:
            return head
                + " The memory budget stopped it: this app's states are large, so only \(distinct) fit in --max-explore-bytes (\(caps.map { "\($0.maxBytes >> 20) MiB here" } ?? "the server's; 96 MiB by default")). Raise --max-explore-bytes (a flag of the CLI in-process, or of the server)."
        }
    }
}
