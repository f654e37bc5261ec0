/// iPadOS 26 windowing modes (R4.3, issue 25). The request's one scene is full screen or windowed.
/// - The scene's interface-orientation lock (`prefersInterfaceOrientationLocked`) needs a scene that is
///   centered, screen-sized and not occluded (Apple's documentation): a full-screen scene is taken as all
///   three, a windowed one as none (assumed: a window the person sized to the whole screen is not told apart).
/// - A windowed scene shows in the screen's orientation: `requestGeometryUpdate` is refused (assumed;
///   UIKit's error code and text for this refusal are not public).
/// - A resizable app (R1.7) already ignores its controllers' masks, so its interface follows the device in
///   both modes; the masks of an app that is not resizable are kept (assumed).
extension Simulation {
    var sceneWindowed: Bool {
        get { state.globals.sceneLock & 2 != 0 }
        set { state.globals.sceneLock = state.globals.sceneLock & ~2 | (newValue ? 2 : 0) }
    }

    /// Why the lock can or cannot hold in the scene's mode, for the lock's reasons.
    var sceneLockCondition: Sentence {
        sceneWindowed
            ? "(the scene is windowed, so not screen-sized: the system does not lock it)"
            : "(the one scene is taken as centered, screen-sized and not occluded)"
    }

    mutating func windowingModeSet(_ mode: WindowingMode, event: Int) -> Outcome {
        let windowed = mode == .windowed
        guard windowed != sceneWindowed else {
            return outcome(reason: "the scene is already \(mode.rawValue); nothing changes", rule: .r4_3)
        }
        sceneWindowed = windowed
        if windowed {
            guard sceneOrientationLocked else {
                return outcome(
                    reason:
                        "the scene becomes windowed: it shows in the screen's orientation and nothing rotates now; requestGeometryUpdate is refused while it is windowed",
                    rule: .r4_3)
            }
            sceneOrientationLocked = false
            let released = outcome(
                reason:
                    "the scene becomes windowed, so it is no longer screen-sized: the system drops the interface-orientation lock (isInterfaceOrientationLocked false)",
                rule: .r4_3)
            return locked ? released : followAfterRelease(released, event: event)
        }
        // Full screen again: the system considers the lock preference again.
        guard let preference = interfaceOrientationLockPreference(), preference.locked else {
            return outcome(reason: "the scene becomes full screen; nothing rotates now", rule: .r4_3)
        }
        sceneOrientationLocked = true
        return outcome(
            reason:
                "the scene becomes full screen (centered, screen-sized, not occluded) and \(describe(preference.controller)) prefers the interface orientation locked: isInterfaceOrientationLocked becomes true, device turns no longer rotate the interface",
            rule: .r4_3)
    }

    /// requestGeometryUpdate in a windowed scene: the system refuses it and nothing rotates. The step says
    /// so; no violation or warning, because UIKit's error code and text for this refusal are not public.
    func geometryRequestRefusedWindowed(_ requested: OrientationMask, event: Int) -> Outcome {
        outcome(
            reason:
                "the scene is windowed and shows in the screen's orientation: the system refuses the geometry request (\(requested.listText)) and nothing rotates; the error handler gets a UISceneErrorDomain error whose code and text are not public",
            rule: .r4_3)
    }
}
