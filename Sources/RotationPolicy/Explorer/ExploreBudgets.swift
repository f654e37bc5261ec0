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

    /// Whether the time limit has passed, reading the clock before every transition in a large app (one
    /// state's transitions there can take seconds) and every 32nd in a small one (where a transition
    /// takes about a tenth of a microsecond and the clock read would be a fifth of it).
    mutating func clockSaysStop() -> Bool {
        clockCountdown -= 1
        guard clockCountdown <= 0 else { return false }
        clockCountdown = request.controllers.count > 256 ? 1 : 32
        return timeIsUp
    }
}

extension Explorer {
    /// The findings the answer may hold, each replayed with texts on: at most `maxFindings`, and only
    /// as many as are replayed by `deadline`; the rest are counted in `stats.findingsOmitted`.
    static func selected(
        _ ordered: [Exploration.Found], request: ResolveRequest, options: ExploreOptions,
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
            var entry = entry
            entry.finding = finding
            found.append(entry)
        }
        return found
    }
}
