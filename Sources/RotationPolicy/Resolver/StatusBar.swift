/// The status bar (R5, docs/rules.md#r5).
extension Simulation {
    var statusBarOrientation: InterfaceOrientation { statusBarOverride?.orientation ?? topLevelOrientation }

    /// Recomputes the status-bar window after a window event (add, remove, makeKey); the override ends
    /// when another window takes the status bar (docs/rules.md#r5).
    mutating func statusBarMayHaveMoved() {
        statusBarWindow = findStatusBarWindow()
        if let owner = statusBarOverride?.window, owner != statusBarWindow { statusBarOverride = nil }
    }

    /// The decider's prefersStatusBarHidden when the app lets controllers decide, else UIKit's default:
    /// hidden on iPhone in landscape for apps linked on iOS 8 or later (R5.2).
    var statusBarHidden: Bool {
        let window = statusBarWindow
        if app.viewControllerBasedStatusBarAppearance, let decision = decision(window: window),
            let hidden = decision.prefersStatusBarHidden
        {
            return hidden
        }
        // "For apps linked against iOS 8 or later" (R5).
        return app.linkedOnOrAfter(8) && app.idiom == .phone && windows[window].orientation.isLandscape
    }

    mutating func statusBarOrientationSet(_ orientation: InterfaceOrientation, event: Int) -> Outcome {
        let window = statusBarWindow
        let decision = decision(window: window)
        if !app.iosVersion.atLeast(16), let decision, !decision.shouldAutorotate {
            statusBarOverride = StatusBarOverride(window: window, orientation: orientation)
            return outcome(.window(.statusBarMoved(mention(decision.owner), orientation)), rule: .r5)
        }
        let why: StatusBarIgnored = app.iosVersion.atLeast(16) ? .fromIOS16 : .deciderAutorotates
        warn(WarningCode.setStatusBarOrientationIgnored, .setStatusBarOrientationIgnored(orientation, why), event: event)
        return outcome(.window(.statusBarIgnored(why)), rule: .r5)
    }
}

/// What setStatusBarOrientation set, and the window that controlled the status bar when it was set.
struct StatusBarOverride: Hashable, Sendable {
    var window: WindowID
    var orientation: InterfaceOrientation
}
