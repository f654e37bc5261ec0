/// Navigation pushes and pops, tab switches and run-time override changes (R3.3): they change what
/// UIKit would answer but never rotate by themselves, on every iOS version.
extension Simulation {
    mutating func pushed(_ controller: ControllerRef, onto navigation: ControllerRef, event: Int) throws(Refusal) -> Outcome {
        try requireAttached(navigation, event: event, field: .navigation)
        try requireOffScreen(controller, event: event)
        if kind(controller) == .navigationController {
            raise(
                .pushingNavigationController, reason: text(Messages.pushingNavigationController), event: event,
                controller: controller)
            return outcome(reason: "UINavigationController refuses to push another navigation controller", rule: .r3_3)
        }
        controllers[controller].stackBelowID = controllers[navigation].stackTopID
        controllers[navigation].stackTopID = ControllerID(controller)
        controllers[navigation].stackCount += 1
        controllers[controller].parent = navigation
        setAttached(controller, true, containmentRoot: controllers[navigation].containmentRoot)
        return stillOutcome("push never rotates by itself", byContainer: true)
    }

    mutating func popped(_ navigation: ControllerRef, toRoot: Bool, event: Int) throws(Refusal) -> Outcome {
        try requireAttached(navigation, event: event, field: .navigation)
        let keep: Int16 = toRoot ? 1 : controllers[navigation].stackCount - 1
        guard controllers[navigation].stackCount > 1 else {
            return outcome(reason: "the stack holds only its root view controller: nothing to pop", rule: .r3_3)
        }
        // Top down: each popped controller leaves the stack's list and its containment hierarchy.
        while controllers[navigation].stackCount > keep, let child = controllers[navigation].stackTopID.ref {
            controllers[navigation].stackTopID = controllers[child].stackBelowID
            controllers[navigation].stackCount -= 1
            controllers[child].stackBelowID = .none
            controllers[child].parent = nil
            setAttached(child, false, containmentRoot: child)
        }
        return stillOutcome("\(toRoot ? "popToRoot" : "pop") never rotates by itself", byContainer: true)
    }

    mutating func tabSelected(_ tabBar: ControllerRef, index: Int, event: Int) throws(Refusal) -> Outcome {
        try requireAttached(tabBar, event: event, field: .tabBar)
        guard controllers[tabBar].selectedIndex != index else {
            return outcome(reason: "tab \(index) is already selected", rule: .r3_3)
        }
        controllers[tabBar].selectedIndex = index
        return stillOutcome(
            "a tab switch never rotates, even if the new tab does not support the current orientation", byContainer: true)
    }

    mutating func overridesChanged(_ controller: ControllerRef, _ patch: OverridePatch, event: Int) throws(Refusal) -> Outcome {
        try requireAttached(controller, event: event, field: .controller)
        patch.apply(to: &controllers[controller].overrides)
        switch patch.className {
        case .keep: break
        case .set(let className): controllers[controller].classID = cast.classID(className, for: controller)
        case .remove: controllers[controller].classID = .kindDefault
        }
        return stillOutcome("a changed override is read at the next rotation path; nothing rotates now")
    }

    /// The outcome of a transition that recomputes E without rotating; says when the interface is now
    /// stuck in an orientation its decider no longer supports (the classic pop-back-to-landscape bug).
    /// `byContainer`: a push, pop or tab switch, which iOS 16+ is assumed not to re-evaluate by itself.
    func stillOutcome(_ what: @autoclosure () -> Sentence, byContainer: Bool = false) -> Outcome {
        guard rendersText else { return Outcome(reason: .text(Sentence()), rule: .r3_3) }
        let what = what()
        let top = statusBarWindow
        let evaluation = evaluate(window: top)
        let current = windows[top].orientation
        if evaluation.decision != nil, !evaluation.mask.contains(current) {
            let stranded = outcome(
                reason:
                    "\(what): the interface stays \(current.name), which the supported orientations (\(evaluation.mask.listText)) no longer include, until the next rotation path",
                rule: .r3_3)
            // iOS 16+: that containers do not re-evaluate by themselves is assumed (no evidence either way).
            return byContainer && app.iosVersion.atLeast(16) ? stranded.assuming(.noContainerReevaluation) : stranded
        }
        return outcome(reason: what, rule: .r3_3)
    }
}
