/// Navigation pushes and pops, tab switches and run-time override changes (R3.3): they change what
/// UIKit would answer but never rotate by themselves, on every iOS version.
extension Simulation {
    mutating func pushed(_ controller: ControllerID, onto navigation: ControllerID, event: Int) throws(Refusal) -> Outcome {
        try requireAttached(navigation, event: event, field: .navigation)
        try requireOffScreen(controller, event: event)
        if kind(controller) == .navigationController {
            raise(.pushingNavigationController, .pushingNavigationController, event: event, controller: controller)
            return outcome(.container(.pushingNavigationController), rule: .r3_3)
        }
        self[node: controller].stackBelowID = controllers[navigation].stackTopID
        self[node: navigation].stackTopID = ControllerID(controller)
        self[node: navigation].stackCount += 1
        self[node: controller].parent = navigation
        setAttached(controller, true, containmentRoot: controllers[navigation].containmentRoot)
        return stillOutcome(.push, byContainer: true)
    }

    mutating func popped(_ navigation: ControllerID, toRoot: Bool, event: Int) throws(Refusal) -> Outcome {
        try requireAttached(navigation, event: event, field: .navigation)
        let keep: Int16 = toRoot ? 1 : controllers[navigation].stackCount - 1
        guard controllers[navigation].stackCount > 1 else {
            return outcome(.container(.onlyRootToPop), rule: .r3_3)
        }
        // Top down: each popped controller leaves the stack's list and its containment hierarchy.
        while controllers[navigation].stackCount > keep, let child = controllers[navigation].stackTopID.ref {
            self[node: navigation].stackTopID = controllers[child].stackBelowID
            self[node: navigation].stackCount -= 1
            self[node: child].stackBelowID = .none
            self[node: child].parent = nil
            setAttached(child, false, containmentRoot: child)
        }
        return stillOutcome(toRoot ? .popToRoot : .pop, byContainer: true)
    }

    mutating func tabSelected(_ tabBar: ControllerID, index: Int, event: Int) throws(Refusal) -> Outcome {
        try requireAttached(tabBar, event: event, field: .tabBar)
        guard controllers[tabBar].selectedIndex != index else {
            return outcome(.container(.tabAlreadySelected(index)), rule: .r3_3)
        }
        self[node: tabBar].selectedIndex = index
        return stillOutcome(.tabSwitch, byContainer: true)
    }

    mutating func overridesChanged(_ controller: ControllerID, _ patch: OverridePatch, event: Int) throws(Refusal) -> Outcome {
        try requireAttached(controller, event: event, field: .controller)
        patch.apply(to: &self[node: controller].overrides)
        switch patch.className {
        case .keep: break
        case .set(let update): self[node: controller].classID = cast.classID(update, for: controller)
        case .remove: self[node: controller].classID = .kindDefault
        }
        return stillOutcome(.overrideChanged)
    }

    /// The outcome of a transition that recomputes E without rotating; says when the interface is now
    /// stuck in an orientation its decider no longer supports (the classic pop-back-to-landscape bug).
    /// `byContainer`: a push, pop or tab switch, which iOS 16+ is assumed not to re-evaluate by itself.
    /// The stranded check costs an evaluation, which the explorer (no steps reported) skips: it reads
    /// neither the reason nor the assumption. Mutating and inlined so that the explorer's path reads
    /// `reportsSteps` in place: a non-mutating call copies the whole simulation (about 600 bytes) first.
    @inline(__always)
    mutating func stillOutcome(_ what: ContainerChange, byContainer: Bool = false) -> Outcome {
        guard reportsSteps else { return Outcome(reason: .container(.unchanged(what)), rule: .r3_3) }
        return strandedOutcome(what, byContainer: byContainer)
    }

    private func strandedOutcome(_ what: ContainerChange, byContainer: Bool) -> Outcome {
        let top = statusBarWindow
        let evaluation = evaluate(window: top)
        let current = windows[top].orientation
        if evaluation.decision != nil, !evaluation.mask.contains(current) {
            let stranded = outcome(.container(.stranded(what, stays: current, supported: evaluation.mask)), rule: .r3_3)
            // iOS 16+: that containers do not re-evaluate by themselves is assumed (no evidence either way).
            return byContainer && app.iosVersion.atLeast(16) ? stranded.assuming(.noContainerReevaluation) : stranded
        }
        return outcome(.container(.unchanged(what)), rule: .r3_3)
    }
}
