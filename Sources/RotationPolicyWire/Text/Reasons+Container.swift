import RotationPolicy

/// Pushes, pops, tab switches and changed overrides or delegate masks (R3.3) in words.
extension ReasonWords {
    func sentence(_ reason: ContainerReason) -> Sentence {
        switch reason {
        case .pushingNavigationController: "UINavigationController refuses to push another navigation controller"
        case .onlyRootToPop: "the stack holds only its root view controller: nothing to pop"
        case .tabAlreadySelected(let index): "tab \(index) is already selected"
        case .unchanged(let change): words(change)
        case .stranded(let change, let stays, let supported):
            "\(words(change)): the interface stays \(stays.name), which the supported orientations (\(supported.listText)) no longer include, until the next rotation path"
        }
    }

    func words(_ change: ContainerChange) -> Sentence {
        switch change {
        case .push: "push never rotates by itself"
        case .pop: "pop never rotates by itself"
        case .popToRoot: "popToRoot never rotates by itself"
        case .tabSwitch: "a tab switch never rotates, even if the new tab does not support the current orientation"
        case .overrideChanged: "a changed override is read at the next rotation path; nothing rotates now"
        case .delegateMask(let mask):
            "the app delegate's application(_:supportedInterfaceOrientationsFor:) now returns \(mask.listText); UIKit reads it at the next rotation path (setNeedsUpdateOfSupportedInterfaceOrientations, requestGeometryUpdate, attemptRotationToDeviceOrientation, a device turn); nothing rotates now"
        }
    }
}
