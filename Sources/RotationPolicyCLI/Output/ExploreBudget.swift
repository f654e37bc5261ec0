public import RotationPolicy

/// Which budgets stopped a search that is not exhaustive, and what raises each. The answer's
/// `stats.stoppedBy` names them; an answer without it (an older server) only says `exhaustive: false`,
/// and then the budget is read from its counters against the request's limits: the states reached
/// `maxStates`, else the time passed `timeLimitMs`, else the memory bound (`--max-explore-bytes`)
/// allowed fewer states for an app this large. `caps` are the engine's caps when known (in-process).
public enum ExploreBudget {
    /// The request's defaults when it sets no budget (openapi.yaml ExploreOptions).
    static let defaultMaxStates = 50_000
    static let defaultTimeLimitMs = 2_000
    static let defaultMaxFindings = 100

    public enum Stop: Equatable, Sendable {
        case states(limit: Int)
        case time(limit: Int)
        case memory
        case findings(limit: Int)
        case answerBytes
    }

    /// Every budget hit, in the order hit; empty when the search was exhaustive (or has no stats).
    public static func stops(stats: JSONNode?, options: JSONNode?, caps: ExploreLimits? = nil) -> [Stop] {
        guard let stats, stats["exhaustive"]?.bool == false else { return [] }
        let maxStates = options?["maxStates"]?.int ?? min(defaultMaxStates, caps?.maxStates ?? defaultMaxStates)
        let timeLimit = options?["timeLimitMs"]?.int ?? min(defaultTimeLimitMs, caps?.maxMilliseconds ?? defaultTimeLimitMs)
        if let named = stats["stoppedBy"]?.items?.compactMap(\.string), !named.isEmpty {
            return named.compactMap { name -> Stop? in
                switch name {
                case "timeLimit": .time(limit: timeLimit)
                case "maxStates": .states(limit: maxStates)
                case "maxExploreBytes": .memory
                case "maxFindings": .findings(limit: options?["maxFindings"]?.int ?? defaultMaxFindings)
                case "maxAnswerBytes": .answerBytes
                default: nil
                }
            }
        }
        if let distinct = stats["distinctStates"]?.int, distinct >= maxStates { return [.states(limit: maxStates)] }
        if let elapsed = stats["elapsedMs"]?.int, elapsed >= timeLimit { return [.time(limit: timeLimit)] }
        return [.memory]
    }

    /// Plain sentences for people; nil when the search was exhaustive.
    public static func statement(stats: JSONNode?, options: JSONNode?, caps: ExploreLimits? = nil) -> String? {
        let stops = stops(stats: stats, options: options, caps: caps)
        guard !stops.isEmpty else { return nil }
        let explored = stats?["statesExplored"]?.int ?? 0
        let distinct = stats?["distinctStates"]?.int ?? 0
        var out = "Not exhaustive:"
        // Only a search budget leaves paths untried; the findings budgets leave findings out.
        if stops.contains(where: \.isSearch) {
            out +=
                " only \(explored) state\(explored == 1 ? " was" : "s were") expanded (\(distinct) seen), so paths beyond them were not tried and a finding missing here proves nothing."
        }
        for stop in stops {
            switch stop {
            case .states(let limit):
                out +=
                    " The state budget stopped it (maxStates \(limit)): raise `explore.maxStates` in the spec or request; above the cap, also pass --max-explore-states (the CLI in-process, or the server)."
            case .time(let limit):
                out +=
                    " The time budget stopped it (timeLimitMs \(limit)): raise `explore.timeLimitMs` in the spec or request; above the cap, also pass --max-explore-ms (the CLI in-process, or the server)."
            case .memory:
                out +=
                    " The memory budget stopped it: only \(distinct) states fit in --max-explore-bytes (\(caps.map { "\($0.maxBytes >> 20) MiB here" } ?? "the server's; 96 MiB by default")). Raise --max-explore-bytes (a flag of the CLI in-process, or of the server)."
            case .findings(let limit):
                out +=
                    " \(omitted(stats)) left out by the findings budget (maxFindings \(limit)): raise `explore.maxFindings` in the spec or request (cap --max-explore-findings)."
            case .answerBytes:
                out += " \(omitted(stats)) left out so the answer fits the server's --max-answer-bytes: raise that flag on the server."
            }
        }
        return out
    }

    private static func omitted(_ stats: JSONNode?) -> String {
        guard let count = stats?["findingsOmitted"]?.int else { return "Findings were" }
        return "\(count) finding\(count == 1 ? " was" : "s were")"
    }
}

extension ExploreBudget.Stop {
    /// A budget of the search itself: paths beyond it were not tried.
    var isSearch: Bool {
        switch self {
        case .states, .time, .memory: true
        case .findings, .answerBytes: false
        }
    }
}
