/// An event that cannot happen in the current state: the contract makes it a 400 on /v1/resolve, and
/// the explorer treats it as "not enabled". A value of ids, so refusing costs the explorer no String;
/// `RotationPolicyWire/Refusal+RequestError.swift` words it for the resolve path only.
package enum Refusal: Error {
    /// The event's field that names the controller.
    package enum Field: Sendable {
        case navigation, tabBar, presenter, controller
    }

    /// The controller is in no window now (popped, dismissed, not yet added, or its window removed).
    case notInAnyWindow(ControllerID, Field)
    /// Pushing or presenting a controller still shown or still a child elsewhere.
    case alreadyOnScreen(ControllerID)
    case windowNotOnScreen(WindowID)
    case windowAlreadyOnScreen(WindowID)
    case lastWindow(WindowID)
    /// flutter.setPreferredOrientations naming a controller of another class (its class then).
    case notFlutter(ControllerID, ClassID)
    case noFlutterOnScreen
    case noExpoRoot
}

/// Why a run or an exploration ends without an answer: a refused event of the request's own script, or
/// a crossed budget. Ids and numbers only; `RotationPolicyWire` words it as the API's 400 or 422.
package enum RunError: Error {
    /// The event at `event` cannot happen; `cast` names its controllers and windows.
    case refused(Refusal, event: Int, cast: Cast)
    /// More work than `RunLimits.maxWork` by this event.
    case workExceeded(limit: Int, event: Int)
    /// The answer would be larger than `RunLimits.maxAnswerBytes` by this event.
    case answerTooLarge(limit: Int, event: Int)
}
