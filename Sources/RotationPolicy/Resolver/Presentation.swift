/// present (R3.6, R3.8) and dismiss (R3.7): full-screen presentations change the decider and rotate at
/// once; others leave the presenter deciding.
extension Simulation {
    mutating func presented(
        _ presentation: Presentation, by presenter: ControllerRef, event: Int
    ) throws(Refusal) -> Outcome {
        try requireAttached(presenter, event: event, field: .presenter)
        let controller = presentation.controller
        try requireOffScreen(controller, event: event)
        guard isViewInWindow(presenter) else {
            warn(
                WarningCode.presentRefused,
                text("Attempt to present \(describe(controller)) on \(describe(presenter)) whose view is not in the window hierarchy!"),
                event: event)
            return outcome(reason: "the presenter's view is not in the window hierarchy: UIKit refuses the presentation", rule: .r2_2)
        }
        // Full-screen styles are presented from the root of the presenter's containment hierarchy.
        let root = containmentRoot(presenter)
        if let existing = controllers[root].presentation?.controller {
            warn(
                WarningCode.presentRefused,
                text("Attempt to present \(describe(controller)) on \(describe(root)) which is already presenting \(describe(existing))"),
                event: event)
            return outcome(reason: "\(name(root)) is already presenting: UIKit refuses the presentation", rule: .r2_2)
        }
        controllers[root].presentation = presentation
        controllers[controller].presenter = root
        setAttached(controller, true)

        guard let window = window(of: root), isOnWalk(controller, window: window) else {
            if let window = window(of: root), fillsWindow(presentation, windowOrientation: windows[window].orientation) {
                return outcome(
                    reason:
                        "the \(presentation.style.rawValue) presentation sits above a presentation that does not fill the window, where UIKit's walk already stopped: the decider is unchanged and nothing rotates",
                    rule: .r2_2)
            }
            let decider = self.window(of: root).flatMap { evaluate(window: $0).decidingController }
            let presenterDecides = decider.map { !isInPresentation(of: controller, $0) } ?? true
            return outcome(
                reason:
                    "\(presentation.style.rawValue.first.map("aeiou".contains) == true ? "an" : "a") \(presentation.style.rawValue) presentation does not fill the window here (\(app.idiom.rawValue), iOS \(app.iosVersion)): \(presenterDecides ? "the presenter keeps deciding" : "UIKit still asks the presenter's hierarchy, whose forwarding lets the presented controller answer"), and nothing rotates",
                rule: .r3_8)
        }
        return presentedFullScreen(window, event: event)
    }

    /// R3.6: the new decider's answers are validated (E1, E2) and the interface turns to its preferred
    /// orientation, else keeps the current one if allowed, else takes the fallback.
    private mutating func presentedFullScreen(_ window: WindowRef, event: Int) -> Outcome {
        let evaluation = evaluate(window: window)
        guard let decision = evaluation.decision else { return outcome(reason: "no decider", rule: .r3_6) }
        if evaluation.mask.isEmpty {
            guard autorotates(decision) else {
                return outcome(
                    reason: "no common orientation, but shouldAutorotate returns NO: nothing is thrown and the orientation stays",
                    rule: .s7E1)
            }
            raiseNoCommonOrientation(decision, event: event)
            return outcome(reason: "presented full screen with no orientation in common with the app: UIKit throws", rule: .s7E1)
        }
        let current = windows[window].orientation
        if raisedPreferredNotSupported(decision, evaluation, event: event) {
            return outcome(
                reason: "the preferred orientation for presentation is outside the supported orientations: UIKit throws",
                rule: .s7E2)
        }
        if let preferred = decision.preferred {
            rotate(window, to: preferred)
            return outcome(
                reason: "presented full screen: UIKit shows it in its preferredInterfaceOrientationForPresentation, \(preferred.name)",
                rule: .r3_6)
        }
        if evaluation.mask.contains(current) {
            return outcome(
                reason: "presented full screen without a preferred orientation: it keeps the current orientation \(current.name), which it supports",
                rule: .r3_6)
        }
        guard let target = fallback(in: evaluation.mask) else { return outcome(reason: "no orientation", rule: .r3_6) }
        rotate(window, to: target)
        return outcome(
            reason:
                "presented full screen without a preferred orientation and \(current.name) is not supported (\(evaluation.mask.listText)): the fallback order picks \(target.name)",
            rule: .r3_6
        ).assumingFallback(among: evaluation.mask)
    }

    mutating func dismissed(_ controller: ControllerRef, event: Int) throws(Refusal) -> Outcome {
        try requireAttached(controller, event: event, field: .controller)
        // The presentation above the controller if there is one, else the one showing its hierarchy
        // (docs/rules.md#r3-7).
        let root = containmentRoot(controller)
        let presenter: ControllerRef
        let dismissedRef: ControllerRef
        if let above = controllers[root].presentation?.controller {
            (presenter, dismissedRef) = (root, above)
        } else if let below = controllers[root].presenter {
            (presenter, dismissedRef) = (below, root)
        } else {
            return outcome(reason: "'\(name(controller))' neither presents nor is presented: nothing to dismiss", rule: .r3_7)
        }
        guard let window = window(of: presenter) else { return outcome(reason: "nothing to dismiss", rule: .r3_7) }
        let wasDeciding = isOnWalk(dismissedRef, window: window)
        controllers[presenter].presentation = nil
        controllers[dismissedRef].presenter = nil
        setAttached(dismissedRef, false)
        guard wasDeciding else {
            return outcome(
                reason: "the dismissed presentation did not fill the window: this is no rotation path, so nothing rotates", rule: .r3_8)
        }
        return revealed(window, event: event)
    }

    /// E2 (§7), where UIKit checks the preferred orientation (a full-screen present, a dismissal revealing a
    /// decider): one outside E, or a value that is no orientation at all, throws. Whether it raised.
    private mutating func raisedPreferredNotSupported(_ decision: Decision, _ evaluation: Evaluation, event: Int) -> Bool {
        guard decision.invalidPreferred != nil || decision.preferred.map({ !evaluation.mask.contains($0) }) == true else {
            return false
        }
        raise(
            .preferredNotSupported,
            reason: text(Messages.preferredNotSupported(decision, supported: evaluation.mask, version: app.iosVersion)),
            event: event, controller: decision.owner)
        return true
    }

    /// R3.7: the revealed decider is validated (E2) and, if the current orientation is no longer
    /// allowed, the interface turns to its preferred orientation or the fallback.
    private mutating func revealed(_ window: WindowRef, event: Int) -> Outcome {
        let evaluation = evaluate(window: window)
        guard let decision = evaluation.decision else { return outcome(reason: "no decider", rule: .r3_7) }
        if evaluation.mask.isEmpty { return emptyMaskOnRotationPath(window, evaluation, event: event) }
        if raisedPreferredNotSupported(decision, evaluation, event: event) {
            return outcome(
                reason: "the revealed controller's preferred orientation is outside its supported orientations: UIKit throws on dismissal",
                rule: .s7E2)
        }
        let current = windows[window].orientation
        guard !evaluation.mask.contains(current) else {
            return outcome(
                reason: "dismissed: the revealed controller supports the current orientation \(current.name), so nothing rotates",
                rule: .r3_7)
        }
        guard let target = decision.preferred ?? fallback(in: evaluation.mask) else {
            return outcome(reason: "no orientation", rule: .r3_7)
        }
        rotate(window, to: target)
        let turned = outcome(
            reason:
                "dismissed: the revealed controller does not support \(current.name) (\(evaluation.mask.listText)), so the interface turns to \(target.name)\(decision.preferred == nil ? " (fallback order)" : " (its preferred orientation)")",
            rule: .r3_7)
        return decision.preferred == nil ? turned.assumingFallback(among: evaluation.mask) : turned
    }
}
