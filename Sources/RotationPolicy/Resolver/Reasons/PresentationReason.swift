/// present (R3.6, R3.8) and dismiss (R3.7), R2.2's refusals and the E1/E2 checks on those paths.
package enum PresentationReason: Sendable, Equatable {
    case presenterNotInWindow
    /// The containment root (named) already presents something.
    case alreadyPresenting(ControllerID)
    /// The style sits above a presentation that does not fill the window, where the walk stopped.
    case aboveNonFilling(PresentationStyle)
    /// The style does not fill the window on this idiom and version; whether the presenter keeps deciding.
    case doesNotFill(PresentationStyle, presenterDecides: Bool)
    case noDecider
    case noOrientation
    /// Presented full screen with an empty E and shouldAutorotate NO.
    case emptyMaskShouldNotAutorotate
    /// Presented full screen with an empty E: UIKit throws.
    case emptyMaskThrows
    case preferredNotSupported
    case preferred(InterfaceOrientation)
    case keepsCurrent(InterfaceOrientation)
    case fallback(current: InterfaceOrientation, supported: OrientationMask, target: InterfaceOrientation)
    /// The named controller neither presents nor is presented.
    case nothingToDismiss(ControllerID)
    case presenterHasNoWindow
    case dismissedDidNotFill
    case revealedPreferredNotSupported
    case revealedKeeps(InterfaceOrientation)
    case revealedTurns(
        current: InterfaceOrientation, supported: OrientationMask, target: InterfaceOrientation, preferred: Bool)
}
