/// Device-driven rotation (R3.1), the orientation lock (R3.2), attemptRotationToDeviceOrientation (R3.4)
/// and the UIDevice `setValue(_:forKey: "orientation")` trick (R3.10).
extension Simulation {
    /// Every rotating window follows a device orientation by its own decider (R3.1, R4.2); the outcome
    /// reported is the status-bar window's.
    mutating func followDevice(_ device: DeviceOrientation, event: Int, cause: RotationCause, rule: Rule) -> Outcome {
        guard let target = device.interfaceOrientation else {
            return outcome(reason: "\(cause); \(device.name) maps to no interface orientation, so nothing rotates", rule: rule)
        }
        if sceneOrientationLocked, cast.sceneCount == 1 { return sceneLockHolds(cause) }
        var reported = outcome(reason: "\(cause); no window has a root view controller, so nothing rotates", rule: .r1_6)
        let top = statusBarWindow
        for window in windows.indices where isRotating(window) {
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
        _ window: WindowRef, to target: InterfaceOrientation, event: Int, cause: RotationCause, rule: Rule
    ) -> Outcome {
        let evaluation = evaluate(window: window)
        guard let decision = evaluation.decision else {
            return outcome(reason: "\(cause); a window without a root never rotates", rule: .r1_6)
        }
        if evaluation.mask.isEmpty { return emptyMaskOnRotationPath(window, evaluation, event: event) }
        let current = windows[window].orientation
        guard evaluation.mask.contains(target) else {
            return outcome(
                reason:
                    "\(cause); \(target.name) is not in the supported orientations (\(evaluation.mask.listText)), so the interface stays \(current.name)",
                rule: rule)
        }
        guard target != current else {
            return outcome(reason: "\(cause); the interface already faces \(target.name)", rule: rule)
        }
        guard autorotates(decision) else {
            return outcome(
                reason:
                    "\(cause); [\(className(decision.owner)) shouldAutorotate] returns NO, so the interface stays \(current.name)",
                rule: .r6_1)
        }
        noteIgnoredAutorotate(decision, event: event)
        rotate(window, to: target)
        return outcome(
            reason: "\(cause); \(target.name) is supported (\(evaluation.mask.listText)), so the interface rotates",
            rule: rule)
    }

    mutating func deviceTurned(_ orientation: DeviceOrientation, event: Int) -> Outcome {
        physicalOrientation = orientation
        guard !locked else {
            return outcome(
                reason:
                    "the orientation lock is on: only the physical device turned; UIDevice.orientation stays \(deviceOrientation.name) and nothing rotates",
                rule: .r3_2)
        }
        guard orientation != deviceOrientation else {
            return outcome(
                reason:
                    "UIDevice.orientation is already \(orientation.name): UIKit posts no orientation change, so nothing is evaluated and nothing rotates",
                rule: .r3_1)
        }
        deviceOrientation = orientation
        return followDevice(orientation, event: event, cause: .deviceTurned(orientation), rule: .r3_1)
    }

    mutating func lockSwitched(_ lock: Bool, event: Int) -> Outcome {
        guard lock != locked else {
            return outcome(reason: "the orientation lock is already \(lock ? "on" : "off")", rule: .r3_2)
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
            return outcome(
                reason: "the lock freezes the current orientation; device turns are ignored from now on", rule: .r3_2)
        }
        var snapped = false
        for window in windows.indices where isRotating(window) && windows[window].orientation.isLandscape {
            work += hops
            if evaluate(window: window).mask.contains(.portrait) {
                rotate(window, to: .portrait)
                snapped = true
            }
        }
        return outcome(
            reason: snapped
                ? "engaging the iPhone portrait lock in landscape snaps the interface to portrait"
                : "the lock is on; device turns are ignored (an iPhone snaps to portrait only from landscape, and only if portrait is supported)",
            rule: .r3_2)
    }

    mutating func deviceOrientationSet(_ orientation: DeviceOrientation, event: Int) -> Outcome {
        // An app built with an older SDK keeps the iOS 15 behaviour on iOS 16+ (R3.10).
        guard !app.linkedOnOrAfter(16) else {
            warn(
                WarningCode.setDeviceOrientationIgnored,
                text(
                    "[Orientation] BUG IN CLIENT OF UIKIT: Setting UIDevice.orientation is not supported. Please use UIWindowScene.requestGeometryUpdate(_:)"
                ),
                event: event)
            return outcome(
                reason: "apps linked on iOS 16 or later cannot set UIDevice.orientation; nothing changes", rule: .r3_10)
        }
        guard orientation != deviceOrientation else {
            return outcome(
                reason:
                    "UIDevice.orientation is already \(orientation.name): setting the same value posts no change, so nothing rotates (set unknown first)",
                rule: .r3_10)
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
                text("attemptRotationToDeviceOrientation() is deprecated in iOS 16; use setNeedsUpdateOfSupportedInterfaceOrientations()"),
                event: event)
        }
        guard !locked else {
            return outcome(reason: "the orientation lock is on: attemptRotationToDeviceOrientation does nothing", rule: .r3_2)
        }
        return followDevice(
            deviceOrientation, event: event,
            cause: .rotationAttempted(deviceOrientation),
            rule: .r3_4)
    }
}

/// Why a window follows the device: recorded as a value, worded only when a reason is rendered.
enum RotationCause {
    case deviceTurned(DeviceOrientation)
    case unlocked(DeviceOrientation)
    case deviceOrientationSet(DeviceOrientation)
    case rotationAttempted(DeviceOrientation)
}

extension RotationCause: SentencePart {
    func write(into sentence: inout Sentence.StringInterpolation) {
        switch self {
        case .deviceTurned(let orientation):
            sentence.appendLiteral("the device turned to ")
            sentence.appendInterpolation(orientation.name)
        case .unlocked(let orientation):
            sentence.appendLiteral("unlocking acts like a turn to the physical orientation ")
            sentence.appendInterpolation(orientation.name)
        case .deviceOrientationSet(let orientation):
            sentence.appendLiteral("UIDevice.orientation was set to ")
            sentence.appendInterpolation(orientation.name)
            sentence.appendLiteral(", which acts like a device turn")
        case .rotationAttempted(let orientation):
            sentence.appendLiteral("attemptRotationToDeviceOrientation re-evaluates against the device orientation ")
            sentence.appendInterpolation(orientation.name)
        }
    }
}
