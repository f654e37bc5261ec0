/// The iOS 16 APIs: setNeedsUpdateOfSupportedInterfaceOrientations (R3.5) and
/// UIWindowScene.requestGeometryUpdate (R3.9).
package enum GeometryReason: Sendable, Equatable {
    case setNeedsUpdateUnavailable
    case windowHasNoRoot
    case noTarget
    case stillAllowed(supported: OrientationMask, current: InterfaceOrientation)
    case toDevice(current: InterfaceOrientation, supported: OrientationMask, device: InterfaceOrientation)
    case fallback(current: InterfaceOrientation, supported: OrientationMask, target: InterfaceOrientation)
    case requestDenied(requested: OrientationMask, supported: OrientationMask)
    case requestGranted(
        requested: OrientationMask, supported: OrientationMask, allowed: OrientationMask, choice: GeometryChoice,
        target: InterfaceOrientation)
}

/// Which allowed orientation a granted geometry request turns to.
package enum GeometryChoice: Sendable, Equatable {
    case deviceOrientation
    case currentOrientation
    case fallbackOrder
}
