/// Breadth-first search over distinct simulator states (issue "Explorer"): the app's script in order,
/// with up to `maxExtraEvents` environment or action events inserted anywhere. Breadth-first, so the
/// first path that shows a problem is a shortest one. Transitions run with text rendering off; each
/// witness is replayed once with it on to get UIKit's exact words. Then each finding's fixes are tried
/// (`FixVerifier`: the witness replayed and the search run again with the fix applied).
public enum Explorer {
    package static func explore(_ request: ResolveRequest, options: ExploreOptions) throws(RunError) -> Exploration {
        let started = ContinuousClock.now
        let (request, extras, defaultEnvironment) = prepare(request, options: options)
        let script = 0..<options.scriptEvents

        let initial = Simulation.started(request, reportsSteps: false)
        // The app's own script must run on its own, as in /v1/resolve: else the same 400.
        var plain = initial
        if !plain.terminated {
            for index in script {
                do throws(Refusal) {
                    _ = try plain.transition(request.events[index], index: index)
                } catch {
                    throw .refused(error, event: index, cast: plain.cast)
                }
                if plain.terminated { break }
            }
        }

        // In a function of its own, so the search's states are freed before the fixes are checked.
        func search() -> (ordered: [Exploration.Found], known: [Finding.Identity: Finding.Severity], stats: Exploration.Stats) {
            var search = Search(
                request: request, extras: extras, script: script, options: options, started: started, start: initial.state,
                environment: options.environment ?? defaultEnvironment ?? 0..<0)
            var start = 0
            search.record(search.startFindings(initial), from: 0, event: nil, node: &start)
            search.run(from: initial)
            return (search.ordered(), search.severities, search.stats)
        }
        let (ordered, known, searched) = search()
        var stats = searched
        let deadline = options.finishingDeadline(from: started)
        var found = Self.selected(ordered, request: request, options: options, until: deadline, stats: &stats)
        var verifier = FixVerifier(
            request: request, options: options, extras: extras, script: script, known: known,
            deadline: started + .milliseconds(options.timeLimitMs))
        verifier.check(&found, finishing: deadline)
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
        var state = Simulation.started(request)
        var candidates = Search.findings(before: nil, after: state, rule: .r3_11, event: nil)
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
    /// One step of a witness path: kept for every new state and every transition that shows a new
    /// finding, not for every transition.
    struct Node {
        var parent: Int32
        var event: Int32
        var depth: Int32
    }

    let request: ResolveRequest
    let extras: [Int]
    let script: Range<Int>
    let options: ExploreOptions
    /// When the search began, boxed: `ContinuousClock.Instant` is resilient (the standard library may change
    /// its layout), so held inline it made every field's offset a run-time lookup and called `Search`'s
    /// metadata accessor on every transition (1.7 M instructions of the wide app's 339 M).
    let clock: StartedClock
    var started: ContinuousClock.Instant { clock.started }
    var nodes: [Node] = [Node(parent: -1, event: -1, depth: 0)]
    /// The distinct states seen, each stored once.
    var arena: StateArena
    /// Each finding with its first (shortest) path record, the order it was found in, and its entry paths.
    var found: [Finding.Identity: (finding: Finding, node: Int, order: Int, entries: EntryPaths)] = [:]
    var stats = Exploration.Stats()
    /// Each event's key in an entry path (`EntryPaths.keys`), and the buffers one is built in.
    let entryKeys: [Int32]
    var signature: [Int32] = []
    var prefixes: [UInt64] = []
    /// A fix's app calls around one event (while checking a fix).
    var splice: ModelChange.Splice?

    init(
        request: ResolveRequest, extras: [Int], script: Range<Int>, options: ExploreOptions, started: ContinuousClock.Instant,
        start: SimulationState, environment: Range<Int>
    ) {
        entryKeys = EntryPaths.keys(events: request.events, environment: environment)
        self.request = request
        self.extras = extras
        self.script = script
        self.options = options
        clock = StartedClock(started)
        arena = StateArena(start: start)
    }

    /// A new state did not fit in `maxBytes`: the search ends after the state being expanded.
    var full = false
    /// States waiting in the two frontier levels.
    var queued = 0

    /// What the search holds: the stored states, the path records and the queued frontier entries.
    var memoryBytes: Int {
        arena.bytes + nodes.count * MemoryLayout<Node>.stride + queued * MemoryLayout<Frontier>.stride
            + diagnosed.count * MemoryLayout<StoredDiagnosed>.stride
    }

    /// What the diagnostics saw in each stored state, by arena index: they are a function of the
    /// state, so an event that reaches a stored state need not run them again.
    var diagnosed: [StoredDiagnosed] = []

    /// Transitions left before the clock is read again (see `clockSaysStop`).
    var clockCountdown = 0

    /// What holds before any event (a launch that throws, launch warnings, a stranded first screen).
    func startFindings(_ state: Simulation) -> [Finding] {
        Self.findings(before: nil, after: state, rule: .r3_11, event: nil)
    }

    /// Keeps each new finding with the transition's path record, and counts the transition as an entry
    /// path of every finding it shows. The transition is `event` applied to the state of record `parent`;
    /// its own record is `node`, made here (from -1) when a finding or a witness needs it.
    mutating func record(_ findings: [Finding], from parent: Int, event: Int?, node: inout Int) {
        var signed = false
        for finding in findings {
            var index = found.index(forKey: finding.identity)
            if index == nil {
                found[finding.identity] = (finding, pathNode(&node, parent: parent, event: event), found.count, EntryPaths())
                index = found.index(forKey: finding.identity)
            }
            guard let index, !found.values[index].entries.capped else { continue }
            if !signed {
                entrySignature(to: parent, then: event)
                signed = true
            }
            let witness = found.values[index].entries.note(
                signature[...], prefixes: prefixes[...], maxWitnesses: options.maxWitnessesPerFinding)
            if witness { found.values[index].entries.witnessNodes.append(pathNode(&node, parent: parent, event: event)) }
        }
    }

    /// The transition's path record: made on first use (`node` -1 until then).
    mutating func pathNode(_ node: inout Int, parent: Int, event: Int?) -> Int {
        if node < 0, let event {
            node = nodes.count
            nodes.append(Node(parent: Int32(parent), event: Int32(event), depth: nodes[parent].depth + 1))
        }
        return node
    }

    mutating func run(from initial: Simulation) {
        guard !initial.terminated else { return }
        diagnosed.append(StoredDiagnosed(initial.diagnostics(event: nil, rule: .r3_11, previous: Diagnosed()).now))
        let scratch = Scratch(arena)
        _ = arena.insert(initial.state, position: 0)
        var frontier: [Frontier] = [Frontier(state: 0, extrasUsed: 0, node: 0)]
        queued = 1
        // The start counts: a search that finds no other state has still seen one.
        stats.distinctStates = arena.count
        // One simulation applies every transition: its state is read from the arena in place, so no
        // transition copies a table or the cast.
        var working = initial
        // What the launch reported is the start's; `expand` clears what each transition reports.
        working.log.warnings.removeAll()
        working.log.violation = nil
        working.log.geometryDenials = 0
        working.touched = TouchedNodes()
        var next: [Frontier] = []
        while !frontier.isEmpty {
            for entry in frontier {
                let position = scratch.load(Int(entry.state), from: arena, into: &working.state)
                let used = Int(entry.extrasUsed)
                stats.statesExplored += 1
                if clockSaysStop() { return stats.stop(.timeLimit) }
                if position < script.upperBound {
                    expand(entry, event: position, position: position + 1, used: used, working: &working, scratch: scratch, into: &next)
                }
                if used < options.maxExtraEvents {
                    for event in extras {
                        if clockSaysStop() { return stats.stop(.timeLimit) }
                        expand(entry, event: event, position: position, used: used + 1, working: &working, scratch: scratch, into: &next)
                    }
                }
                if arena.count >= options.maxStates { return stats.stop(.maxStates) }
                if full { return stats.stop(.maxExploreBytes) }
            }
            swap(&frontier, &next)
            next.removeAll(keepingCapacity: true)
            queued = frontier.count
        }
    }

    /// A state waiting to be expanded: its index in the arena (which also holds its script position).
    struct Frontier {
        var state: Int32
        var extrasUsed: Int32
        var node: Int32
    }

    /// What the diagnostics saw in a stored state: `Diagnosed`'s two controllers, -1 for none.
    struct StoredDiagnosed: Equatable {
        var stranded: Int32
        var unheardContainer: Int32

        init(_ diagnosed: Diagnosed) {
            stranded = ControllerID(diagnosed.stranded).raw
            unheardContainer = ControllerID(diagnosed.unheardContainer).raw
        }

        var diagnosed: Diagnosed {
            Diagnosed(
                stranded: ControllerID(raw: stranded).ref, unheardContainer: ControllerID(raw: unheardContainer).ref)
        }
    }

    /// The search's buffers, allocated once and freed with it: the frontier state's full record and
    /// index, and the words an event changed.
    final class Scratch {
        let parent: UnsafeMutablePointer<UInt64>
        let changes: UnsafeMutablePointer<StateArena.WordChange>
        let fullWords: Int
        var loaded = 0
        var changeCount = 0

        init(_ arena: StateArena) {
            fullWords = arena.fullWords
            parent = .allocate(capacity: arena.fullWords)
            parent.initialize(repeating: 0, count: arena.fullWords)
            changes = .allocate(capacity: arena.fullWords)
        }

        deinit {
            parent.deallocate()
            changes.deallocate()
        }

        /// Reads a stored state into `state` and keeps its record; returns its script position.
        func load(_ index: Int, from arena: StateArena, into state: inout SimulationState) -> Int {
            loaded = index
            arena.expand(index, into: UnsafeMutableBufferPointer(start: parent, count: fullWords))
            return restore(&state)
        }

        /// Puts the loaded state back into `state` whole (after an event that was refused or ended the
        /// run, whose changes are not listed).
        func restore(_ state: inout SimulationState) -> Int {
            StateArena.decode(UnsafeBufferPointer(start: parent, count: fullWords), into: &state)
        }

        /// Lists the words in which `state` differs from the loaded state; returns how many (none: the
        /// event left the state as it was, so it need not be stored or put back). Only the nodes in
        /// `touched` are compared: no other node was written since the state was loaded.
        func diff(_ state: SimulationState, touched: TouchedNodes, position: Int) -> Int {
            changeCount = StateArena.differences(state, touchedNodes: touched.sorted(), position: position, from: parent, into: changes)
            // Fails when a node was written without `Simulation[node:]`, so it was not noted.
            assert(sameAsWholeComparison(state, position: position))
            return changeCount
        }

        /// Whether comparing every node finds the same changes (debug builds check each event).
        private func sameAsWholeComparison(_ state: SimulationState, position: Int) -> Bool {
            let whole = UnsafeMutablePointer<StateArena.WordChange>.allocate(capacity: fullWords)
            defer { whole.deallocate() }
            let count = StateArena.differences(state, position: position, from: parent, into: whole)
            guard count == changeCount else { return false }
            return (0..<count).allSatisfy {
                whole[$0].index == changes[$0].index && whole[$0].value == changes[$0].value && whole[$0].old == changes[$0].old
            }
        }

        /// Puts the loaded state back into `state` by undoing the listed changes.
        func revert(_ state: inout SimulationState) {
            StateArena.revert(&state, UnsafeBufferPointer(start: changes, count: changeCount))
        }

        /// Stores the loaded state with the listed changes; returns its index and whether it was new.
        func store(in arena: inout StateArena) -> (index: Int, inserted: Bool) {
            arena.insert(UnsafeBufferPointer(start: changes, count: changeCount), parent: loaded, parentRecord: parent)
        }
    }

    /// Applies one event to the frontier state; records what it shows; queues the new state if it was
    /// never seen. `working` holds the frontier state on entry and again on return.
    @inline(__always)
    private mutating func expand(
        _ from: Frontier, event: Int, position: Int, used: Int, working after: inout Simulation, scratch: Scratch,
        into next: inout [Frontier]
    ) {
        stats.transitions += 1
        let depth = Int(nodes[Int(from.node)].depth) + 1
        // An event that cannot happen here (pop of a one-controller stack, dismiss with nothing
        // presented, a controller already on screen) is not enabled: no transition.
        let outcome: Simulation.Outcome
        do throws(Refusal) {
            if let splice, splice.applies(to: event) {
                guard let spliced = try after.transition(request.events[event], index: depth - 1, splice: splice) else {
                    return Self.finish(&after, .none, scratch)
                }
                outcome = spliced
            } else {
                outcome = try after.transition(request.events[event], index: depth - 1)
            }
        } catch {
            return Self.finish(&after, .whole, scratch)
        }
        let restore = settle(
            from, event: event, position: position, used: used, depth: depth, rule: outcome.rule, after: &after, scratch: scratch,
            into: &next)
        Self.finish(&after, restore, scratch)
    }

    /// Clears what an event reported (a violation comes only with a termination or a denied geometry
    /// request), so the next starts with an empty log, and puts the frontier state back: whole after a
    /// refusal or a terminated run, else by undoing the changed words.
    @inline(__always)
    private static func finish(_ after: inout Simulation, _ restore: Restore, _ scratch: Scratch) {
        // The frontier state is back below (or was never left): no node differs from it now.
        after.touched?.clear()
        if after.terminated || after.log.geometryDenials > 0 || !after.log.warnings.isEmpty {
            after.log.warnings.removeAll(keepingCapacity: true)
            after.log.violation = nil
            after.log.geometryDenials = 0
        }
        switch restore {
        case .none: break
        case .whole: _ = scratch.restore(&after.state)
        case .changes: scratch.revert(&after.state)
        }
    }

    /// What an applied event leads to, while its state is in `after`: the findings it shows, and the
    /// new state stored and queued. Returns how to put the frontier state back.
    @inline(__always)
    private mutating func settle(
        _ from: Frontier, event: Int, position: Int, used: Int, depth: Int, rule: Rule, after: inout Simulation, scratch: Scratch,
        into next: inout [Frontier]
    ) -> Restore {
        stats.deepestPath = max(stats.deepestPath, depth)
        let previous = diagnosed[Int(from.state)]
        let reported = after.terminated || after.log.geometryDenials > 0 || !after.log.warnings.isEmpty
        if after.terminated {
            let findings = Self.findings(
                after: after, wasTerminated: false, denied: after.log.geometryDenials > 0, previous: previous.diagnosed, rule: rule,
                event: depth - 1
            ).findings
            var node = -1
            if !findings.isEmpty { record(findings, from: Int(from.node), event: event, node: &node) }
            return .whole
        }
        // A self-loop (a turn to the orientation the device already has, a mask set to its value;
        // about half of all events) reaches the loaded state: it is stored already, need not be put
        // back, and its diagnostics are the loaded state's, so none starts to hold.
        guard scratch.diff(after.state, touched: after.touched!, position: position) > 0 else {
            guard reported else { return .none }
            let findings = Self.findings(
                after: after, wasTerminated: false, denied: after.log.geometryDenials > 0, previous: previous.diagnosed, rule: rule,
                event: depth - 1, diagnose: false
            ).findings
            var node = -1
            if !findings.isEmpty { record(findings, from: Int(from.node), event: event, node: &node) }
            return .none
        }
        let (index, inserted) = scratch.store(in: &arena)
        // A stored state's diagnostics are known: they are run again only when they differ from what
        // held before the event (then some start to hold, and are findings of this transition).
        let known = inserted ? nil : diagnosed[index]
        var now = known ?? previous
        var findings: [Finding] = []
        if reported || known != previous {
            let shown = Self.findings(
                after: after, wasTerminated: false, denied: after.log.geometryDenials > 0, previous: previous.diagnosed, rule: rule,
                event: depth - 1, diagnose: known == nil || known != previous)
            findings = shown.findings
            now = StoredDiagnosed(shown.diagnosed)
        }
        var node = -1
        if !findings.isEmpty { record(findings, from: Int(from.node), event: event, node: &node) }
        guard inserted else { return .changes }
        // Over the budget: this new state is not kept, and the search is no longer exhaustive.
        guard arena.count <= options.maxStates else {
            arena.removeLast()
            stats.stop(.maxStates)
            return .changes
        }
        diagnosed.append(now)
        guard memoryBytes <= options.maxBytes else {
            arena.removeLast()
            diagnosed.removeLast()
            full = true
            stats.stop(.maxExploreBytes)
            return .changes
        }
        stats.distinctStates = arena.count
        let record = pathNode(&node, parent: Int(from.node), event: event)
        next.append(Frontier(state: Int32(index), extrasUsed: Int32(used), node: Int32(record)))
        queued += 1
        return .changes
    }

    /// How `expand` puts the frontier state back.
    enum Restore {
        case none, whole, changes
    }

    /// The findings, most severe first, then in the order found (which is by witness length).
    func ordered() -> [Exploration.Found] {
        found.values.sorted { ($0.finding.severity, -$0.order) > ($1.finding.severity, -$1.order) }.map {
            Exploration.Found(
                finding: $0.finding, path: path(to: $0.node),
                entryPaths: Exploration.EntryPaths(
                    count: $0.entries.count, capped: $0.entries.capped, witnesses: $0.entries.witnessNodes.map(path(to:))))
        }
    }

    /// Every finding's identity and severity.
    var severities: [Finding.Identity: Finding.Severity] { found.mapValues(\.finding.severity) }

    func path(to node: Int) -> [Int] {
        var path: [Int] = []
        var current = node
        while current > 0 {
            path.append(Int(nodes[current].event))
            current = Int(nodes[current].parent)
        }
        return path.reversed()
    }

    /// What one transition shows: a new exception, a denied geometry request, each new warning, and
    /// the diagnostics that start to hold afterwards (as /v1/resolve reports them: a screen still
    /// stranded after another event is the same problem). `previous` is what held before the event.
    static func findings(
        after: Simulation, wasTerminated: Bool, denied: Bool, previous: Diagnosed, rule: Rule, event: Int?,
        diagnose: Bool = true
    ) -> (findings: [Finding], diagnosed: Diagnosed) {
        var findings: [Finding] = []
        if after.terminated, !wasTerminated, let violation = after.violation {
            // `raise` is the only way a run terminates, and it always records a cause.
            let cause = violation.cause ?? .noCommonOrientation
            findings.append(
                Finding(
                    .exception, .crash, code: .exception(cause.name), rule: rule, controller: violation.controller,
                    message: violation.reason, event: event, cause: cause))
        }
        if denied {
            let decider = after.evaluate(window: after.statusBarWindow).decidingController
            findings.append(
                Finding(
                    .geometryRequestDenied, .error, code: .sceneError101, rule: rule, controller: decider,
                    message: after.lastGeometryDenial, event: event))
        }
        for warning in after.warnings {
            findings.append(
                Finding(
                    .warning, .warning, code: .warning(warning.code), rule: rule,
                    controller: warning.controller, message: warning.message, event: event))
        }
        guard !after.terminated else { return (findings, Diagnosed()) }
        // The diagnostics are a function of the state: the same state holds the same ones.
        guard diagnose else { return (findings, previous) }
        let diagnostics = after.diagnostics(event: event, rule: rule, previous: previous)
        // Most transitions show nothing: no array is built for them.
        if findings.isEmpty { return (diagnostics.findings, diagnostics.now) }
        return (findings + diagnostics.findings, diagnostics.now)
    }

    /// The same, working out what held before the event from the state itself.
    static func findings(before: Simulation?, after: Simulation, rule: Rule, event: Int?) -> [Finding] {
        let previous = before.map { $0.terminated ? Diagnosed() : $0.diagnostics(event: nil, rule: rule, previous: Diagnosed()).now }
        return findings(
            after: after, wasTerminated: before?.terminated ?? false,
            denied: before.map { after.geometryDenials > $0.geometryDenials } ?? false, previous: previous ?? Diagnosed(),
            rule: rule, event: event
        ).findings
    }
}

/// A search's start instant, behind one reference so that `Search` keeps a layout the compiler knows.
final class StartedClock: Sendable {
    let started: ContinuousClock.Instant

    init(_ started: ContinuousClock.Instant) { self.started = started }
}
