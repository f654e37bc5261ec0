/// Windowed scenes, `resizeScene`, `activateScene` (R4.3) and the iOS 26 interface-orientation lock (R3.2).
package enum SceneReason: Sendable, Equatable {
    case alreadyMode(WindowingMode)
    case becomesWindowed
    case windowedDropsLock
    case becomesFullScreen
    /// Full screen again and the controller (mentioned) prefers the lock: the scene locks.
    case fullScreenLocks(Mention)
    case fullScreenAlwaysFills
    case resized(SceneLockCondition, was: Bool, now: Bool)
    case noWindowOnScreen(SceneID)
    case activated(SceneID, window: WindowID, statusBar: WindowID)
    case geometryRefusedWindowed(OrientationMask)
    /// A resizable iPad app on iPadOS 16+ (R3.12): refused in any windowing mode.
    case geometryRefusedResizable(OrientationMask)
    case noPreferenceToRead
    /// setNeedsUpdateOfPrefersInterfaceOrientationLocked: the controller's preference read again.
    case lockPreferenceRead(Mention, prefers: Bool, was: Bool, now: Bool, SceneLockCondition)
    /// A device turn (or unlock) while the scene's interface orientation is locked.
    case lockHolds(RotationCause, stays: InterfaceOrientation)
}

/// Why the lock can or cannot hold in the scene's mode.
package enum SceneLockCondition: Sendable, Equatable {
    case windowFillsScreen
    case windowedNotScreenSized
    case theOneScene
    case fullScreenScene
}
