/// UIKit's text for a violation or a console warning, and a diagnostic's message, as ids and values;
/// `RotationPolicyWire` words it (`Text/Messages.swift`) with the request's `Cast` when an answer is
/// encoded. Every payload is plain, so a run that never reports (the explorer's) copies no reference.
package enum Message: Sendable, Hashable {
    /// E1 (§7): the asked controller's class, from iOS 9.
    case noCommonOrientation(asked: Mention)
    /// E2 (§7): the decider's preferred value and E, from iOS 10.
    case preferredNotSupported(PreferredValue, supported: OrientationMask)
    /// E3: no requested orientation is supported (UISceneErrorDomain 101).
    case geometryRequestDenied(requested: OrientationMask, supported: OrientationMask)
    /// E3 in a windowed scene (docs/rules.md#r4-3).
    case orientationRequestNotAllowed
    case pushingNavigationController
    case presentNotInWindow(presented: Mention, presenter: Mention)
    case presentAlreadyPresenting(presented: Mention, root: Mention, existing: Mention)
    /// iOS 13+: no common orientation; the scene keeps the orientation it has.
    case noCommonOrientationKept(owner: Mention, keeps: InterfaceOrientation)
    case shouldAutorotateIgnored(Mention)
    case setDeviceOrientationIgnored
    case attemptRotationDeprecated
    case setNeedsUpdateUnavailable
    /// iOS 26: a root installed that does not support the scene's orientation.
    case rootDoesNotSupportSceneOrientation(
        WindowID, asked: Mention, current: InterfaceOrientation, supported: OrientationMask)
    case noRootViewController
    /// ITMS-90474, quoting the app's Info.plist orientations.
    case multitaskingRequiresAllOrientations
    case setStatusBarOrientationIgnored(InterfaceOrientation, StatusBarIgnored)
    /// Diagnostic: the interface faces an orientation its decider does not support.
    case unsupportedOrientationShown(InterfaceOrientation, decider: Mention, supported: OrientationMask)
    /// Diagnostic: a container without forwarding answers for a child with its own mask.
    case containerDoesNotForward(Mention, child: Mention, childMask: OrientationMask?, answer: OrientationMask)
}

/// The preferred value E2 names: an orientation, or a raw value that is no orientation (`'(7)'`).
package enum PreferredValue: Sendable, Hashable {
    case orientation(InterfaceOrientation)
    case raw(UInt8)
    case none
}
