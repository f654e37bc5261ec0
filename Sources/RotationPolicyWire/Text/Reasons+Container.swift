import RotationPolicy

/// Pushes, pops, tab switches and changed overrides or delegate masks (R3.3) in words.
extension ReasonWords {
    func sentence(_ reason: ContainerReason) -> Sentence {
        switch reason {
        case .pushingNavigationController: "UINavigationController refuses to push another navigation controller"
        case .onlyRootToPop: "the stack holds only its root view controller: nothing to pop"
        case .tabAlreadySelected(let index): "tab \(index) is already selected"
        case .unchanged(let change): "\(words(change))"
        case .stranded(let change, let stays, let supported):
            "\(words(change)): the interface stays \(stays.name), which the supported orientations (\(supported.listText)) no longer include, until the next rotation path"
        }
    }

    func words(_ change: ContainerChange) -> ChangeWords { ChangeWords(change: change) }
}

/// What changed without a rotation, written straight into the reason.
struct ChangeWords: SentencePart {
    var change: ContainerChange

    func write(into sentence: inout Sentence.StringInterpolation) {
        switch change {
        case .push: sentence.appendLiteral("push never rotates by itself")
        case .pop: sentence.appendLiteral("pop never rotates by itself")
        case .popToRoot: sentence.appendLiteral("popToRoot never rotates by itself")
        case .tabSwitch:
            sentence.appendLiteral("a tab switch never rotates, even if the new tab does not support the current orientation")
        case .overrideChanged: sentence.appendLiteral("a changed override is read at the next rotation path; nothing rotates now")
        case .delegateMask(let mask):
            sentence.appendLiteral("the app delegate's application(_:supportedInterfaceOrientationsFor:) now returns ")
            sentence.appendInterpolation(mask.listText)
            sentence.appendLiteral(
                "; UIKit reads it at the next rotation path (setNeedsUpdateOfSupportedInterfaceOrientations, requestGeometryUpdate, attemptRotationToDeviceOrientation, a device turn); nothing rotates now"
            )
        }
    }
}
