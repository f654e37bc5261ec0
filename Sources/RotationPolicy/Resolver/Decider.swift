/// Who decides (R2): the window root, then down the presented controllers while each presentation fills
/// the window (R2.2, R2.3); then through the controller's forwarding while it has a target (R2.4, R2.5,
/// docs/rules.md#r2-4).
struct Decision {
    /// The controller UIKit asks: the window root or the last full-screen presented controller. Its class
    /// is the one printed in messages (docs/rules.md#s7-e1).
    var asked: ControllerID
    /// The controller that answers all four questions, where forwarding ends (docs/rules.md#r2-4).
    var owner: ControllerID
    var controllerMask: OrientationMask
    var shouldAutorotate: Bool
    var preferred: InterfaceOrientation?
    /// A preferred value that is no interface orientation: UIKit throws E2 naming it by number.
    var invalidPreferred: UInt8? = nil
    var prefersStatusBarHidden: Bool?
}

extension Simulation {
    /// Whether a presentation takes over orientation decisions (R2.3, docs/rules.md#r3-8): full-screen
    /// styles, custom presentations that remove the presenter's view, and sheets or popovers that adapt
    /// to full screen on iPhone (before iOS 13, or in compact height, i.e. landscape), except in landscape
    /// on a regular-width (Plus/Max) iPhone.
    func fillsWindow(_ presentation: Presentation, windowOrientation: InterfaceOrientation) -> Bool {
        let version = app.iosVersion
        func sheetAdaptsToFullScreen() -> Bool {
            guard app.idiom == .phone else { return false }
            // A Plus/Max iPhone is regular width in landscape: there sheets and popovers stay as they are.
            if windowOrientation.isLandscape, app.regularWidthInLandscape { return false }
            return !version.atLeast(13) || windowOrientation.isLandscape
        }
        switch presentation.style {
        case .fullScreen, .overFullScreen: return true
        case .custom: return presentation.removesPresenterView
        case .currentContext, .overCurrentContext: return false
        case .pageSheet, .formSheet, .popover: return sheetAdaptsToFullScreen()
        case .automatic: return !version.atLeast(13) || sheetAdaptsToFullScreen()
        }
    }

    /// The presentation chain of a window (R2.2): the controller UIKit asks.
    func walk(from root: ControllerID, windowOrientation: InterfaceOrientation) -> ControllerID {
        var asked = root
        while let presentation = controllers[asked].presentation,
            fillsWindow(presentation, windowOrientation: windowOrientation)
        {
            asked = presentation.controller
        }
        return asked
    }

    /// Whether `controller` is the root or a full-screen presented controller on the walk of `window`.
    func isOnWalk(_ controller: ControllerID, window ref: WindowID) -> Bool {
        guard var current = cast.windows[ref].root else { return false }
        while current != controller {
            guard let presentation = controllers[current].presentation,
                fillsWindow(presentation, windowOrientation: windows[ref].orientation)
            else { return false }
            current = presentation.controller
        }
        return true
    }

    /// Where a controller's forwarding sends a question, or nil when it answers itself.
    /// Reads fields in place: a `let` copy of the controller cost a retain and release per reference
    /// field on every decision (callgrind).
    func forwardingTarget(of ref: ControllerID) -> ControllerID? {
        target(of: ref, controllers[ref].overrides.forwarding)
    }

    /// The controller a forwarding names from `ref`, or nil (also for `childForInterfaceOrientationLock`).
    func target(of ref: ControllerID, _ forwarding: Forwarding) -> ControllerID? {
        switch forwarding {
        case .none: return nil
        case .top: return topChild(ref)
        case .visible: return presentedController(of: ref) ?? topChild(ref)
        case .selected: return selectedChild(ref)
        case .firstChild: return firstChild(ref)
        case .presented: return presentedController(of: ref)
        }
    }

    /// Follows forwarding while it has a target (docs/rules.md#r2-4): a forwarding controller asks its
    /// target every question, as seed 000's base classes do, and its own overrides answer only when the
    /// forwarding finds no target. The controller where the chain ends answers all four questions.
    func answeringController(from start: ControllerID) -> ControllerID {
        var current = start
        // Forwarding only ever moves down or into presentations, so this ends; the bound is a guard.
        for _ in 0...controllers.count {
            guard let next = forwardingTarget(of: current) else { return current }
            current = next
        }
        return current
    }

    func decision(window ref: WindowID) -> Decision? {
        guard let root = cast.windows[ref].root else { return nil }
        let asked = walk(from: root, windowOrientation: windows[ref].orientation)
        let owner = answeringController(from: asked)
        // Multitasking iPad apps: shouldAutorotate and the preferred orientation are ignored too.
        let multitasking = cast.supportsMultitasking
        return Decision(
            asked: asked,
            owner: owner,
            controllerMask: controllers[owner].overrides.supportedOrientations ?? app.idiomDefaultMask,
            shouldAutorotate: multitasking || (controllers[owner].overrides.shouldAutorotate ?? true),
            preferred: multitasking ? nil : controllers[owner].overrides.preferredOrientationForPresentation,
            invalidPreferred: multitasking ? nil : controllers[owner].overrides.invalidPreferred,
            prefersStatusBarHidden: controllers[owner].overrides.prefersStatusBarHidden
        )
    }

    /// shouldAutorotate counts on iOS 6–15 only (R6.2); on iOS 16+ it is treated as true.
    func autorotates(_ decision: Decision) -> Bool {
        app.iosVersion.atLeast(16) || decision.shouldAutorotate
    }
}
