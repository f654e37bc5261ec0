/// iPadOS 26 windowing modes and several scenes (R4.3, issue 25).
/// - The scene's interface-orientation lock (`prefersInterfaceOrientationLocked`) needs a scene that is
///   centered, screen-sized and not occluded (Apple's documentation): a full-screen scene is taken as all
///   three, a windowed one as none (assumed: a window the person sized to the whole screen is not told apart).
/// - A windowed scene shows in the screen's orientation: `requestGeometryUpdate` is refused with
///   UISceneErrorDomain 101 (the text is decompiled; that every windowed scene refuses is assumed). A
///   resizable app is refused in full screen too (R3.12, GeometryUpdate.swift).
/// - A resizable app (R1.7) already ignores its controllers' masks, so its interface follows the device in
///   both modes; the masks of an app that is not resizable are kept (assumed).
/// - With several scenes each has its windows, lock and mode; the active scene is the key window's, and
///   the top-level answer describes it. Each scene keeps two bits of `Globals.sceneLock`: 2i locked,
///   2i + 1 windowed.
extension Simulation {
    func scene(of window: WindowID) -> SceneID { cast.windows[window].scene }

    /// The scene of the window that controls the status bar: the key window's when it has a root.
    var activeScene: SceneID { scene(of: statusBarWindow) }

    func isLocked(scene: SceneID) -> Bool { state.globals.sceneLock & (1 << (2 * scene.index)) != 0 }
    func isWindowed(scene: SceneID) -> Bool { state.globals.sceneLock & (2 << (2 * scene.index)) != 0 }

    mutating func setLocked(scene: SceneID, _ locked: Bool) {
        let bit = UInt32(1) << (2 * scene.index)
        state.globals.sceneLock = locked ? state.globals.sceneLock | bit : state.globals.sceneLock & ~bit
    }

    /// A scene changing mode comes out of full screen smaller than the screen (the default window).
    mutating func setWindowed(scene: SceneID, _ windowed: Bool) {
        let bit = UInt32(2) << (2 * scene.index)
        state.globals.sceneLock = windowed ? state.globals.sceneLock | bit : state.globals.sceneLock & ~bit
        setFills(scene: scene, false)
    }

    /// A windowed scene the person sized to the whole screen (`resizeScene`, `fillsScreen`).
    func windowFills(scene: SceneID) -> Bool { state.globals.sceneFills & (1 << scene.index) != 0 }

    mutating func setFills(scene: SceneID, _ fills: Bool) {
        let bit = UInt16(1) << scene.index
        state.globals.sceneFills = fills ? state.globals.sceneFills | bit : state.globals.sceneFills & ~bit
    }

    /// Apple's three conditions for the lock: centered, screen-sized, not occluded. A full-screen scene
    /// meets them; a windowed one only when it fills the screen (assumed: then it is centered and on top).
    func meetsLockConditions(scene: SceneID) -> Bool { !isWindowed(scene: scene) || windowFills(scene: scene) }

    var sceneWindowed: Bool { isWindowed(scene: activeScene) }

    /// The window that decides a scene's orientation: the status-bar window for the active scene, else the
    /// scene's highest window with a root (ties → last), else its first window on screen; nil when none is.
    func controllingWindow(scene: SceneID) -> WindowID? {
        if scene == activeScene { return statusBarWindow }
        return topWindow(scene: scene)
    }

    /// A scene's highest window on screen with a root (ties → last), else its first window on screen.
    func topWindow(scene: SceneID) -> WindowID? {
        var best: WindowID?
        for ref in windows.windowIDs where isRotating(ref) && self.scene(of: ref) == scene {
            if let current = best, isInFront(current, of: ref) { continue }
            best = ref
        }
        return best ?? windows.windowIDs.first { windows[$0].installed && !windows[$0].hidden && self.scene(of: $0) == scene }
    }

    /// Why the lock can or cannot hold in the scene's mode, for the lock's reasons.
    func sceneLockCondition(_ scene: SceneID) -> SceneLockCondition {
        if isWindowed(scene: scene) { return windowFills(scene: scene) ? .windowFillsScreen : .windowedNotScreenSized }
        return cast.sceneCount == 1 ? .theOneScene : .fullScreenScene
    }

    mutating func windowingModeSet(_ mode: WindowingMode, scene given: SceneID?, event: Int) -> Outcome {
        let scene = given ?? activeScene
        let windowed = mode == .windowed
        guard windowed != isWindowed(scene: scene) else {
            return outcome(.scene(.alreadyMode(mode)), rule: .r4_3)
        }
        setWindowed(scene: scene, windowed)
        if windowed {
            guard isLocked(scene: scene) else {
                return outcome(.scene(.becomesWindowed), rule: .r4_3)
            }
            setLocked(scene: scene, false)
            let released = outcome(.scene(.windowedDropsLock), rule: .r4_3)
            return locked ? released : followAfterRelease(released, event: event)
        }
        // Full screen again: the system considers the lock preference again (a window that filled the
        // screen may hold the lock already).
        guard !isLocked(scene: scene), let preference = interfaceOrientationLockPreference(scene: scene), preference.locked else {
            return outcome(.scene(.becomesFullScreen), rule: .r4_3)
        }
        setLocked(scene: scene, true)
        return outcome(.scene(.fullScreenLocks(mention(preference.controller))), rule: .r4_3)
    }

    /// `resizeScene`: a windowed scene fills the screen or not; the lock follows Apple's three conditions
    /// (assumed: a window sized to the whole screen is centered and not occluded). It stays windowed, so
    /// geometry requests stay refused. A full-screen scene always fills the screen: nothing changes.
    mutating func sceneResized(fillsScreen fills: Bool, scene given: SceneID?, event: Int) -> Outcome {
        let scene = given ?? activeScene
        guard isWindowed(scene: scene) else {
            return outcome(.scene(.fullScreenAlwaysFills), rule: .r4_3)
        }
        setFills(scene: scene, fills)
        let was = isLocked(scene: scene)
        let now = (interfaceOrientationLockPreference(scene: scene)?.locked ?? false) && meetsLockConditions(scene: scene)
        setLocked(scene: scene, now)
        let result = outcome(.scene(.resized(sceneLockCondition(scene), was: was, now: now)), rule: .r4_3)
        // Released: the interface follows the device, as when the scene becomes windowed.
        guard was, !now, !locked else { return result }
        return followAfterRelease(result, event: event)
    }

    /// `activateScene`: the scene comes forward and its key window becomes the app's, so the scene controls
    /// the status bar and the top-level answer. From iOS 15 a scene keeps its own key window
    /// (`UIWindowScene.keyWindow`) and that one is restored; before, or when the scene has none on screen,
    /// its controlling window becomes key. Nothing rotates (assumed: UIKit's foreground transition is not
    /// modelled).
    mutating func sceneActivated(_ scene: SceneID, event: Int) -> Outcome {
        if keyIsPerScene,
            let kept = windows.windowIDs.first(where: {
                windows[$0].installed && !windows[$0].hidden && windows[$0].key && self.scene(of: $0) == scene
            })
        {
            makeKey(kept)
            statusBarMayHaveMoved()
            return outcome(.scene(.activated(scene, window: kept, statusBar: statusBarWindow)), rule: .r4_3)
        }
        guard let window = topWindow(scene: scene) else {
            return outcome(.scene(.noWindowOnScreen(scene)), rule: .r4_3)
        }
        makeKey(window)
        statusBarMayHaveMoved()
        return outcome(.scene(.activated(scene, window: window, statusBar: statusBarWindow)), rule: .r4_3)
    }

    /// requestGeometryUpdate refused because the scene's orientation mode is not dynamic: UIKit refuses
    /// before asking any controller, nothing rotates, and the error handler gets UISceneErrorDomain 101
    /// with the decompiled text (the answer's violation). A resizable app is refused in any mode (R3.12);
    /// an app that is not resizable only while windowed (R4.3, assumed).
    mutating func geometryRequestRefused(_ requested: OrientationMask, resizable: Bool, event: Int) -> Outcome {
        recordGeometryDenied(
            .orientationRequestNotAllowed, event: event,
            controller: evaluate(window: statusBarWindow).decidingController)
        guard resizable else { return outcome(.scene(.geometryRefusedWindowed(requested)), rule: .r4_3) }
        return outcome(.scene(.geometryRefusedResizable(requested)), rule: .r3_12)
    }
}
