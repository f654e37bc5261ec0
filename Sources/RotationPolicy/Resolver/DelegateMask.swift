/// `setDelegateMask`: the app delegate's `application(_:supportedInterfaceOrientationsFor:)` answers a new
/// mask from now on. UIKit asks the delegate when it evaluates E (R1.5), so, like a changed controller
/// override, the new answer is read at the next rotation path and nothing rotates now (R3.3).
extension Simulation {
    mutating func delegateMaskSet(_ mask: OrientationMask) -> Outcome {
        delegateOrientations = mask
        return stillOutcome(.delegateMask(mask))
    }
}

/// An app delegate that answers the top controller's mask (`app.delegateAnswersTopController`), as apps
/// with a `topMostViewController()` helper do: the app's mask for a window is what the controller on top
/// answers. "On top" is the walk such helpers make: the presented controller, whatever its style, to
/// the end of the chain, then a navigation controller's top child and a tab bar controller's selected
/// child; that controller answers through its own forwarding (R2.4). UIKit still intersects it with the
/// deciding controller's mask (R1.5).
extension Simulation {
    func topController(window ref: WindowID) -> ControllerID? {
        guard var current = cast.windows[ref].root else { return nil }
        // Every step moves to another controller; the bound is a guard.
        for _ in 0...cast.controllers.count {
            if let presented = presentedController(of: current) {
                current = presented
                continue
            }
            let next: ControllerID? =
                switch kind(current) {
                case .navigationController: topChild(current)
                case .tabBarController: selectedChild(current)
                default: nil
                }
            guard let next else { break }
            current = next
        }
        return current
    }

    func topControllerMask(window ref: WindowID) -> OrientationMask {
        guard let top = topController(window: ref) else { return .all }
        return controllers[answeringController(from: top)].overrides.supportedOrientations ?? app.idiomDefaultMask
    }
}
