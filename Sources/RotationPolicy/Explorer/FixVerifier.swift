/// Checks each finding's candidate fixes before the answer offers one: the fix applied to the model,
/// the witness replayed with it, then the same search again (same budgets, the request's remaining
/// time). The first candidate that verifies is offered; if none does, the first, unverified.
struct FixVerifier {
    let request: ResolveRequest
    let options: ExploreOptions
    let extras: [Int]
    let script: Range<Int>
    /// Every finding of the first search (not only those in the answer), with its severity.
    let known: [Finding.Identity: Finding.Severity]
    /// When checking stops: the search's time limit, from its start.
    let deadline: ContinuousClock.Instant
    /// Searches already run, by the change they applied (findings often share a fix).
    var searched: [(change: ModelChange, found: [Finding.Identity: Finding.Severity], stats: Exploration.Stats)] = []

    /// Checks the findings' fixes in order. Past `finishing` (when the answer must be encoded) it stops:
    /// the findings left have no fix and the encoder leaves them out (`stoppedBy: timeLimit`).
    mutating func check(_ found: inout [Exploration.Found], finishing: ContinuousClock.Instant) {
        for index in found.indices {
            guard ContinuousClock.now < finishing else { return }
            let finding = found[index].finding
            let path = found[index].path
            let candidates = FixCandidate.candidates(for: finding, path: path, request: request)
            guard index < options.maxFixChecks else {
                found[index].fix = CheckedFix(candidate: candidates[0], verdict: .overCheckCap(options.maxFixChecks))
                continue
            }
            var rejected: [(family: FixCandidate.Family, verdict: CheckedFix.Verdict)] = []
            var offered: CheckedFix?
            for candidate in candidates {
                let verdict = self.verdict(candidate, finding: finding, path: path)
                if case .verified = verdict {
                    offered = CheckedFix(candidate: candidate, verdict: verdict, rejected: rejected)
                    break
                }
                rejected.append((candidate.family, verdict))
            }
            found[index].fix =
                offered ?? CheckedFix(candidate: candidates[0], verdict: rejected[0].verdict, rejected: Array(rejected.dropFirst()))
        }
    }

    mutating func verdict(_ candidate: FixCandidate, finding: Finding, path: [Int]) -> CheckedFix.Verdict {
        guard candidate.simulated else { return .notSimulated }
        guard ContinuousClock.now < deadline else { return .timeLimit }
        let fixed = candidate.change.applied(to: request)
        if Self.replay(path, request: fixed, splice: candidate.change.splice).contains(where: { Self.same($0, finding.identity) }) {
            return .stillInWitness
        }
        let result: (found: [Finding.Identity: Finding.Severity], stats: Exploration.Stats)
        if let cached = searched.first(where: { $0.change == candidate.change }) {
            result = (cached.found, cached.stats)
        } else {
            result = search(fixed, splice: candidate.change.splice)
            searched.append((candidate.change, result.found, result.stats))
        }
        if result.stats.stoppedBy.contains(.timeLimit) { return .timeLimit }
        if result.found.keys.contains(where: { Self.same($0, finding.identity) }) {
            return .stillFound(statesExplored: result.stats.statesExplored)
        }
        // The first by kind, code and controller, so the answer is the same on every run (a
        // dictionary's order is not). `FindingCode`'s order is its spellings' within a kind.
        let new = result.found.filter { $0.value >= .error && known[$0.key] == nil }.keys.min {
            ($0.kind.rawValue, $0.code, $0.controller) < ($1.kind.rawValue, $1.code, $1.controller)
        }
        if let new {
            return .newFinding(kind: new.kind, code: new.code, controller: ControllerID(raw: new.controller).ref)
        }
        return .verified(statesExplored: result.stats.statesExplored, exhaustive: result.stats.exhaustive)
    }

    /// The same problem: kind, code and controller (a fix that strands the same screen under another
    /// rule has not fixed it).
    static func same(_ a: Finding.Identity, _ b: Finding.Identity) -> Bool {
        a.kind == b.kind && a.code == b.code && a.controller == b.controller
    }

    /// The identities a witness shows, replayed with the fix; stops where the fix makes an event
    /// impossible (the app no longer makes that call there).
    static func replay(_ path: [Int], request: ResolveRequest, splice: ModelChange.Splice?) -> [Finding.Identity] {
        var state = Simulation.started(request, reportsSteps: false)
        var seen = Search.findings(before: nil, after: state, rule: .r3_11, event: nil).map(\.identity)
        for (position, index) in path.enumerated() where !state.terminated {
            let before = state
            state.warnings.removeAll(keepingCapacity: true)
            let outcome: Simulation.Outcome?
            if let splice, splice.applies(to: index) {
                outcome = try? state.transition(request.events[index], index: position, splice: splice)
            } else {
                outcome = try? state.transition(request.events[index], index: position)
            }
            guard let outcome else { break }
            seen += Search.findings(before: before, after: state, rule: outcome.rule, event: position).map(\.identity)
        }
        return seen
    }

    /// The first search again on the fixed app, with the time left.
    func search(
        _ fixed: ResolveRequest, splice: ModelChange.Splice?
    ) -> (
        found: [Finding.Identity: Finding.Severity], stats: Exploration.Stats
    ) {
        let started = ContinuousClock.now
        var options = options
        let left = deadline - started
        options.timeLimitMs = max(1, Int(left.components.seconds) * 1000 + Int(left.components.attoseconds / 1_000_000_000_000_000))
        let initial = Simulation.started(fixed, reportsSteps: false)
        // Only which findings appear counts here, so no event is set apart as environment for entry paths.
        var search = Search(
            request: fixed, extras: extras, script: script, options: options, started: started, start: initial.state,
            environment: 0..<0)
        search.splice = splice
        var start = 0
        search.record(search.startFindings(initial), from: 0, event: nil, node: &start)
        search.run(from: initial)
        return (search.severities, search.stats)
    }
}

extension Simulation {
    /// Whether the controller is on screen with nothing presented over it: when it comes so, UIKit
    /// calls its `viewWillAppear`.
    func appears(_ ref: ControllerID) -> Bool {
        controllers[ref].attached && isViewInWindow(ref) && presentedController(of: ref) == nil
    }

    /// One event with a fix's app calls around it; nil when the fix keeps the app from making it here.
    mutating func transition(_ event: Event, index: Int, splice: ModelChange.Splice) throws(Refusal) -> Outcome? {
        if let hook = splice.onAppearOf {
            let shown = appears(hook)
            let outcome = try transition(event, index: index)
            if !shown && appears(hook) { for call in splice.after where !terminated { _ = try? transition(call, index: index) } }
            return outcome
        }
        if let only = splice.onlyWhileDeciding, evaluate(window: statusBarWindow).decidingController != only { return nil }
        // The app's own calls: one that cannot happen here (no Flutter view on screen) is not made.
        for call in splice.before where !terminated { _ = try? transition(call, index: index) }
        let outcome = try transition(event, index: index)
        for call in splice.after where !terminated { _ = try? transition(call, index: index) }
        return outcome
    }
}
