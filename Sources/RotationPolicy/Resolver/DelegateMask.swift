/// `setDelegateMask`: the app delegate's `application(_:supportedInterfaceOrientationsFor:)` answers a new
/// mask from now on. UIKit asks the delegate when it evaluates E (R1.5), so, like a changed controller
/// override, the new answer is read at the next rotation path and nothing rotates now (R3.3).
extension Simulation {
    mutating func delegateMaskSet(_ mask: OrientationMask) -> Outcome {
        delegateOrientations = mask
        return stillOutcome(.delegateMask(mask))
    }
}
