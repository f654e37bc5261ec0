/// Cross-platform strategies (rules X1–X4): a library's orientation call expanded into the UIKit calls
/// that library makes, each applied with the existing transition, as one step. The step's reason ends
/// with "→ call, call" and, with `options.trace`, the trace lists each call and what UIKit did.
extension Simulation {
    /// The UIKit calls of one expansion, and which of them moved the top-level orientation.
    struct Expansion {
        var summary: [ExpansionCall] = []
        var trace: [TraceLine] = []
        /// The sub-outcome that decided the step: the last that rotated, else the last one.
        var deciding: Outcome?
        var rotated = false
        /// The top-level orientations the calls turned to, in order: more than one is a bounce.
        var turns: [InterfaceOrientation] = []
        /// Every call's rule and assumptions: the step rests on all of them.
        var grounds = Grounds()
    }

    mutating func crossPlatform(_ call: CrossPlatformCall, event: Int) throws(Refusal) -> Outcome {
        var expansion = Expansion()
        let rule: Rule
        switch call {
        case .flutterSetPreferredOrientations(let mask, let controller):
            rule = .x1
            try flutterPerformOrientationUpdate(mask, controller: controller, event: event, &expansion)
        case .expoLockAsync(let lock):
            rule = .x2
            try expoLock(lock, event: event, &expansion)
        case .expoUnlockAsync:
            rule = .x2
            try expoLock(.DEFAULT, event: event, &expansion)
        case .rnOrientationLocker(let method):
            rule = .x3
            rnOrientationLocker(method, event: event, &expansion)
        case .rnScreensScreenOrientation(let screen, let orientation):
            rule = .x4
            try rnScreensScreenOrientation(screen, orientation, event: event, &expansion)
        case .swiftUIPresent(let modifier, let presenter, let controller):
            rule = .x5
            try swiftUIPresent(modifier, presenter: presenter, controller: controller, event: event, &expansion)
        }
        if options.trace { crossPlatformTrace = expansion.trace }
        var grounds = expansion.grounds
        grounds.rules.insert(RuleSet(rule))
        // The same rule with steps reported or not: the explorer's findings are replayed reporting them and
        // matched by rule (a denied Flutter request was found under R3.5, replayed under X1, and lost
        // its message).
        let decided = expansion.rotated ? expansion.deciding?.rule ?? rule : rule
        guard reportsSteps else { return Outcome(reason: .unreported, rule: decided, grounds: grounds) }
        log.crossPlatformParts = CrossPlatformParts(
            CrossPlatformReason(
                call: call, calls: expansion.summary, deciding: expansion.deciding?.reason, turns: expansion.turns))
        return Outcome(reason: .crossPlatform, rule: decided, grounds: grounds)
    }

    /// One UIKit call of an expansion: applies `body` (an existing transition) and records it.
    mutating func uikitCall(
        _ name: ExpansionCall, _ expansion: inout Expansion,
        _ body: (inout Simulation) throws(Refusal) -> Outcome
    ) throws(Refusal) {
        guard !terminated else { return }
        let before = topLevelOrientation
        let outcome = try body(&self)
        let rotated = topLevelOrientation != before
        if reportsSteps {
            expansion.summary.append(name)
            // The trace lines are only read when the request asks for a trace.
            if options.trace {
                expansion.trace.append(.call(name, reason: outcome.reason, rule: outcome.rule))
            }
        }
        if rotated, reportsSteps { expansion.turns.append(topLevelOrientation) }
        if rotated || !expansion.rotated { expansion.deciding = outcome }
        expansion.grounds.formUnion(outcome.grounds)
        expansion.grounds.rules.insert(RuleSet(outcome.rule))
        expansion.rotated = expansion.rotated || rotated
    }

    /// A library step that is not a UIKit call (a stored mask, a rejected promise), for the trace.
    mutating func libraryNote(_ note: LibraryNote, _ expansion: inout Expansion) {
        if reportsSteps, options.trace { expansion.trace.append(.library(note)) }
    }

    /// `[[UIDevice currentDevice] setValue:@(UIInterfaceOrientationX) forKey:@"orientation"]`: the
    /// libraries pass an interface value, which UIDevice reads as the device value with the same raw
    /// number (interface landscapeLeft 4 = device landscapeRight 4, which maps back to it).
    static func kvcDevice(_ orientation: InterfaceOrientation?) -> DeviceOrientation {
        orientation.flatMap { DeviceOrientation(rawValue: $0.rawValue) } ?? .unknown
    }

    /// The key window (RCTKeyWindow, the expo registry's key window); the status-bar window if none is key.
    var keyWindow: WindowID {
        windows.windowIDs.first { isAppKeyWindow($0) && cast.windows[$0].root != nil }
            ?? statusBarWindow
    }

    /// RCTKeyWindow() (React Native's RCTUtils): the window that is key, with or without a root; nil if none.
    var rctKeyWindow: WindowID? {
        windows.windowIDs.first(where: isAppKeyWindow)
    }

    static func setMask(_ mask: OrientationMask) -> OverridePatch {
        var patch = OverridePatch()
        patch.supportedOrientations = .set(mask)
        return patch
    }

    // MARK: X1 Flutter

    /// FlutterViewController `performOrientationUpdate:` (flutter/flutter@57f980a8,
    /// engine/src/flutter/shell/platform/darwin/ios/framework/Source/FlutterViewController.mm; later
    /// versions read the window scene's orientation from iOS 13, as modelled; tests: flutter/engine@0317a342
    /// FlutterViewControllerTest.mm): nothing unless the mask changed; iOS 16+: requestGeometryUpdate
    /// then setNeedsUpdateOfSupportedInterfaceOrientations per window scene; before: when the current
    /// orientation is not allowed, attemptRotationToDeviceOrientation, then the KVC device orientation
    /// set to the first allowed of portrait, portraitUpsideDown, landscapeLeft, landscapeRight.
    mutating func flutterPerformOrientationUpdate(
        _ mask: OrientationMask, controller: ControllerID?, event: Int, _ expansion: inout Expansion
    ) throws(Refusal) {
        let flutter: ControllerID
        if let controller {
            try requireAttached(controller, event: event, field: .controller)
            guard className(controller) == CrossPlatformClass.flutter else {
                throw .notFlutter(controller, controllers[controller].classID)
            }
            flutter = controller
        } else {
            guard let found = onScreenController(ofClass: CrossPlatformClass.flutter) else {
                throw .noFlutterOnScreen
            }
            flutter = found
        }
        let preferences = controllers[flutter].overrides.supportedOrientations ?? app.idiomDefaultMask
        guard mask != preferences else {
            libraryNote(.preferencesUnchanged(mask), &expansion)
            return
        }
        try uikitCall(.orientationPreferences(mask), &expansion) { (s) throws(Refusal) in
            try s.overridesChanged(flutter, Self.setMask(mask), event: event)
        }
        if app.iosVersion.atLeast(16) {
            try uikitCall(.requestGeometryUpdate(mask), &expansion) { (s) throws(Refusal) in
                s.geometryUpdateRequested(mask, event: event)
            }
            try uikitCall(.setNeedsUpdate, &expansion) { (s) throws(Refusal) in
                try s.supportedOrientationsInvalidated(flutter, event: event)
            }
            return
        }
        // Before iOS 13 the engine reads the status bar; from 13 the window scene's orientation.
        let window = self.window(of: flutter) ?? statusBarWindow
        let current = app.iosVersion.atLeast(13) ? windows[window].orientation : statusBarOrientation
        guard !mask.contains(current) else {
            libraryNote(.allowedNoForce(current, mask), &expansion)
            return
        }
        try uikitCall(.attemptRotation, &expansion) { (s) throws(Refusal) in
            s.rotationAttempted(event: event)
        }
        let order: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
        guard let forced = order.first(where: mask.contains) else { return }
        let device = Self.kvcDevice(forced)
        try uikitCall(.setDeviceValue(forced), &expansion) { (s) throws(Refusal) in
            s.deviceOrientationSet(device, event: event)
        }
    }

    /// The first attached controller of `className`: the status-bar window's first, then the others.
    func onScreenController(ofClass className: String) -> ControllerID? {
        let candidates = controllers.controllerIDs.filter { controllers[$0].attached && self.className($0) == className }
        let installed = candidates.filter { ref in window(of: ref).map { windows[$0].installed } ?? false }
        return installed.first { window(of: $0) == statusBarWindow } ?? installed.first
    }

    // MARK: X2 expo-screen-orientation

    /// expo-screen-orientation (expo/expo packages/expo-screen-orientation/ios: ScreenOrientationModule.swift
    /// @06ee4ff, ScreenOrientationRegistry.swift @c9ed6ec): rejects an empty mask and one with upside-down on
    /// a device with a home indicator; the root's mask becomes (home indicator ? allButUpsideDown : all) ∩
    /// lock; then enforceDesiredDeviceOrientation: keep the current orientation if the lock allows it, else
    /// portrait, landscapeLeft, landscapeRight, upside-down; iOS 16+: requestGeometryUpdate(lock) and
    /// setNeedsUpdate on the root, before: KVC device orientation then attemptRotationToDeviceOrientation.
    mutating func expoLock(_ lock: ExpoOrientationLock, event: Int, _ expansion: inout Expansion) throws(Refusal) {
        let window = keyWindow
        guard let root = cast.windows[window].root, className(root) == CrossPlatformClass.expo else {
            throw .noExpoRoot
        }
        let mask = lock.mask
        // doesDeviceHaveNotch: a home indicator, i.e. no home button (also on iPads: expo PR #49267).
        let homeIndicator = !app.hasHomeButton
        if homeIndicator, mask.contains(.portraitUpsideDown) {
            libraryNote(.expoRejects(lock), &expansion)
            if reportsSteps { expansion.summary.append(.rejected) }
            return
        }
        let required = (homeIndicator ? OrientationMask.allButUpsideDown : .all).intersection(mask)
        try uikitCall(.rootMask(required), &expansion) { (s) throws(Refusal) in
            try s.overridesChanged(root, Self.setMask(required), event: event)
        }
        let current = windows[window].orientation
        let order: [InterfaceOrientation] = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
        guard let target = mask.contains(current) ? current : order.first(where: mask.contains) else { return }
        if app.iosVersion.atLeast(16) {
            try uikitCall(.requestGeometryUpdate(mask), &expansion) { (s) throws(Refusal) in
                s.geometryUpdateRequested(mask, event: event)
            }
            try uikitCall(.setNeedsUpdate, &expansion) { (s) throws(Refusal) in
                try s.supportedOrientationsInvalidated(root, event: event)
            }
        } else {
            let device = Self.kvcDevice(target)
            try uikitCall(.setDeviceValue(target), &expansion) { (s) throws(Refusal) in
                s.deviceOrientationSet(device, event: event)
            }
            try uikitCall(.attemptRotation, &expansion) { (s) throws(Refusal) in
                s.rotationAttempted(event: event)
            }
        }
    }

    // MARK: X3 react-native-orientation-locker

    /// react-native-orientation-locker v1.7.0 (wonday/react-native-orientation-locker@886f2400,
    /// iOS/RCTOrientation/Orientation.m). The mask lives in the library; the app delegate's
    /// supportedInterfaceOrientationsFor returns it (README setup), modelled as `delegateOrientations`
    /// when the request implements the delegate. lockTo…: iOS 16+ requestGeometryUpdate(mask) on the
    /// first scene, before: KVC unknown then the target; then attemptRotationToDeviceOrientation.
    /// lockToLandscape has no iOS 16 path: KVC unknown, landscape, the library's `_lastDeviceOrientation`
    /// (the device value before its previous lock, not UIDevice's now), then attempt.
    mutating func rnOrientationLocker(_ method: RNOrientationLockerMethod, event: Int, _ expansion: inout Expansion) {
        let mask = method.mask
        // `_isLocking`: the library's own KVC sets do not update its `_lastDeviceOrientation`.
        rnolLocking = true
        defer { rnolLocking = false }
        // The closures below never throw: these transitions name no controller.
        if method == .lockToLandscape {
            // The library's `_lastDeviceOrientation`, not UIDevice's value now (Resolver/LibraryMemory.swift).
            let lastDevice = rnolLastDeviceOrientation
            // The library reads `UIApplication.statusBarOrientation`, which follows a
            // setStatusBarOrientation override, not the window (Orientation.m lockToLandscape).
            let current = statusBarOrientation
            try? uikitCall(.setDeviceValue(nil), &expansion) { (s) throws(Refusal) in
                s.deviceOrientationSet(.unknown, event: event)
            }
            rnolStoreMask(mask, &expansion)
            // "LANDSCAPE-RIGHT" is the library's name for interface landscapeLeft.
            let target: InterfaceOrientation = current == .landscapeLeft ? .landscapeLeft : .landscapeRight
            try? uikitCall(.setDeviceValue(target), &expansion) { (s) throws(Refusal) in
                s.deviceOrientationSet(Self.kvcDevice(target), event: event)
            }
            try? uikitCall(.restoreDeviceValue(lastDevice), &expansion) {
                (s) throws(Refusal) in s.deviceOrientationSet(lastDevice, event: event)
            }
        } else {
            rnolStoreMask(mask, &expansion)
            if app.iosVersion.atLeast(16) {
                try? uikitCall(.requestGeometryUpdate(mask), &expansion) { (s) throws(Refusal) in
                    s.geometryUpdateRequested(mask, event: event)
                }
            } else {
                let device = Self.kvcDevice(method.target)
                try? uikitCall(.setDeviceValue(nil), &expansion) { (s) throws(Refusal) in
                    s.deviceOrientationSet(.unknown, event: event)
                }
                try? uikitCall(.setDeviceValue(method.target), &expansion) { (s) throws(Refusal) in
                    s.deviceOrientationSet(device, event: event)
                }
            }
        }
        try? uikitCall(.attemptRotation, &expansion) { (s) throws(Refusal) in
            s.rotationAttempted(event: event)
        }
    }

    /// `Orientation.setOrientation(mask)`: what the app delegate returns from now on, if it asks the library.
    mutating func rnolStoreMask(_ mask: OrientationMask, _ expansion: inout Expansion) {
        guard delegateOrientations != nil else {
            libraryNote(.delegateNotImplemented(mask), &expansion)
            return
        }
        delegateOrientations = mask
        libraryNote(.delegateReturns(mask), &expansion)
        if reportsSteps { expansion.summary.append(.delegateMask(mask)) }
    }

    // MARK: X4 react-native-screens

    /// react-native-screens 4.11.0-beta.1 (software-mansion/react-native-screens@ff84fb98,
    /// ios/RNSScreen.mm setScreenOrientation:, ios/RNSScreenWindowTraits.mm enforceDesiredDeviceOrientation):
    /// the screen's mask changes, then the key window root's answer (RCTKeyWindow, even without a root:
    /// then nothing happens) decides a new orientation by a
    /// five-case table (device vs interface in the mask); only when there is one: iOS 16+ a
    /// requestGeometryUpdate on the first scene and setNeedsUpdate on the topmost presented controller,
    /// before: KVC device orientation then attemptRotationToDeviceOrientation.
    mutating func rnScreensScreenOrientation(
        _ screen: ControllerID, _ orientation: RNScreensOrientation, event: Int, _ expansion: inout Expansion
    ) throws(Refusal) {
        try uikitCall(.screenMask(orientation.mask), &expansion) {
            (s) throws(Refusal) in try s.overridesChanged(screen, Self.setMask(orientation.mask), event: event)
        }
        // RCTKeyWindow() is the key window whatever its root; messaging a nil root gives mask 0, whose
        // fallback is Unknown, and the `!= Unknown` guard skips both paths.
        guard let window = rctKeyWindow, let root = cast.windows[window].root else {
            libraryNote(.keyWindowWithoutRoot, &expansion)
            return
        }
        let owner = answeringController(from: root)
        let mask = controllers[owner].overrides.supportedOrientations ?? app.idiomDefaultMask
        let device = deviceOrientation.interfaceOrientation
        let interface = windows[window].orientation
        let newOrientation: InterfaceOrientation?
        if let device, mask.contains(device) {
            // Device allowed: rotate to it when the interface is not allowed or differs.
            newOrientation = device != interface || !mask.contains(interface) ? device : nil
        } else if !mask.contains(interface) {
            let order: [InterfaceOrientation] = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
            newOrientation = order.first(where: mask.contains)
        } else {
            newOrientation = nil
        }
        libraryNote(
            .rootAnswers(mask, mention(owner), device: deviceOrientation, interface: interface, new: newOrientation), &expansion)
        guard let newOrientation else { return }
        if app.iosVersion.atLeast(16) {
            try uikitCall(.requestGeometryUpdate(mask), &expansion) { (s) throws(Refusal) in
                s.geometryUpdateRequested(mask, event: event)
            }
            var top = root
            while let presented = controllers[top].presentation?.controller { top = presented }
            let topController = top
            try uikitCall(.setNeedsUpdateOn(topController), &expansion) {
                (s) throws(Refusal) in try s.supportedOrientationsInvalidated(topController, event: event)
            }
        } else {
            let kvc = Self.kvcDevice(newOrientation)
            try uikitCall(.setDeviceValue(newOrientation), &expansion) { (s) throws(Refusal) in
                s.deviceOrientationSet(kvc, event: event)
            }
            try uikitCall(.attemptRotation, &expansion) { (s) throws(Refusal) in
                s.rotationAttempted(event: event)
            }
        }
    }
}

extension Simulation {
    /// The calls the last cross-platform event recorded, once: the next step's trace starts empty.
    mutating func takeCrossPlatformTrace() -> [TraceLine] {
        defer { crossPlatformTrace = [] }
        return crossPlatformTrace
    }

    /// What followed in the last event, once.
    mutating func takeFollowUp() -> Reason? {
        defer { log.followUp = nil }
        return log.followUp
    }

    /// The parts of the last cross-platform event's reason, once.
    mutating func takeCrossPlatformParts() -> CrossPlatformReason? {
        defer { log.crossPlatformParts = nil }
        return log.crossPlatformParts?.reason
    }
}
