/// The explorer's time and answer budgets (docs/hardening.md, "Hardening III"): the search stops at
/// `timeLimitMs`; replaying, rendering and encoding the findings stop at `finishingDeadline`; an answer
/// holds at most `maxFindings`, most severe first.
extension ExploreOptions {
    /// When the findings' replay and encoding must be done: `timeLimitMs` plus `finishingShare` of it,
    /// from the start of the search.
    func finishingDeadline(from started: ContinuousClock.Instant) -> ContinuousClock.Instant {
        started + .milliseconds(timeLimitMs) + .milliseconds(Int(Double(timeLimitMs) * Self.finishingShare))
    }
}

extension Search {
    var timeIsUp: Bool { ContinuousClock.now - started > .milliseconds(options.timeLimitMs) }

    /// Which bound `stateBudget` is: the request's `maxStates`, or fewer states because of `maxBytes`.
    var budgetReason: Exploration.StopReason { stateBudget < options.maxStates ? .maxExploreBytes : .maxStates }
}

extension Explorer {
    /// The findings the answer may hold, each replayed with texts on: at most `maxFindings`, and only
    /// as many as are replayed by `deadline`; the rest are counted in `stats.findingsOmitted`.
    static func selected(
        _ ordered: [(finding: Finding, path: [Int])], request: ResolveRequest, options: ExploreOptions,
        until deadline: ContinuousClock.Instant, stats: inout Exploration.Stats
    ) -> [Exploration.Found] {
        var found: [Exploration.Found] = []
        for (index, entry) in ordered.enumerated() {
            guard found.count < options.maxFindings else {
                stats.stop(.maxFindings)
                stats.findingsOmitted += ordered.count - index
                break
            }
            guard let finding = rendered(entry.finding, path: entry.path, request: request, until: deadline) else {
                stats.stop(.timeLimit)
                stats.findingsOmitted += ordered.count - index
                break
            }
            found.append(Exploration.Found(finding: finding, path: entry.path))
        }
        return found
    }
}
