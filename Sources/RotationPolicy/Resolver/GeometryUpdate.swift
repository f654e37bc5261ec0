/// The iOS 16 APIs: setNeedsUpdateOfSupportedInterfaceOrientations (R3.5) and
/// UIWindowScene.requestGeometryUpdate (R3.9).
extension Simulation {
    mutating func supportedOrientationsInvalidated(_ controller: ControllerID?, event: Int) throws(Refusal) -> Outcome {
        var window = statusBarWindow
        if let controller {
            try requireAttached(controller, event: event, field: .controller)
            window = self.window(of: controller) ?? window
        }
        guard app.iosVersion.atLeast(16) else {
            warn(
                WarningCode.setNeedsUpdateUnavailable,
                .setNeedsUpdateUnavailable,
                event: event)
            return outcome(.geometry(.setNeedsUpdateUnavailable), rule: .r3_5)
        }
        let evaluation = evaluate(window: window)
        guard evaluation.decision != nil else { return outcome(.geometry(.windowHasNoRoot), rule: .r1_6) }
        if evaluation.mask.isEmpty { return emptyMaskOnRotationPath(window, evaluation, event: event) }
        let current = windows[window].orientation
        guard !evaluation.mask.contains(current) else {
            return outcome(.geometry(.stillAllowed(supported: evaluation.mask, current: current)), rule: .r3_5)
        }
        if let device = deviceOrientation.interfaceOrientation, evaluation.mask.contains(device) {
            rotate(window, to: device)
            return outcome(.geometry(.toDevice(current: current, supported: evaluation.mask, device: device)), rule: .r3_5)
        }
        guard let target = fallback(in: evaluation.mask) else { return outcome(.geometry(.noTarget), rule: .r3_5) }
        rotate(window, to: target)
        return outcome(
            .geometry(.fallback(current: current, supported: evaluation.mask, target: target)), rule: .r3_5
        ).assumingFallback(among: evaluation.mask)
    }

    mutating func geometryUpdateRequested(_ requested: OrientationMask, event: Int) -> Outcome {
        // Refused before any mask is read: a resizable app (R3.12, reports from iPadOS 16 on), then a
        // windowed scene of an app that is not resizable (R4.3).
        if cast.supportsMultitasking, app.iosVersion.atLeast(16) { return geometryRequestRefused(requested, resizable: true, event: event) }
        if sceneWindowed { return geometryRequestRefused(requested, resizable: false, event: event) }
        let window = statusBarWindow
        let evaluation = evaluate(window: window)
        let allowed = requested.intersection(evaluation.mask)
        guard !allowed.isEmpty else {
            recordGeometryDenied(
                .geometryRequestDenied(requested: requested, supported: evaluation.mask), event: event,
                controller: evaluation.decidingController)
            return outcome(.geometry(.requestDenied(requested: requested, supported: evaluation.mask)), rule: .r3_9)
        }
        guard evaluation.decision != nil else { return outcome(.geometry(.windowHasNoRoot), rule: .r1_6) }
        let current = windows[window].orientation
        let target: InterfaceOrientation
        let choice: GeometryChoice
        if let device = deviceOrientation.interfaceOrientation, allowed.contains(device) {
            (target, choice) = (device, .deviceOrientation)
        } else if allowed.contains(current) {
            (target, choice) = (current, .currentOrientation)
        } else if let first = fallback(in: allowed) {
            (target, choice) = (first, .fallbackOrder)
        } else {
            return outcome(.geometry(.noTarget), rule: .r3_9)
        }
        rotate(window, to: target)
        let chosen = outcome(
            .geometry(
                .requestGranted(
                    requested: requested, supported: evaluation.mask, allowed: allowed, choice: choice, target: target)),
            rule: .r3_9)
        return choice == .fallbackOrder ? chosen.assumingFallback(among: allowed) : chosen
    }
}
