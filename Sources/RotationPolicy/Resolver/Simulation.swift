/// One run of the simulated app: the request's fixed cast, the state between events and what the
/// events reported. `apply(_:index:)` is the transition function `(state, event) -> (state, step)`;
/// everything UIKit-specific lives in the files named after the rule.
public struct Simulation: Sendable {
    /// Why an event ended as it did: a reason (values, worded by the wire) and the rule behind it.
    struct Outcome {
        var reason: Reason
        var rule: Rule
        /// Other rules the event applied and the assumptions it made (the step's `confidence`).
        var grounds = Grounds()

        /// The same outcome, resting on a choice docs/rules.md marks uncertain, made under `rule`.
        func assuming(_ assumption: Assumption, under rule: Rule? = nil) -> Outcome {
            var outcome = self
            outcome.grounds.assumptions.insert(AssumptionSet(assumption))
            outcome.grounds.assumedRules.insert(RuleSet(rule ?? self.rule))
            return outcome
        }

        /// The fallback order chose among `mask`'s orientations: only a choice (assumed) when there were
        /// several; with one, UIKit has no other.
        func assumingFallback(among mask: OrientationMask) -> Outcome {
            mask.orientations.count > 1 ? assuming(.fallbackOrientation) : self
        }
    }

    func outcome(_ reason: Reason, rule: Rule) -> Outcome { Outcome(reason: reason, rule: rule) }

    /// A controller as messages print it, with the class it has now.
    func mention(_ ref: ControllerID) -> Mention { Mention(ref: ref, classID: controllers[ref].classID) }

    /// The cast, behind one reference shared with the answer (`Resolution.names`). Held inline it made a
    /// simulation 520 bytes: every non-mutating call from a mutating transition copied it (a memcpy and a
    /// retain of each table), about twice per device turn in the explorer.
    let names: Resolution.Names
    var cast: Cast {
        _read { yield names.cast }
    }
    var state: SimulationState
    var log = RunLog()
    /// Whether the run reports steps: only then does it gather what only a step shows (a cross-platform
    /// call's UIKit calls and trace, the stranded check of a container change). No text is made either
    /// way (reasons and messages are values). The explorer turns it off and replays each witness with it on.
    var reportsSteps = true
    /// react-native-orientation-locker's `_isLocking`: true only inside one of its calls, so the device
    /// changes its own KVC sets make do not reach its `_lastDeviceOrientation`.
    var rnolLocking = false
    /// The nodes written since the explorer last cleared the list; nil (nothing noted) in the resolver.
    var touched: TouchedNodes?

    /// The app as the request describes it, before launch and before any event.
    public init(_ request: borrowing ResolveRequest) {
        // Built in locals, then stored: setting the key scene on `self.state` made the initialiser copy the
        // whole simulation out (0.7 K instructions per request). Loops, not `first(where:)`: a closure
        // over `self` copies it too.
        var (cast, state) = Cast.make(request)
        for key in state.windows.windowIDs where state.windows[key].key {
            state.globals.keyScene = UInt8(truncatingIfNeeded: cast.windows[key].scene.raw)
            break
        }
        names = Resolution.Names(cast: cast)
        self.state = state
        statusBarWindow = findStatusBarWindow()
    }

    // The fixed facts and the state's fields under the names the transitions use; `_read`/`_modify`
    // edit in place, so no access copies a table.
    var app: AppConfiguration {
        _read { yield cast.app }
    }

    var options: ResolveRequest.Options {
        _read { yield cast.options }
    }
    var hops: Int { cast.hops }

    // Read-only: every write goes through `self[node:]`, so none escapes the explorer's touched list.
    var controllers: [ControllerNode] {
        _read { yield state.nodes }
    }

    /// A controller's node, to change it. When the explorer asks (`touched`), its index is noted,
    /// so the explorer compares only the nodes an event touched with the state it expanded, instead of
    /// every node (`StateArena.differences`: a quarter of the wide app's search did that).
    subscript(node id: ControllerID) -> ControllerNode {
        _read { yield state.nodes[id.index] }
        _modify {
            touched?.note(id.index)
            yield &state.nodes[id.index]
        }
    }

    var windows: [WindowNode] {
        _read { yield state.windows }
        _modify { yield &state.windows }
    }

    var deviceOrientation: DeviceOrientation {
        get { state.globals.deviceOrientation }
        set {
            rnolObserveDeviceChange(to: newValue)
            state.globals.deviceOrientation = newValue
        }
    }

    var physicalOrientation: DeviceOrientation {
        get { state.globals.physicalOrientation }
        set { state.globals.physicalOrientation = newValue }
    }

    var locked: Bool {
        get { state.globals.locked }
        set { state.globals.locked = newValue }
    }

    var terminated: Bool {
        get { state.globals.terminated }
        set { state.globals.terminated = newValue }
    }

    /// The window controlling the status bar (R4).
    var statusBarWindow: WindowID {
        get { state.globals.statusBarWindowID }
        set { state.globals.statusBarWindowID = newValue }
    }

    /// Set by the deprecated setStatusBarOrientation; owned by the window that had the status bar then.
    var statusBarOverride: StatusBarOverride? {
        get {
            guard let window = state.globals.overrideWindowID.ref,
                let orientation = InterfaceOrientation(rawValue: Int(state.globals.overrideOrientation))
            else { return nil }
            return StatusBarOverride(window: window, orientation: orientation)
        }
        set {
            state.globals.overrideWindowID = WindowID(newValue?.window)
            state.globals.overrideOrientation = newValue.map { UInt8(truncatingIfNeeded: $0.orientation.rawValue) } ?? 0xFF
        }
    }

    /// application(_:supportedInterfaceOrientationsFor:); nil = not implemented (R1.2). Cross-platform
    /// events change it, so it is state, not cast.
    var delegateOrientations: OrientationMask? {
        get { state.globals.delegateMask == 0xFF ? nil : OrientationMask(rawValue: Int(state.globals.delegateMask)) }
        set { state.globals.delegateMask = newValue.map { UInt8(truncatingIfNeeded: $0.rawValue) } ?? 0xFF }
    }

    var violation: Violation? {
        get { log.violation }
        set { log.violation = newValue }
    }

    var warnings: [Warning] {
        _read { yield log.warnings }
        _modify { yield &log.warnings }
    }

    var geometryDenials: Int {
        get { log.geometryDenials }
        set { log.geometryDenials = newValue }
    }

    var lastGeometryDenial: Message {
        get { log.lastGeometryDenial }
        set { log.lastGeometryDenial = newValue }
    }

    var work: Int {
        get { log.work }
        set { log.work = newValue }
    }

    var crossPlatformTrace: [TraceLine] {
        _read { yield log.crossPlatformTrace }
        _modify { yield &log.crossPlatformTrace }
    }

    /// The class UIKit prints for a controller: the request's `class`, else the UIKit class of its kind.
    func className(_ ref: ControllerID) -> String { cast.className(ref, controllers[ref].classID) }

    /// The kind of a controller.
    func kind(_ ref: ControllerID) -> ControllerKind { cast.controllers.kind(ref) }

    /// UINavigationController.topViewController; other kinds: their last child.
    func topChild(_ ref: ControllerID) -> ControllerID? {
        cast.controllers.kind(ref) == .navigationController
            ? controllers[ref].stackTopID.ref : cast.controllers.fixedChild(ref, at: cast.controllers.fixedChildCount(ref) - 1)
    }

    /// UITabBarController.selectedViewController.
    func selectedChild(_ ref: ControllerID) -> ControllerID? {
        guard cast.controllers.kind(ref) != .navigationController else {
            // A stack's children by index from the bottom; tab bars are never navigation controllers.
            let count = Int(controllers[ref].stackCount)
            guard controllers[ref].selectedIndex >= 0, controllers[ref].selectedIndex < count else { return nil }
            return stackChildren(ref)[controllers[ref].selectedIndex]
        }
        return cast.controllers.fixedChild(ref, at: controllers[ref].selectedIndex)
    }

    /// The first child: the bottom of a navigation stack, else the first declared child.
    func firstChild(_ ref: ControllerID) -> ControllerID? {
        cast.controllers.kind(ref) == .navigationController ? stackChildren(ref).first : cast.controllers.fixedChild(ref, at: 0)
    }

    /// A navigation controller's stack, bottom → top (walked down from the top; for the rare readers
    /// that need more than the top).
    func stackChildren(_ ref: ControllerID) -> [ControllerID] {
        var children: [ControllerID] = []
        var current = controllers[ref].stackTopID
        while let child = current.ref {
            children.append(child)
            current = controllers[child].stackBelowID
        }
        return children.reversed()
    }

    /// Runs a whole request: launch or the given state, then every event until one throws.
    package static func run(
        _ request: consuming ResolveRequest, limits: RunLimits = .default
    ) throws(RunError)
        -> Resolution
    {
        let events = request.events
        var state = started(request)
        var steps: [Step] = []
        steps.reserveCapacity(events.count)
        var (findings, diagnosed) = state.diagnostics(event: nil, rule: .r3_11, previous: Diagnosed())
        var answerBytes = 1024
        if state.terminated {
            // A launch that throws: one step-like entry says why, instead of an empty timeline.
            steps.append(state.launchStep())
        } else {
            for (index, event) in events.enumerated() {
                let (step, rule, evaluation) = try state.applyEvaluated(event, index: index)
                // Sized before it is appended, so that the append is the step's last use and moves it
                // (appending first copied every step, a retain per field).
                answerBytes += step.estimatedBytes(nameBytes: step.decidingController.map { state.cast.controllers.nameByteCount($0) } ?? 0)
                steps.append(step)
                try state.checkWork(limits.maxWork, event: index)
                try checkAnswer(answerBytes, limits.maxAnswerBytes, event: index)
                if state.terminated { break }
                let found = state.diagnostics(event: index, rule: rule, previous: diagnosed, evaluation: evaluation)
                findings += found.findings
                diagnosed = found.now
            }
        }
        let applied = steps.last?.event.map { $0 + 1 } ?? 0
        var resolution = state.resolution(steps: steps, findings: findings, skippedEvents: events.count - applied)
        resolution.confidence = state.summary(of: steps)
        return resolution
    }

    /// A 422 as soon as the steps so far would make the answer larger than the limit: decided during the
    /// run, not after the whole answer was built.
    static func checkAnswer(_ bytes: Int, _ limit: Int, event index: Int) throws(RunError) {
        guard bytes > limit else { return }
        throw .answerTooLarge(limit: limit, event: index)
    }

    /// What happens before the first event: the Info.plist checks, then the launch when the request
    /// gives no interface orientation.
    mutating func start(interfaceOrientationGiven: Bool) {
        checkInfoPlist()
        if !interfaceOrientationGiven {
            launch()
        } else {
            // Without a launch the answer still rests on these choices, as a launch's does.
            let grounds = startingGrounds()
            if !grounds.assumptions.isEmpty {
                log.launchEvidence = evidence(
                    rule: .r1_7, grounds: grounds, evaluation: Evaluation(decision: nil, mask: []), raisedBy: nil)
            }
        }
        readInterfaceOrientationLock()
    }

    /// The app just before its first event, reporting steps or not (the explorer does not).
    static func started(_ request: borrowing ResolveRequest, reportsSteps: Bool = true) -> Simulation {
        var simulation = Simulation(request)
        simulation.reportsSteps = reportsSteps
        simulation.start(interfaceOrientationGiven: request.interfaceOrientation != nil)
        return simulation
    }

    /// A 422 once the simulation has done more work than the budget allows, so no request within the
    /// limits runs for long (many windows × many events, deep trees × many events).
    func checkWork(_ maxWork: Int, event index: Int) throws(RunError) {
        guard work > maxWork else { return }
        throw .workExceeded(limit: maxWork, event: index)
    }

    /// One transition: applies the event and reports the step.
    package mutating func apply(_ event: Event, index: Int) throws(RunError) -> Step {
        try applyEvaluated(event, index: index).step
    }

    /// The transition and its step, plus the status-bar window's evaluation after it, which the run's
    /// diagnostics reuse instead of evaluating the hierarchy again.
    mutating func applyEvaluated(_ event: Event, index: Int) throws(RunError) -> (step: Step, rule: Rule, evaluation: Evaluation) {
        let before = topLevelOrientation
        let outcome: Outcome
        do throws(Refusal) {
            outcome = try transition(event, index: index)
        } catch {
            throw .refused(error, event: index, cast: cast)
        }
        let top = statusBarWindow
        let evaluation = evaluate(window: top)
        let step = Step(
            event: index,
            type: event.kind,
            interfaceOrientation: windows[top].orientation,
            rotated: windows[top].orientation != before,
            supportedOrientations: evaluation.mask,
            decidingController: evaluation.decidingController,
            reason: outcome.reason,
            followUp: takeFollowUp(),
            crossPlatform: takeCrossPlatformParts(),
            rule: outcome.rule,
            trace: options.trace ? takeCrossPlatformTrace() + trace(window: top) : nil,
            evidence: evidence(
                rule: outcome.rule, grounds: outcome.grounds, evaluation: evaluation,
                raisedBy: violation?.event == index ? violation?.controller : nil)
        )
        return (step, outcome.rule, evaluation)
    }

    /// The transition alone, without the step's report: what the explorer applies millions of times.
    mutating func transition(_ event: Event, index: Int) throws(Refusal) -> Outcome {
        work += hops
        let outcome: Outcome
        switch event {
        case .deviceTurned(let orientation): outcome = deviceTurned(orientation, event: index)
        case .orientationLockSwitched(let locked): outcome = lockSwitched(locked, event: index)
        case .deviceOrientationSet(let orientation): outcome = deviceOrientationSet(orientation, event: index)
        case .rotationAttempted: outcome = rotationAttempted(event: index)
        case .supportedOrientationsInvalidated(let controller):
            outcome = try supportedOrientationsInvalidated(controller, event: index)
        case .geometryUpdateRequested(let mask): outcome = geometryUpdateRequested(mask, event: index)
        case .pushed(let navigation, let controller): outcome = try pushed(controller, onto: navigation, event: index)
        case .popped(let navigation): outcome = try popped(navigation, toRoot: false, event: index)
        case .poppedToRoot(let navigation): outcome = try popped(navigation, toRoot: true, event: index)
        case .tabSelected(let tabBar, let tab): outcome = try tabSelected(tabBar, index: tab, event: index)
        case .presented(let presenter, let style, let removes, let controller):
            outcome = try presented(
                Presentation(style: style, removesPresenterView: removes, controller: controller), by: presenter,
                event: index)
        case .dismissed(let controller): outcome = try dismissed(controller, event: index)
        case .overridesChanged(let controller, let patch): outcome = try overridesChanged(controller, patch, event: index)
        case .statusBarOrientationSet(let orientation): outcome = statusBarOrientationSet(orientation, event: index)
        case .windowAdded(let window): outcome = try windowAdded(window, event: index)
        case .windowRemoved(let window): outcome = try windowRemoved(window, event: index)
        case .windowMadeKey(let window): outcome = try windowMadeKey(window, event: index)
        case .windowMadeKeyOnly(let window): outcome = try windowMadeKeyOnly(window, event: index)
        case .delegateMaskSet(let mask): outcome = delegateMaskSet(mask)
        case .interfaceOrientationLockInvalidated(let controller):
            outcome = try interfaceOrientationLockInvalidated(controller, event: index)
        case .windowingModeSet(let mode, let scene): outcome = windowingModeSet(mode, scene: scene, event: index)
        case .sceneActivated(let scene): outcome = sceneActivated(scene, event: index)
        case .sceneResized(let fills, let scene): outcome = sceneResized(fillsScreen: fills, scene: scene, event: index)
        case .windowHiddenSet(let window, let hidden): outcome = try windowHiddenSet(window, hidden: hidden, event: index)
        case .crossPlatform(let call): outcome = try crossPlatform(call, event: index)
        }
        return outcome
    }

    var topLevelOrientation: InterfaceOrientation { windows[statusBarWindow].orientation }

    /// Installed windows that have a root and take part: the ones that rotate (R4). From iOS 13 a hidden
    /// window does not (assumed); before, a hidden window with a root still turns the status bar
    /// (openradar 50405134, iOS 12.2). Tested per index, so a transition builds no array of them.
    func isRotating(_ window: WindowID) -> Bool {
        windows[window].installed && (!windows[window].hidden || !hiddenWindowsSkipped)
            && cast.windows[window].root != nil
    }

    /// iOS 13+: hidden windows are skipped for the status bar, the scene and rotations (assumed); before
    /// iOS 13 they are not (observed).
    var hiddenWindowsSkipped: Bool { app.iosVersion.atLeast(13) }

    /// Moves a window to a new orientation; the status bar follows its window again (docs/rules.md#r5
    /// and 24).
    mutating func rotate(_ window: WindowID, to orientation: InterfaceOrientation) {
        guard windows[window].orientation != orientation else { return }
        if statusBarOverride?.window == window { statusBarOverride = nil }
        windows[window].orientation = orientation
    }

    /// E is empty on a rotation path (§7, docs/rules.md#s7-e1): iOS < 13 throws E1 when shouldAutorotate
    /// counts; iOS 13+ keeps the current orientation and logs.
    mutating func emptyMaskOnRotationPath(_ window: WindowID, _ evaluation: Evaluation, event: Int?) -> Outcome {
        guard let decision = evaluation.decision else { return outcome(.emptyMask(.appAllowsNone), rule: .s7) }
        guard autorotates(decision) else {
            return outcome(.emptyMask(.shouldNotAutorotate(mention(decision.owner))), rule: .s7E1)
        }
        if app.iosVersion.atLeast(13) {
            warn(
                WarningCode.noCommonOrientation, controller: decision.owner,
                .noCommonOrientationKept(owner: mention(decision.owner), keeps: windows[window].orientation), event: event)
            return outcome(.emptyMask(.keepsOrientation), rule: .s7E1)
        }
        raiseNoCommonOrientation(decision, event: event)
        return outcome(.emptyMask(.throwsBeforeIOS13), rule: .s7E1)
    }

    /// E1: `UIApplicationInvalidInterfaceOrientation` naming the class UIKit asked (docs/rules.md#s7-e1).
    mutating func raiseNoCommonOrientation(_ decision: Decision, event: Int?) {
        raise(.noCommonOrientation, .noCommonOrientation(asked: mention(decision.asked)), event: event, controller: decision.owner)
    }

    /// iOS 16+ ignores shouldAutorotate; say so once per controller whose NO would have mattered.
    mutating func noteIgnoredAutorotate(_ decision: Decision, event: Int) {
        guard app.iosVersion.atLeast(16), !decision.shouldAutorotate,
            !controllers[decision.owner].warnedAutorotate
        else { return }
        self[node: decision.owner].warnedAutorotate = true
        warn(WarningCode.shouldAutorotateIgnored, controller: decision.owner, .shouldAutorotateIgnored(mention(decision.owner)), event: event)
    }
}

extension Simulation {
    /// Applies the request's events without reporting steps, as the explorer does, and builds no steps: the
    /// transition function alone (for benchmarks). Returns how many events were applied.
    public static func replay(_ request: ResolveRequest) -> Int {
        var state = started(request, reportsSteps: false)
        var applied = 0
        for (index, event) in request.events.enumerated() where !state.terminated {
            guard (try? state.transition(event, index: index)) != nil else { break }
            applied += 1
        }
        return applied
    }
}
