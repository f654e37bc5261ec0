/// Breadth-first search over distinct simulator states (issue "Explorer"): the app's script in order,
/// with up to `maxExtraEvents` environment or action events inserted anywhere. Breadth-first, so the
/// first path that shows a problem is a shortest one. Transitions run with text rendering off; each
/// witness is replayed once with it on to get UIKit's exact words.
public enum Explorer {
    public static func explore(_ request: ResolveRequest, options: ExploreOptions) throws(RequestError) -> Exploration {
        let started = ContinuousClock.now
        let (request, extras, defaultEnvironment) = prepare(request, options: options)
        let script = 0..<options.scriptEvents

        let initial = SimulationState.started(request, rendersText: false)
        // The app's own script must run on its own, as in /v1/resolve: else the same 400.
        var plain = initial
        if !plain.terminated {
            for index in script {
                _ = try plain.transition(request.events[index], index: index)
                if plain.terminated { break }
            }
        }

        var search = Search(request: request, extras: extras, script: script, options: options, started: started)
        search.record(search.startFindings(initial), at: 0)
        search.run(from: initial)
        var stats = search.stats
        let deadline = options.finishingDeadline(from: started)
        let found = Self.selected(search.ordered(), request: request, options: options, until: deadline, stats: &stats)
        stats.elapsedMilliseconds = Self.milliseconds(since: started)
        return Exploration(
            findings: found, stats: stats, defaultEnvironment: defaultEnvironment, request: request, options: options,
            deadline: deadline)
    }

    /// The request with the default environment appended when it gave none, and the events that may be
    /// inserted (environment, then actions), as indices into its events.
    static func prepare(
        _ request: ResolveRequest, options: ExploreOptions
    ) -> (request: ResolveRequest, extras: [Int], defaultEnvironment: Range<Int>?) {
        var request = request
        guard let environment = options.environment else {
            let first = request.events.count
            request.events += Self.defaultEnvironment
            return (request, Array(first..<request.events.count) + Array(options.actions), first..<request.events.count)
        }
        return (request, Array(environment) + Array(options.actions), nil)
    }

    /// The default environment: the device turned to each orientation a user can hold it in, and the lock.
    static let defaultEnvironment: [Event] =
        [DeviceOrientation.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight, .faceUp].map { .deviceTurned($0) }
        + [.orientationLockSwitched(locked: true), .orientationLockSwitched(locked: false)]

    static func milliseconds(since start: ContinuousClock.Instant) -> Int {
        let elapsed = ContinuousClock.now - start
        return Int(elapsed.components.seconds) * 1000 + Int(elapsed.components.attoseconds / 1_000_000_000_000_000)
    }

    /// Replays the witness with texts on and takes the finding's words from that run; nil when the
    /// deadline passes first.
    static func rendered(
        _ finding: Finding, path: [Int], request: ResolveRequest, until deadline: ContinuousClock.Instant = .now + .seconds(3600)
    ) -> Finding? {
        guard ContinuousClock.now < deadline else { return nil }
        var state = SimulationState.started(request)
        var candidates = Search.findings(before: nil, after: state, rule: "R3.11", event: nil)
        for (position, index) in path.enumerated() {
            guard ContinuousClock.now < deadline else { return nil }
            let before = state
            state.warnings.removeAll(keepingCapacity: true)
            guard let outcome = try? state.transition(request.events[index], index: position) else { return finding }
            candidates = Search.findings(before: before, after: state, rule: outcome.rule, event: position)
        }
        var result = candidates.first { $0.identity == finding.identity } ?? finding
        result.event = path.isEmpty ? nil : path.count - 1
        return result
    }
}

/// The search's working state, kept apart so `explore` reads as the algorithm.
struct Search {
    struct Node {
        var parent: Int
        var event: Int
        var depth: Int
    }

    let request: ResolveRequest
    let extras: [Int]
    let script: Range<Int>
    let options: ExploreOptions
    let started: ContinuousClock.Instant
    var nodes: [Node] = [Node(parent: -1, event: -1, depth: 0)]
    var visited: Set<StateKey> = []
    var found: [Finding.Identity: (finding: Finding, node: Int, order: Int)] = [:]
    var stats = Exploration.Stats()
    /// `maxStates`, or fewer when the app is so large that that many states would pass `maxBytes`.
    let stateBudget: Int

    init(request: ResolveRequest, extras: [Int], script: Range<Int>, options: ExploreOptions, started: ContinuousClock.Instant) {
        self.request = request
        self.extras = extras
        self.script = script
        self.options = options
        self.started = started
        // A state whose controllers and windows were copied, its set entry, and the path records of
        // the transitions that lead to it (about ten per state).
        let stateBytes =
            MemoryLayout<SimulationState>.stride * 2 + request.controllers.count * MemoryLayout<Controller>.stride
            + request.windows.count * MemoryLayout<SimulationState.WindowState>.stride + 10 * MemoryLayout<Node>.stride
        stateBudget = max(1, min(options.maxStates, options.maxBytes / stateBytes))
    }

    /// What holds before any event (a launch that throws, launch warnings, a stranded first screen).
    func startFindings(_ state: SimulationState) -> [Finding] {
        Self.findings(before: nil, after: state, rule: "R3.11", event: nil)
    }

    /// Whether any finding was new (then `node` is a witness's end and must be kept).
    @discardableResult
    mutating func record(_ findings: [Finding], at node: Int) -> Bool {
        var recorded = false
        for finding in findings where found[finding.identity] == nil {
            found[finding.identity] = (finding, node, found.count)
            recorded = true
        }
        return recorded
    }

    mutating func run(from initial: SimulationState) {
        guard !initial.terminated else { return }
        let diagnosed = initial.diagnostics(event: nil, rule: "R3.11", previous: Diagnosed()).now
        var frontier: [Frontier] = [Frontier(state: initial, scriptPosition: 0, extrasUsed: 0, node: 0, diagnosed: diagnosed)]
        visited.insert(StateKey(state: initial, scriptPosition: 0))
        // The start counts: a search that finds no other state has still seen one.
        stats.distinctStates = visited.count
        var next: [Frontier] = []
        while !frontier.isEmpty {
            for entry in frontier {
                let (state, position, used, node) = (entry.state, entry.scriptPosition, entry.extrasUsed, entry.node)
                stats.statesExplored += 1
                // The clock is read before every transition (a vDSO call, tens of ns): in a large app
                // one state's transitions took seconds, so a check every 256 states overran by far.
                if timeIsUp { return stats.stop(.timeLimit) }
                if position < script.upperBound {
                    expand(entry, event: position, position: position + 1, used: used, into: &next)
                }
                if used < options.maxExtraEvents {
                    for event in extras {
                        if timeIsUp { return stats.stop(.timeLimit) }
                        expand(entry, event: event, position: position, used: used + 1, into: &next)
                    }
                }
                if visited.count >= stateBudget { return stats.stop(budgetReason) }
            }
            swap(&frontier, &next)
            next.removeAll(keepingCapacity: true)
        }
    }

    /// A state waiting to be expanded, with what the diagnostics saw in it.
    struct Frontier {
        var state: SimulationState
        var scriptPosition: Int
        var extrasUsed: Int
        var node: Int
        var diagnosed: Diagnosed
    }

    /// Applies one event; records what it shows; queues the new state if it was never seen.
    private mutating func expand(_ from: Frontier, event: Int, position: Int, used: Int, into next: inout [Frontier]) {
        stats.transitions += 1
        var after = from.state
        after.warnings.removeAll(keepingCapacity: true)
        let depth = nodes[from.node].depth + 1
        // An event that cannot happen here (pop of a one-controller stack, dismiss with nothing
        // presented, a controller already on screen) is not enabled: no transition.
        guard let outcome = try? after.transition(request.events[event], index: depth - 1) else { return }
        let node = nodes.count
        nodes.append(Node(parent: from.node, event: event, depth: depth))
        stats.deepestPath = max(stats.deepestPath, depth)
        let (findings, diagnosed) = Self.findings(
            before: from.state, previous: from.diagnosed, after: after, rule: outcome.rule, event: depth - 1)
        let witness = record(findings, at: node)
        // A transition that found nothing new and leads to no new state needs no path record: dropped,
        // so the records grow with states and findings, not with transitions (300 no-op actions in
        // 10 s made millions of them).
        guard !after.terminated else {
            if !witness { nodes.removeLast() }
            return
        }
        let key = StateKey(state: after, scriptPosition: position)
        guard visited.insert(key).inserted else {
            if !witness { nodes.removeLast() }
            return
        }
        // Over the budget: this new state is not kept, and the search is no longer exhaustive.
        guard visited.count <= stateBudget else {
            visited.remove(key)
            if !witness { nodes.removeLast() }
            return stats.stop(budgetReason)
        }
        stats.distinctStates = visited.count
        next.append(Frontier(state: after, scriptPosition: position, extrasUsed: used, node: node, diagnosed: diagnosed))
    }

    /// The findings, most severe first, then in the order found (which is by witness length).
    func ordered() -> [(finding: Finding, path: [Int])] {
        found.values.sorted { ($0.finding.severity, -$0.order) > ($1.finding.severity, -$1.order) }.map {
            ($0.finding, path(to: $0.node))
        }
    }

    func path(to node: Int) -> [Int] {
        var path: [Int] = []
        var current = node
        while current > 0 {
            path.append(nodes[current].event)
            current = nodes[current].parent
        }
        return path.reversed()
    }

    /// What one transition shows: a new exception, a denied geometry request, each new warning, and
    /// the diagnostics that start to hold afterwards (as /v1/resolve reports them: a screen still
    /// stranded after another event is the same problem). `previous` is what held before the event.
    static func findings(
        before: SimulationState?, previous: Diagnosed, after: SimulationState, rule: String, event: Int?
    ) -> (findings: [Finding], diagnosed: Diagnosed) {
        var findings: [Finding] = []
        if after.terminated, before?.terminated != true, let violation = after.violation {
            findings.append(
                Finding(
                    kind: .exception, severity: .crash, code: violation.exception ?? "exception", rule: rule,
                    controller: violation.controller, message: violation.reason, event: event))
        }
        if let before, after.geometryDenials > before.geometryDenials {
            let decider = after.evaluate(window: after.statusBarWindow).decidingController
            findings.append(
                Finding(
                    kind: .geometryRequestDenied, severity: .error, code: "UISceneErrorDomain 101", rule: rule,
                    controller: decider.map { after.controllers.name($0) }, message: after.lastGeometryDenial, event: event))
        }
        for warning in after.warnings {
            findings.append(
                Finding(
                    kind: .warning, severity: .warning, code: warning.code, rule: rule, controller: warning.controller,
                    message: warning.message, event: event))
        }
        guard !after.terminated else { return (findings, Diagnosed()) }
        let diagnostics = after.diagnostics(event: event, rule: rule, previous: previous)
        return (findings + diagnostics.findings, diagnostics.now)
    }

    /// The same, working out what held before the event from the state itself.
    static func findings(before: SimulationState?, after: SimulationState, rule: String, event: Int?) -> [Finding] {
        let previous = before.map { $0.terminated ? Diagnosed() : $0.diagnostics(event: nil, rule: rule, previous: Diagnosed()).now }
        return findings(before: before, previous: previous ?? Diagnosed(), after: after, rule: rule, event: event).findings
    }
}
