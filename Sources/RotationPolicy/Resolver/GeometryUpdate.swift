/// The iOS 16 APIs: setNeedsUpdateOfSupportedInterfaceOrientations (R3.5) and
/// UIWindowScene.requestGeometryUpdate (R3.9).
extension Simulation {
    mutating func supportedOrientationsInvalidated(_ controller: ControllerRef?, event: Int) throws(Refusal) -> Outcome {
        var window = statusBarWindow
        if let controller {
            try requireAttached(controller, event: event, field: .controller)
            window = self.window(of: controller) ?? window
        }
        guard app.iosVersion.atLeast(16) else {
            warn(
                WarningCode.setNeedsUpdateUnavailable,
                text("setNeedsUpdateOfSupportedInterfaceOrientations() is available from iOS 16; on iOS \(app.iosVersion) the call does nothing"),
                event: event)
            return outcome(reason: "setNeedsUpdateOfSupportedInterfaceOrientations does not exist before iOS 16", rule: .r3_5)
        }
        let evaluation = evaluate(window: window)
        guard evaluation.decision != nil else {
            return outcome(reason: "the window has no root view controller, so it never rotates", rule: .r1_6)
        }
        if evaluation.mask.isEmpty { return emptyMaskOnRotationPath(window, evaluation, event: event) }
        let current = windows[window].orientation
        guard !evaluation.mask.contains(current) else {
            return outcome(
                reason:
                    "UIKit re-reads the supported orientations (\(evaluation.mask.listText)); \(current.name) is still allowed, so nothing rotates",
                rule: .r3_5)
        }
        if let device = deviceOrientation.interfaceOrientation, evaluation.mask.contains(device) {
            rotate(window, to: device)
            return outcome(
                reason:
                    "\(current.name) is no longer supported (\(evaluation.mask.listText)); the interface rotates to the device orientation \(device.name)",
                rule: .r3_5)
        }
        guard let target = fallback(in: evaluation.mask) else { return outcome(reason: "no orientation to rotate to", rule: .r3_5) }
        rotate(window, to: target)
        return outcome(
            reason:
                "\(current.name) is no longer supported (\(evaluation.mask.listText)) and neither is the device orientation; the fallback order picks \(target.name)",
            rule: .r3_5
        ).assumingFallback(among: evaluation.mask)
    }

    mutating func geometryUpdateRequested(_ requested: OrientationMask, event: Int) -> Outcome {
        if sceneWindowed { return geometryRequestRefusedWindowed(requested, event: event) }
        let window = statusBarWindow
        let evaluation = evaluate(window: window)
        let allowed = requested.intersection(evaluation.mask)
        guard !allowed.isEmpty else {
            recordGeometryDenied(
                reason: text(Messages.geometryRequestDenied(requested: requested, supported: evaluation.mask)), event: event,
                controller: evaluation.decidingController)
            return outcome(
                reason:
                    "none of the requested orientations (\(requested.listText)) is supported (\(evaluation.mask.listText)): the error handler gets UISceneErrorDomain 101",
                rule: .r3_9)
        }
        guard evaluation.decision != nil else {
            return outcome(reason: "the window has no root view controller, so it never rotates", rule: .r1_6)
        }
        let current = windows[window].orientation
        let target: InterfaceOrientation
        let why: String
        var usedFallback = false
        if let device = deviceOrientation.interfaceOrientation, allowed.contains(device) {
            (target, why) = (device, "the device orientation")
        } else if allowed.contains(current) {
            (target, why) = (current, "the current orientation")
        } else if let first = fallback(in: allowed) {
            (target, why) = (first, "the first of the fallback order")
            usedFallback = true
        } else {
            return outcome(reason: "no orientation to rotate to", rule: .r3_9)
        }
        rotate(window, to: target)
        let chosen = outcome(
            reason:
                "requested \(requested.listText) ∩ supported \(evaluation.mask.listText) = \(allowed.listText); UIKit picks \(why), \(target.name) (the supported orientations do not change, so a later device turn may rotate back)",
            rule: .r3_9)
        return usedFallback ? chosen.assumingFallback(among: allowed) : chosen
    }
}
