/// An event that cannot happen in the current state: the contract makes it a 400 on /v1/resolve, and
/// the explorer treats it as "not enabled". A value of ids, so refusing costs the explorer no String;
/// `Wire/Refusal+RequestError.swift` words it for the resolve path only.
enum Refusal: Error {
    /// The event's field that names the controller.
    enum Field: Sendable {
        case navigation, tabBar, presenter, controller
    }

    /// The controller is in no window now (popped, dismissed, not yet added, or its window removed).
    case notInAnyWindow(ControllerRef, Field)
    /// Pushing or presenting a controller still shown or still a child elsewhere.
    case alreadyOnScreen(ControllerRef)
    case windowNotOnScreen(WindowRef)
    case windowAlreadyOnScreen(WindowRef)
    case lastWindow(WindowRef)
    /// flutter.setPreferredOrientations naming a controller of another class (its class then).
    case notFlutter(ControllerRef, ClassID)
    case noFlutterOnScreen
    case noExpoRoot
}
