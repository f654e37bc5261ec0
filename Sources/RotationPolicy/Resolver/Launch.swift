/// Launch (R3.11) and the Info.plist checks done before any event.
extension Simulation {
    /// No `interfaceOrientation` in the request: the app launches. iOS ≤ 7 starts in portrait if Info.plist
    /// lists it, else its first entry; iOS 8+ in the device orientation if Info.plist allows it, else the
    /// fallback. Then each root is installed, which may force another orientation.
    mutating func launch() {
        // What the launch rested on, taken once it is over (thrown or not), with its decider then.
        defer {
            // The decider is only needed for its preset: no evaluation when the request names none.
            let evaluation = cast.usesPresets ? evaluate(window: statusBarWindow) : Evaluation(decision: nil, mask: [])
            log.launchEvidence = evidence(
                rule: terminated ? .s7E1 : .r3_11, grounds: log.launchGrounds, evaluation: evaluation,
                raisedBy: violation?.controller)
        }
        let plist = app.plist
        let start: InterfaceOrientation
        if !app.iosVersion.atLeast(8) {
            start = plist.mask.contains(.portrait) ? .portrait : plist.ordered.first ?? .portrait
        } else if let device = deviceOrientation.interfaceOrientation, plist.mask.contains(device) {
            start = device
        } else {
            start = fallback(in: plist.mask) ?? .portrait
            // Apple: "one that it allows"; which one is the fallback order's choice.
            if plist.mask.orientations.count > 1 {
                log.launchGrounds.assumptions.insert(AssumptionSet(.fallbackOrientation))
                log.launchGrounds.assumedRules.insert(RuleSet(.r3_11))
            }
        }
        for ref in windows.indices where windows[ref].installed { windows[ref].orientation = start }
        if windows.indices.contains(where: { windows[$0].installed && cast.windows[$0].root == nil }) {
            warn(
                WarningCode.noRootViewController,
                .noRootViewController,
                event: nil)
        }
        log.launchGrounds.formUnion(startingGrounds())
        for ref in windows.windowIDs where isRotating(ref) {
            let installed = installRoot(ref, event: nil)
            log.launchGrounds.formUnion(installed.grounds)
            if terminated { return }
        }
    }

    /// What an answer rests on from its first moment, launched or not (docs/rules.md#confidence): from iOS
    /// 13 a hidden window's root is installed only when it is shown (Resolver/Windows.swift; assumed; before
    /// iOS 13 it takes part like a visible one, observed); on iPadOS 26.1 a full-screen app is taken to
    /// behave as documented, which a report contradicts (R1.7).
    func startingGrounds() -> Grounds {
        var grounds = Grounds()
        if hiddenWindowsSkipped, windows.contains(where: \.hidden) {
            grounds.assumptions.insert(AssumptionSet(.hiddenWindowSkipped))
            grounds.assumedRules.insert(RuleSet(.r4))
        }
        if app.idiom == .pad, app.iosVersion.major == 26, app.iosVersion.minor == 1, app.honoursRequiresFullScreen {
            grounds.assumptions.insert(AssumptionSet(.requiresFullScreenAsDocumented))
            grounds.assumedRules.insert(RuleSet(.r1_7))
        }
        return grounds
    }

    /// The entry that stands for a launch that threw: the launch orientation, the violation's reason.
    func launchStep() -> Step {
        let top = statusBarWindow
        let evaluation = evaluate(window: top)
        return Step(
            event: nil, type: .launch, interfaceOrientation: windows[top].orientation, rotated: false,
            supportedOrientations: evaluation.mask, decidingController: evaluation.decidingController,
            reason: .launchCrashed,
            rule: .s7E1, trace: options.trace ? trace(window: top) : nil,
            evidence: log.launchEvidence ?? StepConfidence())
    }

    /// ITMS-90474: a pad app that does not require full screen must list all four orientations.
    mutating func checkInfoPlist() {
        guard app.idiom == .pad, app.iosVersion.atLeast(9), !app.honoursRequiresFullScreen, cast.plistMask != .all else {
            return
        }
        warn(WarningCode.multitaskingRequiresAllOrientations, .multitaskingRequiresAllOrientations, event: nil)
    }
}
