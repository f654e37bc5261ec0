/// Device-driven rotation (R3.1), the orientation lock (R3.2), attemptRotationToDeviceOrientation (R3.4)
/// and the UIDevice `setValue(_:forKey: "orientation")` trick (R3.10).
extension Simulation {
    /// Every rotating window follows a device orientation by its own decider (R3.1, R4.2); the outcome
    /// reported is the status-bar window's.
    mutating func followDevice(_ device: DeviceOrientation, event: Int, cause: RotationCause, rule: Rule) -> Outcome {
        guard let target = device.interfaceOrientation else {
            return outcome(.autorotation(.noInterfaceOrientation(cause, device)), rule: rule)
        }
        if sceneOrientationLocked, cast.sceneCount == 1 { return sceneLockHolds(cause) }
        var reported = outcome(.autorotation(.noWindowHasRoot(cause)), rule: .r1_6)
        let top = statusBarWindow
        for window in windows.windowIDs where isRotating(window) {
            // Several scenes: a locked scene's windows stay (R4.3).
            if isLocked(scene: scene(of: window)) {
                if window == top { reported = sceneLockHolds(cause) }
                continue
            }
            work += hops
            let outcome = autorotate(window, to: target, event: event, cause: cause, rule: rule)
            if window == top { reported = outcome }
            if terminated { return outcome }
        }
        return reported
    }

    /// R3.1 for one window: rotate to `target` if E allows it and the decider autorotates.
    mutating func autorotate(
        _ window: WindowID, to target: InterfaceOrientation, event: Int, cause: RotationCause, rule: Rule
    ) -> Outcome {
        let evaluation = evaluate(window: window)
        guard let decision = evaluation.decision else {
            return outcome(.autorotation(.windowWithoutRoot(cause)), rule: .r1_6)
        }
        if evaluation.mask.isEmpty { return emptyMaskOnRotationPath(window, evaluation, event: event) }
        let current = windows[window].orientation
        guard evaluation.mask.contains(target) else {
            return outcome(
                .autorotation(.notSupported(cause, target: target, supported: evaluation.mask, stays: current)), rule: rule)
        }
        guard target != current else {
            return outcome(.autorotation(.alreadyFaces(cause, target)), rule: rule)
        }
        guard autorotates(decision) else {
            return outcome(
                .autorotation(.shouldNotAutorotate(cause, mention(decision.owner), stays: current)), rule: .r6_1)
        }
        noteIgnoredAutorotate(decision, event: event)
        rotate(window, to: target)
        return outcome(.autorotation(.rotates(cause, target: target, supported: evaluation.mask)), rule: rule)
    }

    mutating func deviceTurned(_ orientation: DeviceOrientation, event: Int) -> Outcome {
        physicalOrientation = orientation
        guard !locked else {
            return outcome(.autorotation(.lockedTurn(stays: deviceOrientation)), rule: .r3_2)
        }
        guard orientation != deviceOrientation else {
            return outcome(.autorotation(.deviceAlready(orientation)), rule: .r3_1)
        }
        deviceOrientation = orientation
        return followDevice(orientation, event: event, cause: .deviceTurned(orientation), rule: .r3_1)
    }

    mutating func lockSwitched(_ lock: Bool, event: Int) -> Outcome {
        guard lock != locked else {
            return outcome(.autorotation(.lockAlready(on: lock)), rule: .r3_2)
        }
        locked = lock
        guard lock else {
            // Unlocking acts like a turn to the physical orientation (docs/rules.md#r3-2).
            deviceOrientation = physicalOrientation
            return followDevice(
                physicalOrientation, event: event,
                cause: .unlocked(physicalOrientation), rule: .r3_2)
        }
        guard app.idiom == .phone, options.lockSnapsToPortrait else {
            return outcome(.autorotation(.lockFreezes), rule: .r3_2)
        }
        var snapped = false
        for window in windows.windowIDs where isRotating(window) && windows[window].orientation.isLandscape {
            work += hops
            if evaluate(window: window).mask.contains(.portrait) {
                rotate(window, to: .portrait)
                snapped = true
            }
        }
        return outcome(.autorotation(.lockEngaged(snappedToPortrait: snapped)), rule: .r3_2)
    }

    mutating func deviceOrientationSet(_ orientation: DeviceOrientation, event: Int) -> Outcome {
        // An app built with an older SDK keeps the iOS 15 behaviour on iOS 16+ (R3.10).
        guard !app.linkedOnOrAfter(16) else {
            warn(
                WarningCode.setDeviceOrientationIgnored,
                .setDeviceOrientationIgnored,
                event: event)
            return outcome(.autorotation(.setDeviceOrientationIgnored), rule: .r3_10)
        }
        guard orientation != deviceOrientation else {
            return outcome(.autorotation(.setDeviceOrientationSame(orientation)), rule: .r3_10)
        }
        // The KVC set moves UIDevice's value, also under the lock, and acts like a device turn.
        deviceOrientation = orientation
        let followed = followDevice(
            orientation, event: event,
            cause: .deviceOrientationSet(orientation), rule: .r3_10)
        return locked ? followed.assuming(.deviceOrientationSetUnderLock, under: .r3_10) : followed
    }

    mutating func rotationAttempted(event: Int) -> Outcome {
        // The deprecation is the SDK's: an app built with an older one was never told (R3.4).
        if app.linkedOnOrAfter(16) {
            warn(
                WarningCode.attemptRotationDeprecated,
                .attemptRotationDeprecated,
                event: event)
        }
        guard !locked else {
            return outcome(.autorotation(.attemptUnderLock), rule: .r3_2)
        }
        return followDevice(
            deviceOrientation, event: event,
            cause: .rotationAttempted(deviceOrientation),
            rule: .r3_4)
    }
}
