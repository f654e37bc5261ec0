/// Who decides (R2): the window root, then down the presented controllers while each presentation fills
/// the window (R2.2, R2.3); then, per question, through the controller's forwarding (R2.4, R2.5).
struct Decision {
    /// The controller UIKit asks: the window root or the last full-screen presented controller. Its class
    /// is the one printed in messages (precise semantics 4).
    var asked: ControllerRef
    /// The controller whose own answer gave each property, after forwarding.
    var maskOwner: ControllerRef
    var controllerMask: OrientationMask
    var autorotateOwner: ControllerRef
    var shouldAutorotate: Bool
    var preferredOwner: ControllerRef
    var preferred: InterfaceOrientation?
    var statusBarOwner: ControllerRef
    var prefersStatusBarHidden: Bool?
}

extension SimulationState {
    /// Whether a presentation takes over orientation decisions (R2.3, precise semantics 13): full-screen
    /// styles, custom presentations that remove the presenter's view, and sheets or popovers that adapt
    /// to full screen on iPhone (before iOS 13, or in compact height, i.e. landscape).
    func fillsWindow(_ presentation: Presentation, windowOrientation: InterfaceOrientation) -> Bool {
        let version = app.iosVersion
        func sheetAdaptsToFullScreen() -> Bool {
            guard app.idiom == .phone else { return false }
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
    func walk(from root: ControllerRef, windowOrientation: InterfaceOrientation) -> ControllerRef {
        var asked = root
        while let presentation = controllers[asked].presentation,
            fillsWindow(presentation, windowOrientation: windowOrientation)
        {
            asked = presentation.controller
        }
        return asked
    }

    /// Whether `controller` is the root or a full-screen presented controller on the walk of `window`.
    func isOnWalk(_ controller: ControllerRef, window ref: WindowRef) -> Bool {
        guard var current = windows[ref].window.root else { return false }
        while current != controller {
            guard let presentation = controllers[current].presentation,
                fillsWindow(presentation, windowOrientation: windows[ref].orientation)
            else { return false }
            current = presentation.controller
        }
        return true
    }

    /// Where a controller's forwarding sends a question, or nil when it answers itself.
    func forwardingTarget(of ref: ControllerRef) -> ControllerRef? {
        let controller = controllers[ref]
        switch controller.overrides.forwarding {
        case .none: return nil
        case .top: return controller.topChild
        case .visible: return presentedController(of: ref) ?? controller.topChild
        case .selected: return controller.selectedChild
        case .firstChild: return controller.children.first
        case .presented: return presentedController(of: ref)
        }
    }

    /// Follows forwarding until a controller overrides the property or stops forwarding. An explicit
    /// override answers even when forwarding is set, as a subclass method body would.
    func owner(from start: ControllerRef, overrides has: (ControllerOverrides) -> Bool) -> ControllerRef {
        var current = start
        // Forwarding only ever moves down or into presentations, so this ends; the bound is a guard.
        for _ in 0...controllers.count {
            if has(controllers[current].overrides) { return current }
            guard let next = forwardingTarget(of: current) else { return current }
            current = next
        }
        return current
    }

    func decision(window ref: WindowRef) -> Decision? {
        guard let root = windows[ref].window.root else { return nil }
        let asked = walk(from: root, windowOrientation: windows[ref].orientation)
        let maskOwner = owner(from: asked) { $0.supportedOrientations != nil }
        let autorotateOwner = owner(from: asked) { $0.shouldAutorotate != nil }
        let preferredOwner = owner(from: asked) { $0.preferredOrientationForPresentation != nil }
        let statusBarOwner = owner(from: asked) { $0.prefersStatusBarHidden != nil }
        // Multitasking iPad apps: shouldAutorotate and the preferred orientation are ignored too.
        let multitasking = app.supportsMultitasking
        return Decision(
            asked: asked,
            maskOwner: maskOwner,
            controllerMask: controllers[maskOwner].overrides.supportedOrientations ?? app.idiomDefaultMask,
            autorotateOwner: autorotateOwner,
            shouldAutorotate: multitasking || (controllers[autorotateOwner].overrides.shouldAutorotate ?? true),
            preferredOwner: preferredOwner,
            preferred: multitasking ? nil : controllers[preferredOwner].overrides.preferredOrientationForPresentation,
            statusBarOwner: statusBarOwner,
            prefersStatusBarHidden: controllers[statusBarOwner].overrides.prefersStatusBarHidden
        )
    }

    /// shouldAutorotate counts on iOS 6–15 only (R6.2); on iOS 16+ it is treated as true.
    func autorotates(_ decision: Decision) -> Bool {
        app.iosVersion.atLeast(16) || decision.shouldAutorotate
    }
}
