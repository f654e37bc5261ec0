/// Multiple windows (R4, docs/rules.md#r4): each window with a root resolves its own orientation;
/// one of them controls the status bar and the top-level answer.
extension Simulation {
    /// iOS 13+: the key window if it has a root; otherwise (and before iOS 13) the highest level with a
    /// root, ties going to the last in the list; with no root anywhere, the key or first window on screen.
    /// Hidden windows are skipped (UIKit's `_findWindowForControllingOverallAppearanceInWindowScene`
    /// looks at visible windows; R4), except as the last fallback when no window is visible.
    func findStatusBarWindow() -> WindowRef {
        if app.iosVersion.atLeast(13),
            let key = windows.indices.first(where: { windows[$0].installed && windows[$0].key }),
            !windows[key].hidden, cast.windows[key].root != nil
        {
            return key
        }
        var best: WindowRef?
        for ref in windows.indices where isRotating(ref) {
            if let current = best, cast.windows[current].level > cast.windows[ref].level { continue }
            best = ref
        }
        if let best { return best }
        return windows.indices.first(where: { windows[$0].installed && !windows[$0].hidden && windows[$0].key })
            ?? windows.indices.first(where: { windows[$0].installed && !windows[$0].hidden })
            ?? windows.indices.first(where: { windows[$0].installed }) ?? 0
    }

    mutating func windowAdded(_ window: WindowRef, event: Int) throws(Refusal) -> Outcome {
        guard !windows[window].installed else {
            throw .windowAlreadyOnScreen(window)
        }
        // A new window starts in the scene's (status bar's) orientation.
        let sceneOrientation = orientationOfScene(for: window)
        windows[window].installed = true
        // Adding shows the window, also one removed while hidden.
        windows[window].hidden = false
        if windows[window].key { makeKey(window) }
        return appear(window, in: sceneOrientation, event: event, logs: true)
    }

    /// The orientation a window appearing in its scene takes: the scene's controlling window's.
    func orientationOfScene(for window: WindowRef) -> InterfaceOrientation {
        if cast.sceneCount > 1, let sibling = controllingWindow(scene: scene(of: window)) {
            return windows[sibling].orientation
        }
        return topLevelOrientation
    }

    /// A window added or shown again takes its scene's orientation and installs its root's view (R3.11).
    mutating func appear(_ window: WindowRef, in sceneOrientation: InterfaceOrientation, event: Int, logs: Bool) -> Outcome {
        windows[window].orientation = sceneOrientation
        statusBarMayHaveMoved()
        guard let root = cast.windows[window].root else {
            return outcome(.window(.windowWithoutRoot), rule: .r1_6)
        }
        setAttached(root, true)
        return installRoot(window, event: event, logs: logs)
    }

    /// Installing a root is a rotation path (docs/rules.md#r3-3): if the scene's orientation is not
    /// supported, UIKit forces a supported one at once (R3.11; logged as E6 on iOS 26).
    mutating func installRoot(_ window: WindowRef, event: Int?, logs: Bool = true) -> Outcome {
        let evaluation = evaluate(window: window)
        guard let decision = evaluation.decision else { return outcome(.window(.noRoot), rule: .r1_6) }
        if evaluation.mask.isEmpty { return emptyMaskOnRotationPath(window, evaluation, event: event) }
        let current = windows[window].orientation
        guard !evaluation.mask.contains(current), let target = fallback(in: evaluation.mask) else {
            return outcome(.window(.rootSupportsCurrent(window, current)), rule: .r3_11)
        }
        if logs, app.iosVersion.atLeast(26) {
            warn(
                WarningCode.rootDoesNotSupportSceneOrientation,
                .rootDoesNotSupportSceneOrientation(
                    window, asked: mention(decision.asked), current: current, supported: evaluation.mask),
                event: event)
        }
        rotate(window, to: target)
        return outcome(
            .window(.rootForced(window, current: current, supported: evaluation.mask, target: target)), rule: .r3_11
        ).assumingFallback(among: evaluation.mask)
    }

    mutating func windowRemoved(_ window: WindowRef, event: Int) throws(Refusal) -> Outcome {
        try requireInstalled(window, event: event)
        guard windows.indices.contains(where: { $0 != window && windows[$0].installed }) else {
            throw .lastWindow(window)
        }
        windows[window].installed = false
        windows[window].key = false
        if let root = cast.windows[window].root { setAttached(root, false) }
        statusBarMayHaveMoved()
        return outcome(.window(.removed(window, statusBar: statusBarWindow)), rule: .r4)
    }

    mutating func windowMadeKey(_ window: WindowRef, event: Int) throws(Refusal) -> Outcome {
        try requireInstalled(window, event: event)
        makeKey(window)
        statusBarMayHaveMoved()
        return outcome(
            .window(.madeKey(window, statusBar: statusBarWindow, sceneDecides: app.iosVersion.atLeast(13))), rule: .r4)
    }

    /// `hideWindow` / `showWindow` (UIWindow.isHidden). A hidden window stays installed and listed but
    /// neither rotates nor controls the status bar (R4). Shown again, it adds its root's view as
    /// `addRootViewControllerViewIfPossible` does: it takes its scene's orientation and, if its root does not
    /// support that, UIKit forces a supported one (R3.11; assumed, without the iOS 26 "Adding root vc" log).
    mutating func windowHiddenSet(_ window: WindowRef, hidden: Bool, event: Int) throws(Refusal) -> Outcome {
        try requireInstalled(window, event: event)
        guard windows[window].hidden != hidden else {
            return outcome(.window(.alreadyHidden(window, hidden: hidden)), rule: .r4)
        }
        guard hidden else {
            let sceneOrientation = orientationOfScene(for: window)
            windows[window].hidden = false
            return appear(window, in: sceneOrientation, event: event, logs: false).assuming(.hiddenWindowSkipped)
        }
        windows[window].hidden = true
        statusBarMayHaveMoved()
        return outcome(.window(.hidden(window, statusBar: statusBarWindow)), rule: .r4).assuming(.hiddenWindowSkipped)
    }

    /// Only windows on screen lose the key: a window an `addWindow` brings later keeps its declared
    /// `key: true` and takes the key when added (docs/rules.md#r4).
    mutating func makeKey(_ window: WindowRef) {
        for ref in windows.indices where windows[ref].installed { windows[ref].key = ref == window }
    }
}
