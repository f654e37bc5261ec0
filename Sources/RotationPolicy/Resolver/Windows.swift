/// Multiple windows (R4, docs/rules.md#r4): each window with a root resolves its own orientation;
/// one of them controls the status bar and the top-level answer.
extension Simulation {
    /// iOS 13+: the key window if it has a root; otherwise (and before iOS 13) the highest level with a
    /// root, ties going to the last in the list; with no root anywhere, the key or first window on screen.
    /// Hidden windows are skipped (UIKit's `_findWindowForControllingOverallAppearanceInWindowScene`
    /// looks at visible windows; R4), except as the last fallback when no window is visible.
    /// Mutating only so that the simulation is passed by address (a non-mutating call from the
    /// mutating callers copied it whole, retains included); it changes nothing. Loops, not
    /// `first(where:)`, for the same reason: a closure over `self` copies it.
    mutating func findStatusBarWindow() -> WindowID {
        if app.iosVersion.atLeast(13) {
            for key in windows.windowIDs where isAppKeyWindow(key) {
                if !windows[key].hidden, cast.windows[key].root != nil { return key }
                break
            }
        }
        var best: WindowID?
        for ref in windows.windowIDs where isRotating(ref) {
            if let current = best, isInFront(current, of: ref) { continue }
            best = ref
        }
        if let best { return best }
        for ref in windows.windowIDs where isAppKeyWindow(ref) && !windows[ref].hidden { return ref }
        for ref in windows.windowIDs where windows[ref].installed && !windows[ref].hidden { return ref }
        for ref in windows.windowIDs where windows[ref].installed { return ref }
        return WindowID(0)
    }

    mutating func windowAdded(_ window: WindowID, event: Int) throws(Refusal) -> Outcome {
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
    func orientationOfScene(for window: WindowID) -> InterfaceOrientation {
        if cast.sceneCount > 1, let sibling = controllingWindow(scene: scene(of: window)) {
            return windows[sibling].orientation
        }
        return topLevelOrientation
    }

    /// A window added or shown again takes its scene's orientation and installs its root's view (R3.11).
    mutating func appear(_ window: WindowID, in sceneOrientation: InterfaceOrientation, event: Int, logs: Bool) -> Outcome {
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
    mutating func installRoot(_ window: WindowID, event: Int?, logs: Bool = true) -> Outcome {
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

    mutating func windowRemoved(_ window: WindowID, event: Int) throws(Refusal) -> Outcome {
        try requireInstalled(window, event: event)
        guard windows.windowIDs.contains(where: { $0 != window && windows[$0].installed }) else {
            throw .lastWindow(window)
        }
        windows[window].installed = false
        windows[window].key = false
        if let root = cast.windows[window].root { setAttached(root, false) }
        statusBarMayHaveMoved()
        return outcome(.window(.removed(window, statusBar: statusBarWindow)), rule: .r4)
    }

    /// `makeKey` is `makeKeyAndVisible()`: "Shows the window and makes it the key window", in front of
    /// the other windows at its level (Apple). A hidden window is shown as `showWindow` shows it (its
    /// root's view installed in the scene's orientation, assumed as there); the step then cites what
    /// the installation did.
    mutating func windowMadeKey(_ window: WindowID, event: Int) throws(Refusal) -> Outcome {
        try requireInstalled(window, event: event)
        // Before iOS 13 a hidden window already took part (R4): showing it changes no orientation.
        let shows = windows[window].hidden && hiddenWindowsSkipped
        // The scene's orientation before the key moves: a shown window joins it.
        let sceneOrientation = shows ? orientationOfScene(for: window) : windows[window].orientation
        makeKey(window)
        bringToFront(window)
        guard shows else {
            windows[window].hidden = false
            statusBarMayHaveMoved()
            return outcome(
                .window(.madeKey(window, statusBar: statusBarWindow, sceneDecides: app.iosVersion.atLeast(13))), rule: .r4)
        }
        windows[window].hidden = false
        let shown = appear(window, in: sceneOrientation, event: event, logs: false)
        log.followUp = shown.reason
        let result = Outcome(
            reason: .window(.madeKey(window, statusBar: statusBarWindow, sceneDecides: app.iosVersion.atLeast(13))),
            rule: shown.rule, grounds: shown.grounds)
        return result.assuming(.hiddenWindowSkipped, under: .r4)
    }

    /// `makeKey()` (`-makeKeyWindow`): only the key moves; a hidden window stays hidden and no window
    /// changes its place (Apple: "without changing its visibility").
    mutating func windowMadeKeyOnly(_ window: WindowID, event: Int) throws(Refusal) -> Outcome {
        try requireInstalled(window, event: event)
        makeKey(window)
        statusBarMayHaveMoved()
        let made = outcome(
            .window(.madeKey(window, statusBar: statusBarWindow, sceneDecides: app.iosVersion.atLeast(13))), rule: .r4)
        // A hidden key window is skipped from iOS 13 (assumed, as for hideWindow).
        return windows[window].hidden && hiddenWindowsSkipped ? made.assuming(.hiddenWindowSkipped) : made
    }

    /// Whether `a` is in front of `b` (a < b in the request): a higher level, or the same level and
    /// brought to the front later. Otherwise the later window in the request is in front (R4).
    func isInFront(_ a: WindowID, of b: WindowID) -> Bool {
        let (levelA, levelB) = (cast.windows[a].level, cast.windows[b].level)
        if levelA != levelB { return levelA > levelB }
        return windows[a].front > windows[b].front
    }

    /// makeKeyAndVisible: in front of every other window at its level. Only windows of one level are compared
    /// by stamp, so that level's stamps are renumbered densely in their order with this window last: the
    /// same order reached by other paths gives the same stamps (the explorer merges equal states), and
    /// stamps never run out.
    mutating func bringToFront(_ window: WindowID) {
        let level = cast.windows[window].level
        var peers = windows.windowIDs.filter { $0 != window && cast.windows[$0].level == level }
        guard !peers.isEmpty else {
            windows[window].front = 0
            return
        }
        peers.sort { windows[$0].front < windows[$1].front }
        var rank = 0
        var previous = windows[peers[0]].front
        for ref in peers {
            if windows[ref].front != previous { rank += 1 }
            previous = windows[ref].front
            windows[ref].front = UInt8(min(rank, Int(UInt8.max) - 1))
        }
        windows[window].front = UInt8(min(rank + 1, Int(UInt8.max)))
    }

    /// `hideWindow` / `showWindow` (UIWindow.isHidden). A hidden window stays installed and listed but
    /// neither rotates nor controls the status bar (R4). Shown again, it adds its root's view as
    /// `addRootViewControllerViewIfPossible` does: it takes its scene's orientation and, if its root does not
    /// support that, UIKit forces a supported one (R3.11; assumed, without the iOS 26 "Adding root vc" log).
    mutating func windowHiddenSet(_ window: WindowID, hidden: Bool, event: Int) throws(Refusal) -> Outcome {
        try requireInstalled(window, event: event)
        guard windows[window].hidden != hidden else {
            return outcome(.window(.alreadyHidden(window, hidden: hidden)), rule: .r4)
        }
        guard hiddenWindowsSkipped else {
            // Before iOS 13 a hidden window with a root still turns the status bar (openradar 50405134).
            windows[window].hidden = hidden
            statusBarMayHaveMoved()
            return outcome(.window(.hiddenStillCounts(window, hidden: hidden, statusBar: statusBarWindow)), rule: .r4)
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
    /// `key: true` and takes the key when added (docs/rules.md#r4). From iOS 15 the key is per scene
    /// (`isKeyWindow`: "the key window of its scene"): only the window's own scene loses its key, and
    /// its scene becomes the one whose key window is the app's.
    mutating func makeKey(_ window: WindowID) {
        let perScene = keyIsPerScene
        let scene = scene(of: window)
        for ref in windows.windowIDs where windows[ref].installed && (!perScene || self.scene(of: ref) == scene) {
            windows[ref].key = ref == window
        }
        state.globals.keyScene = UInt8(truncatingIfNeeded: scene.raw)
    }

    /// iOS 15+ with several scenes: each scene has its own key window.
    var keyIsPerScene: Bool { cast.sceneCount > 1 && app.iosVersion.atLeast(15) }

    /// The app's key window: the one installed key window before iOS 15; from iOS 15 the key window of
    /// the scene last brought forward (`keyScene`).
    func isAppKeyWindow(_ ref: WindowID) -> Bool {
        windows[ref].installed && windows[ref].key
            && (!keyIsPerScene || scene(of: ref) == SceneID(Int(state.globals.keyScene)))
    }
}
