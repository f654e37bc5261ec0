/// present (R3.6, R3.8) and dismiss (R3.7): full-screen presentations change the decider and rotate at
/// once; others leave the presenter deciding.
extension Simulation {
    mutating func presented(
        _ presentation: Presentation, by presenter: ControllerID, event: Int
    ) throws(Refusal) -> Outcome {
        try requireAttached(presenter, event: event, field: .presenter)
        let controller = presentation.controller
        try requireOffScreen(controller, event: event)
        guard isViewInWindow(presenter) else {
            warn(
                WarningCode.presentRefused,
                .presentNotInWindow(presented: mention(controller), presenter: mention(presenter)),
                event: event)
            return outcome(.presentation(.presenterNotInWindow), rule: .r2_2)
        }
        // Full-screen styles are presented from the root of the presenter's containment hierarchy.
        let root = containmentRoot(presenter)
        if let existing = controllers[root].presentation?.controller {
            warn(
                WarningCode.presentRefused,
                .presentAlreadyPresenting(presented: mention(controller), root: mention(root), existing: mention(existing)),
                event: event)
            return outcome(.presentation(.alreadyPresenting(root)), rule: .r2_2)
        }
        self[node: root].presentation = presentation
        self[node: controller].presenter = root
        setAttached(controller, true)

        guard let window = window(of: root), isOnWalk(controller, window: window) else {
            if let window = window(of: root), fillsWindow(presentation, windowOrientation: windows[window].orientation) {
                return outcome(.presentation(.aboveNonFilling(presentation.style)), rule: .r2_2)
            }
            let decider = self.window(of: root).flatMap { evaluate(window: $0).decidingController }
            let presenterDecides = decider.map { !isInPresentation(of: controller, $0) } ?? true
            return outcome(.presentation(.doesNotFill(presentation.style, presenterDecides: presenterDecides)), rule: .r3_8)
        }
        return presentedFullScreen(window, event: event)
    }

    /// R3.6: the new decider's answers are validated (E1, E2) and the interface turns to its preferred
    /// orientation, else keeps the current one if allowed, else takes the fallback.
    private mutating func presentedFullScreen(_ window: WindowID, event: Int) -> Outcome {
        let evaluation = evaluate(window: window)
        guard let decision = evaluation.decision else { return outcome(.presentation(.noDecider), rule: .r3_6) }
        if evaluation.mask.isEmpty {
            guard autorotates(decision) else {
                return outcome(.presentation(.emptyMaskShouldNotAutorotate), rule: .s7E1)
            }
            raiseNoCommonOrientation(decision, event: event)
            return outcome(.presentation(.emptyMaskThrows), rule: .s7E1)
        }
        let current = windows[window].orientation
        if raisedPreferredNotSupported(decision, evaluation, event: event) {
            return outcome(.presentation(.preferredNotSupported), rule: .s7E2)
        }
        if let preferred = decision.preferred {
            rotate(window, to: preferred)
            return outcome(.presentation(.preferred(preferred)), rule: .r3_6)
        }
        if evaluation.mask.contains(current) {
            return outcome(.presentation(.keepsCurrent(current)), rule: .r3_6)
        }
        guard let target = fallback(in: evaluation.mask) else { return outcome(.presentation(.noOrientation), rule: .r3_6) }
        rotate(window, to: target)
        return outcome(
            .presentation(.fallback(current: current, supported: evaluation.mask, target: target)), rule: .r3_6
        ).assumingFallback(among: evaluation.mask)
    }

    mutating func dismissed(_ controller: ControllerID, event: Int) throws(Refusal) -> Outcome {
        try requireAttached(controller, event: event, field: .controller)
        // The presentation above the controller if there is one, else the one showing its hierarchy
        // (docs/rules.md#r3-7).
        let root = containmentRoot(controller)
        let presenter: ControllerID
        let dismissedRef: ControllerID
        if let above = controllers[root].presentation?.controller {
            (presenter, dismissedRef) = (root, above)
        } else if let below = controllers[root].presenter {
            (presenter, dismissedRef) = (below, root)
        } else {
            return outcome(.presentation(.nothingToDismiss(controller)), rule: .r3_7)
        }
        guard let window = window(of: presenter) else { return outcome(.presentation(.presenterHasNoWindow), rule: .r3_7) }
        let wasDeciding = isOnWalk(dismissedRef, window: window)
        self[node: presenter].presentation = nil
        self[node: dismissedRef].presenter = nil
        setAttached(dismissedRef, false)
        guard wasDeciding else {
            return outcome(.presentation(.dismissedDidNotFill), rule: .r3_8)
        }
        return revealed(window, event: event)
    }

    /// E2 (§7), where UIKit checks the preferred orientation (a full-screen present, a dismissal revealing a
    /// decider): one outside E, or a value that is no orientation at all, throws. Whether it raised.
    private mutating func raisedPreferredNotSupported(_ decision: Decision, _ evaluation: Evaluation, event: Int) -> Bool {
        guard decision.invalidPreferred != nil || decision.preferred.map({ !evaluation.mask.contains($0) }) == true else {
            return false
        }
        let preferred: PreferredValue =
            if let raw = decision.invalidPreferred { .raw(raw) } else { decision.preferred.map { .orientation($0) } ?? .none }
        raise(
            .preferredNotSupported, .preferredNotSupported(preferred, supported: evaluation.mask), event: event,
            controller: decision.owner)
        return true
    }

    /// R3.7: the revealed decider is validated (E2) and, if the current orientation is no longer
    /// allowed, the interface turns to its preferred orientation or the fallback.
    private mutating func revealed(_ window: WindowID, event: Int) -> Outcome {
        let evaluation = evaluate(window: window)
        guard let decision = evaluation.decision else { return outcome(.presentation(.noDecider), rule: .r3_7) }
        if evaluation.mask.isEmpty { return emptyMaskOnRotationPath(window, evaluation, event: event) }
        if raisedPreferredNotSupported(decision, evaluation, event: event) {
            return outcome(.presentation(.revealedPreferredNotSupported), rule: .s7E2)
        }
        let current = windows[window].orientation
        guard !evaluation.mask.contains(current) else {
            return outcome(.presentation(.revealedKeeps(current)), rule: .r3_7)
        }
        guard let target = decision.preferred ?? fallback(in: evaluation.mask) else {
            return outcome(.presentation(.noOrientation), rule: .r3_7)
        }
        rotate(window, to: target)
        let turned = outcome(
            .presentation(
                .revealedTurns(
                    current: current, supported: evaluation.mask, target: target, preferred: decision.preferred != nil)),
            rule: .r3_7)
        return decision.preferred == nil ? turned.assumingFallback(among: evaluation.mask) : turned
    }
}
