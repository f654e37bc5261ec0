/// The simulated app between events. `apply(_:index:)` is the transition function
/// `(state, event) -> (state, step)`; everything UIKit-specific lives in the files named after the rule.
public struct SimulationState: Sendable {
    struct WindowState: Sendable {
        var window: Window
        var orientation: InterfaceOrientation
        /// On screen: initial windows from the start, event windows once added, none after removal.
        var installed: Bool
    }

    /// Why an event ended as it did: one sentence and the rule behind it. The sentence is empty when
    /// `rendersText` is off (the explorer), so a transition builds no String.
    struct Outcome {
        var reason: Sentence
        var rule: String
    }

    /// Builds an outcome; the reason is only formatted when text is rendered.
    func outcome(reason: @autoclosure () -> Sentence, rule: String) -> Outcome {
        Outcome(reason: rendersText ? reason() : "", rule: rule)
    }

    var app: AppConfiguration
    var options: ResolveRequest.Options
    var controllers: [Controller]
    var windows: [WindowState]
    /// UIDevice.orientation: keeps its value while the lock is on (precise semantics 8).
    var deviceOrientation: DeviceOrientation
    /// How the device is really held; differs from `deviceOrientation` only under the lock.
    var physicalOrientation: DeviceOrientation
    var locked: Bool
    /// Set by the deprecated setStatusBarOrientation; owned by the window that had the status bar then.
    var statusBarOverride: StatusBarOverride?
    var violation: Violation?
    var terminated = false
    var warnings: [Warning] = []
    /// Controllers already warned about an ignored shouldAutorotate NO, to warn once each.
    var warnedAutorotate: Set<ControllerRef> = []
    /// The window controlling the status bar (R4); changes only with window events, so it is kept
    /// rather than searched for at every use (which made many-window requests quadratic).
    var statusBarWindow: WindowRef = 0
    /// Reasons, warning and violation texts are formatted only when on. The explorer turns it off and
    /// replays each witness with it on.
    var rendersText = true
    /// Denied geometry requests so far (E3); `violation` keeps only the first.
    var geometryDenials = 0
    /// E3's text for the latest denial (empty when texts are not rendered).
    var lastGeometryDenial = ""
    /// Work so far, bounded by `RequestLimits.maxWork`: decider evaluations, each weighted by how far a
    /// decision may walk (`hops`), so deep trees count as much as many windows.
    var work = 0
    /// 1 + the deepest controller in the request: the most hops one decision walks.
    var hops = 1
    /// The UIKit calls a cross-platform event made, for its step's trace (Resolver/CrossPlatform.swift).
    var crossPlatformTrace: [Sentence] = []

    /// The app as the request describes it, before launch and before any event.
    public init(_ request: consuming ResolveRequest) {
        app = request.app
        options = request.options
        // Taken, not shared: when the caller hands its request over (a resolve), the table is then
        // uniquely referenced and the first event edits it in place instead of copying every controller.
        controllers = []
        swap(&controllers, &request.controllers)
        deviceOrientation = request.deviceOrientation
        physicalOrientation = request.deviceOrientation
        locked = request.orientationLocked
        let start = request.interfaceOrientation ?? .portrait
        windows = request.windows.map { WindowState(window: $0, orientation: start, installed: !$0.addedByEvent) }
        statusBarWindow = findStatusBarWindow()
        // A loop over a static function: a closure capturing `self` here copied the whole state.
        var deepest = 0
        for ref in controllers.indices { deepest = max(deepest, Self.depth(of: ref, in: controllers)) }
        hops = 1 + deepest
    }

    /// How many links lead from a controller up to the top of its tree (parents and presenters); with the
    /// table in declaration order, parents come first, so this stays linear over the whole request.
    private static func depth(of ref: ControllerRef, in controllers: [Controller]) -> Int {
        var depth = 0
        var current = ref
        while let up = controllers[current].parent ?? controllers[current].presenter, depth < controllers.count {
            depth += 1
            current = up
        }
        return depth
    }

    /// Runs a whole request: launch or the given state, then every event until one throws.
    public static func run(
        _ request: consuming ResolveRequest, limits: RequestLimits = .default
    ) throws(RequestError)
        -> Resolution
    {
        let events = request.events
        var state = started(request)
        var steps: [Step] = []
        steps.reserveCapacity(events.count)
        var (findings, diagnosed) = state.diagnostics(event: nil, rule: "R3.11", previous: Diagnosed())
        var answerBytes = 1024
        if state.terminated {
            // A launch that throws: one step-like entry says why, instead of an empty timeline.
            steps.append(state.launchStep())
        } else {
            for (index, event) in events.enumerated() {
                let (step, evaluation) = try state.applyEvaluated(event, index: index)
                steps.append(step)
                try state.checkWork(limits.maxWork, event: index)
                answerBytes += step.estimatedBytes
                try checkAnswer(answerBytes, limits.maxAnswerBytes, event: index)
                if state.terminated { break }
                let found = state.diagnostics(event: index, rule: step.rule, previous: diagnosed, evaluation: evaluation)
                findings += found.findings
                diagnosed = found.now
            }
        }
        let applied = steps.last?.event.map { $0 + 1 } ?? 0
        return state.resolution(steps: steps, findings: findings, skippedEvents: events.count - applied)
    }

    /// A 422 as soon as the steps so far would make the answer larger than the limit: decided during the
    /// run, not after the whole answer was built.
    static func checkAnswer(_ bytes: Int, _ limit: Int, event index: Int) throws(RequestError) {
        guard bytes > limit else { return }
        throw RequestError(
            .limitExceeded, path: ResolveRequest.eventPath(index),
            "the answer would be larger than \(limit) bytes by this event (--max-answer-bytes); send fewer events, or leave out options.trace"
        )
    }

    /// What happens before the first event: the Info.plist checks, then the launch when the request
    /// gives no interface orientation.
    mutating func start(interfaceOrientationGiven: Bool) {
        checkInfoPlist()
        if !interfaceOrientationGiven { launch() }
    }

    /// The app just before its first event, texts rendered or not (the explorer turns them off).
    static func started(_ request: consuming ResolveRequest, rendersText: Bool = true) -> SimulationState {
        let interfaceOrientationGiven = request.interfaceOrientation != nil
        var state = SimulationState(request)
        state.rendersText = rendersText
        state.start(interfaceOrientationGiven: interfaceOrientationGiven)
        return state
    }

    /// A 422 once the simulation has done more work than the budget allows, so no request within the
    /// limits runs for long (many windows × many events, deep trees × many events).
    func checkWork(_ maxWork: Int, event index: Int) throws(RequestError) {
        guard work > maxWork else { return }
        throw RequestError(
            .limitExceeded, path: ResolveRequest.eventPath(index),
            "the simulation needs more than \(maxWork) units of work (decider evaluations × tree depth; the work budget, --max-work) by this event; send fewer windows or events, or shallower trees"
        )
    }

    /// One transition: applies the event and reports the step.
    public mutating func apply(_ event: Event, index: Int) throws(RequestError) -> Step {
        try applyEvaluated(event, index: index).step
    }

    /// The transition and its step, plus the status-bar window's evaluation after it, which the run's
    /// diagnostics reuse instead of evaluating the hierarchy again.
    mutating func applyEvaluated(_ event: Event, index: Int) throws(RequestError) -> (step: Step, evaluation: Evaluation) {
        let before = topLevelOrientation
        let outcome = try transition(event, index: index)
        let top = statusBarWindow
        let evaluation = evaluate(window: top)
        let step = Step(
            event: index,
            type: event.typeName,
            interfaceOrientation: windows[top].orientation,
            rotated: windows[top].orientation != before,
            supportedOrientations: evaluation.mask,
            decidingController: evaluation.decidingController.map { controllers.name($0) },
            reason: app.supportsMultitasking && rendersText
                ? "\(outcome.reason) (iPad multitasking: UIKit ignores every controller's mask and the app delegate, E = all)"
                : outcome.reason,
            rule: outcome.rule,
            trace: options.trace ? takeCrossPlatformTrace() + trace(window: top) : nil
        )
        return (step, evaluation)
    }

    /// The transition alone, without the step's report: what the explorer applies millions of times.
    mutating func transition(_ event: Event, index: Int) throws(RequestError) -> Outcome {
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
        case .crossPlatform(let call): outcome = try crossPlatform(call, event: index)
        }
        return outcome
    }

    var topLevelOrientation: InterfaceOrientation { windows[statusBarWindow].orientation }

    /// Installed windows that have a root: the ones that rotate (R4). Tested per index, so a transition
    /// builds no array of them.
    func isRotating(_ window: WindowRef) -> Bool { windows[window].installed && windows[window].window.root != nil }

    /// Moves a window to a new orientation; the status bar follows its window again (precise semantics 10
    /// and 24).
    mutating func rotate(_ window: WindowRef, to orientation: InterfaceOrientation) {
        guard windows[window].orientation != orientation else { return }
        if statusBarOverride?.window == window { statusBarOverride = nil }
        windows[window].orientation = orientation
    }

    /// E is empty on a rotation path (§7, precise semantics 1): iOS < 13 throws E1 when shouldAutorotate
    /// counts; iOS 13+ keeps the current orientation and logs.
    mutating func emptyMaskOnRotationPath(_ window: WindowRef, _ evaluation: Evaluation, event: Int?) -> Outcome {
        guard let decision = evaluation.decision else {
            return outcome(reason: "the app allows no orientation this device supports; nothing rotates", rule: "§7")
        }
        guard autorotates(decision) else {
            return outcome(
                reason:
                    "no orientation is common to the controller, the app and the device, but [\(controllers[decision.owner].className) shouldAutorotate] returns NO: nothing is thrown and the orientation stays",
                rule: "§7 E1")
        }
        if app.iosVersion.atLeast(13) {
            warn(
                WarningCode.noCommonOrientation,
                controller: decision.owner,
                text(
                    "Supported orientations of \(describe(decision.owner)) have no common orientation with the application; iOS 13+ keeps the current orientation (\(windows[window].orientation.name))"
                ),
                event: event)
            return outcome(
                reason: "no common orientation: from iOS 13 the scene keeps its current orientation instead of throwing",
                rule: "§7 E1")
        }
        raiseNoCommonOrientation(decision, event: event)
        return outcome(reason: "no common orientation and shouldAutorotate YES: UIKit throws before iOS 13", rule: "§7 E1")
    }

    /// E1: `UIApplicationInvalidInterfaceOrientation` naming the class UIKit asked (precise semantics 4).
    mutating func raiseNoCommonOrientation(_ decision: Decision, event: Int?) {
        raise(
            Messages.invalidOrientationException,
            reason: text(Messages.noCommonOrientation(className: controllers[decision.asked].className, version: app.iosVersion)),
            event: event, controller: decision.owner)
    }

    /// iOS 16+ ignores shouldAutorotate; say so once per controller whose NO would have mattered.
    mutating func noteIgnoredAutorotate(_ decision: Decision, event: Int) {
        guard app.iosVersion.atLeast(16), !decision.shouldAutorotate,
            warnedAutorotate.insert(decision.owner).inserted
        else { return }
        warn(
            WarningCode.shouldAutorotateIgnored,
            controller: decision.owner,
            text(
                "[\(controllers[decision.owner].className) shouldAutorotate] returns NO, but shouldAutorotate is no longer supported from iOS 16; reflect the preference in supportedInterfaceOrientations"
            ),
            event: event)
    }
}

extension SimulationState {
    /// Applies the request's events with texts off, as the explorer does, and builds no steps: the
    /// transition function alone (for benchmarks). Returns how many events were applied.
    public static func replay(_ request: ResolveRequest) -> Int {
        var state = started(request, rendersText: false)
        var applied = 0
        for (index, event) in request.events.enumerated() where !state.terminated {
            guard (try? state.transition(event, index: index)) != nil else { break }
            applied += 1
        }
        return applied
    }
}
