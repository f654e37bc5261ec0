/// Navigation pushes and pops, tab switches, run-time override and delegate-mask changes (R3.3): they
/// change what UIKit would answer but never rotate by themselves.
package enum ContainerReason: Sendable, Equatable {
    case pushingNavigationController
    case onlyRootToPop
    case tabAlreadySelected(Int)
    case unchanged(ContainerChange)
    /// The interface stays in an orientation its decider no longer supports, until the next rotation path.
    case stranded(ContainerChange, stays: InterfaceOrientation, supported: OrientationMask)
}

/// What changed without a rotation.
package enum ContainerChange: Sendable, Equatable {
    case push
    case pop
    case popToRoot
    case tabSwitch
    case overrideChanged
    case delegateMask(OrientationMask)
}
