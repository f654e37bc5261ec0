/// iOS 26 `prefersInterfaceOrientationLocked` (R3.2, "the scene's interface-orientation lock"). UIKit
/// reads the preference of the controller it asks (the root or the top full-screen presentation, then
/// down its `childForInterfaceOrientationLock`) at launch and on
/// `setNeedsUpdateOfPrefersInterfaceOrientationLocked()`. The system locks only a scene that is centered,
/// the size of the screen and not occluded: a full-screen scene is taken as all three, a windowed one
/// (Resolver/SceneWindowing.swift) as none, so the lock is on exactly when the preference is YES and the
/// scene is full screen. While it is on, device turns do not rotate the interface.
extension Simulation {
    /// `UIWindowScene.effectiveGeometry.isInterfaceOrientationLocked`, as UIKit last read it.
    /// The active scene's (Resolver/SceneWindowing.swift).
    var sceneOrientationLocked: Bool { isLocked(scene: activeScene) }

    /// The answer reports the lock only where it can exist and the request uses it, so other answers
    /// keep their shape.
    var reportsInterfaceOrientationLock: Bool {
        app.iosVersion.atLeast(26)
            && (sceneOrientationLocked || controllers.contains(where: { $0.overrides.prefersInterfaceOrientationLocked != nil }))
    }

    /// The controller whose preference counts in a scene and its answer: the asked controller, then down
    /// its `childForInterfaceOrientationLock` while that names a child; nil before iOS 26 or without a root.
    func interfaceOrientationLockPreference(scene: SceneID) -> (controller: ControllerID, locked: Bool)? {
        guard app.iosVersion.atLeast(26), let window = controllingWindow(scene: scene),
            var owner = evaluate(window: window).decision?.asked
        else {
            return nil
        }
        // Children only ever lie below or in presentations, so this ends; the bound is a guard.
        for _ in 0...controllers.count {
            guard let child = target(of: owner, controllers[owner].overrides.childForInterfaceOrientationLock) else { break }
            owner = child
        }
        return (owner, controllers[owner].overrides.prefersInterfaceOrientationLocked ?? false)
    }

    /// At launch: only a request that declares the preference somewhere can start locked.
    mutating func readInterfaceOrientationLock() {
        guard app.iosVersion.atLeast(26), controllers.contains(where: { $0.overrides.prefersInterfaceOrientationLocked == true })
        else {
            return
        }
        for scene in (0..<cast.sceneCount).map(SceneID.init) {
            setLocked(scene: scene, (interfaceOrientationLockPreference(scene: scene)?.locked ?? false) && meetsLockConditions(scene: scene))
        }
    }

    mutating func interfaceOrientationLockInvalidated(_ controller: ControllerID?, event: Int) throws(Refusal) -> Outcome {
        var scene = activeScene
        if let controller {
            try requireAttached(controller, event: event, field: .controller)
            if let window = window(of: controller) { scene = self.scene(of: window) }
        }
        guard let preference = interfaceOrientationLockPreference(scene: scene) else {
            return outcome(.scene(.noPreferenceToRead), rule: .r1_6)
        }
        let was = isLocked(scene: scene)
        let now = preference.locked && meetsLockConditions(scene: scene)
        setLocked(scene: scene, now)
        let result = outcome(
            .scene(
                .lockPreferenceRead(
                    mention(preference.controller), prefers: preference.locked, was: was, now: now, sceneLockCondition(scene))),
            rule: .r3_13)
        // Released: like the Control Center unlock, the interface follows the device again (uncertain).
        guard was, !now, !locked else { return result }
        return followAfterRelease(result, event: event)
    }

    /// The lock was released: the interface follows the device, as an unlock does (uncertain).
    mutating func followAfterRelease(_ released: Outcome, event: Int) -> Outcome {
        var result = released
        let follow = followDevice(deviceOrientation, event: event, cause: .unlocked(deviceOrientation), rule: .r3_2)
        log.followUp = follow.reason
        result.rule = follow.rule
        result.grounds = follow.grounds
        return result.assuming(.sceneLockReleaseFollowsDevice, under: .r3_2)
    }

    /// A device turn (or unlock) while the scene's interface orientation is locked.
    func sceneLockHolds(_ cause: RotationCause) -> Outcome {
        outcome(.scene(.lockHolds(cause, stays: windows[statusBarWindow].orientation)), rule: .r3_13)
    }
}
