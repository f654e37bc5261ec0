/// A library call expanded into UIKit calls (X1–X5): the library call, the UIKit calls it made, the
/// reason of the call that decided and the orientations the interface turned to within it.
package struct CrossPlatformReason: Sendable, Equatable {
    package var call: CrossPlatformCall
    package var calls: [ExpansionCall]
    /// A library's UIKit calls never release a scene's lock, so the deciding call has no follow-up.
    package var deciding: Reason?
    /// More than one is a bounce, which the reason lists.
    package var turns: [InterfaceOrientation]
}

/// A cross-platform step's parts, handed from the transition to its step through the log (by reference,
/// so the log a search copies stays small).
final class CrossPlatformParts: Sendable {
    let reason: CrossPlatformReason

    init(_ reason: CrossPlatformReason) { self.reason = reason }
}

/// One thing a library did that the step's reason lists: a UIKit call, or what the library kept to itself.
package enum ExpansionCall: Sendable, Equatable {
    /// Flutter's `orientationPreferences`.
    case orientationPreferences(OrientationMask)
    case requestGeometryUpdate(OrientationMask)
    case setNeedsUpdate
    /// react-native-screens: setNeedsUpdateOfSupportedInterfaceOrientations on the topmost presented one.
    case setNeedsUpdateOn(ControllerID)
    case attemptRotation
    /// The UIDevice KVC trick with an interface orientation's value; nil is `unknown`.
    case setDeviceValue(InterfaceOrientation?)
    /// react-native-orientation-locker puts back the device value it remembered.
    case restoreDeviceValue(DeviceOrientation)
    /// expo: the root's `supportedInterfaceOrientations`.
    case rootMask(OrientationMask)
    /// react-native-screens: the screen's `supportedInterfaceOrientations`.
    case screenMask(OrientationMask)
    /// SwiftUI: `present(_:animated:)` of the hosting controller with the style SwiftUI picks.
    case present(ControllerID, PresentationStyle)
    /// expo rejects the lock; no UIKit call.
    case rejected
    /// react-native-orientation-locker: the app delegate's mask from now on.
    case delegateMask(OrientationMask)
}

/// A library step that is not a UIKit call, for the trace.
package enum LibraryNote: Sendable, Equatable {
    case preferencesUnchanged(OrientationMask)
    case allowedNoForce(InterfaceOrientation, OrientationMask)
    case expoRejects(ExpoOrientationLock)
    case delegateNotImplemented(OrientationMask)
    case delegateReturns(OrientationMask)
    case keyWindowWithoutRoot
    /// react-native-screens: the key window root's answer (from the mentioned controller) and the new
    /// orientation it decides, if any.
    case rootAnswers(OrientationMask, Mention, device: DeviceOrientation, interface: InterfaceOrientation, new: InterfaceOrientation?)
}
