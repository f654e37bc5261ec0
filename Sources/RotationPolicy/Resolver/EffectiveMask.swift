/// The effective mask E (R1.5): decider ∩ app ∩ device, with iPad multitasking ignoring controllers (R1.7).
struct Evaluation {
    var decision: Decision?
    var mask: OrientationMask
    /// The controller reported as `decidingController`: the one whose mask answer was used. Stored, not
    /// computed: Swift 6.3.1's optimizer crashes (SIL ownership verifier) on the computed form.
    var decidingController: ControllerID?

    init(decision: Decision?, mask: OrientationMask) {
        self.decision = decision
        self.mask = mask
        self.decidingController = decision?.owner
    }
}

extension Simulation {
    /// The app's mask for a window: the delegate's answer if implemented (R1.2), else Info.plist (R1.1).
    /// At launch only Info.plist counts, so launch code reads `app.plist` directly.
    var appMask: OrientationMask { delegateOrientations ?? cast.plistMask }

    /// The app's mask for one window: from iOS 27 its scene delegate's
    /// `supportedInterfaceOrientations(for:)` if implemented, which replaces Info.plist for the scene and is
    /// taken to win over the deprecated app-delegate method (assumed); else `appMask`.
    func appMask(window ref: WindowID) -> OrientationMask {
        guard !cast.sceneMasks.isEmpty, let sceneMask = cast.sceneMasks[scene(of: ref).index] else {
            return app.delegateAnswersTopController && delegateOrientations == nil ? topControllerMask(window: ref) : appMask
        }
        return sceneMask
    }

    func evaluate(window ref: WindowID) -> Evaluation {
        let decision = decision(window: ref)
        if cast.supportsMultitasking {
            // Multitasking iPad apps are never asked; E is all (docs/rules.md#r1-7).
            return Evaluation(decision: decision, mask: .all.intersection(app.deviceMask))
        }
        // A window without a root takes its orientations from the application only (R1.6).
        let controllerMask = decision?.controllerMask ?? .all
        return Evaluation(decision: decision, mask: controllerMask.intersection(appMask(window: ref)).intersection(app.deviceMask))
    }

    /// Fallback F: the first orientation of `options.fallbackOrder` that `mask` allows.
    func fallback(in mask: OrientationMask) -> InterfaceOrientation? {
        options.fallbackOrder.first(where: mask.contains)
    }
}
