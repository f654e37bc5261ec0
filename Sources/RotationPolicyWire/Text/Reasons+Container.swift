import RotationPolicy
import RotationPolicyJSON

/// Pushes, pops, tab switches and changed overrides or delegate masks (R3.3) in words.
extension ReasonWords {
    func sentence(_ reason: ContainerReason, into out: inout some JSONSink) {
        switch reason {
        case .pushingNavigationController: out.say("UINavigationController refuses to push another navigation controller")
        case .onlyRootToPop: out.say("the stack holds only its root view controller: nothing to pop")
        case .tabAlreadySelected(let index): out.say("tab ", index, " is already selected")
        case .unchanged(let change): out.say(words(change))
        case .stranded(let change, let stays, let supported):
            out.say(
                words(change), ": the interface stays ", stays.name, ", which the supported orientations (", supported.list,
                ") no longer include, until the next rotation path")
        }
    }

    func words(_ change: ContainerChange) -> ChangeWords { ChangeWords(change: change) }
}

/// What changed without a rotation, written straight into the reason.
struct ChangeWords: SentencePart {
    var change: ContainerChange

    func write(into out: inout some JSONSink) {
        switch change {
        case .push: out.say("push never rotates by itself")
        case .pop: out.say("pop never rotates by itself")
        case .popToRoot: out.say("popToRoot never rotates by itself")
        case .tabSwitch:
            out.say("a tab switch never rotates, even if the new tab does not support the current orientation")
        case .overrideChanged: out.say("a changed override is read at the next rotation path; nothing rotates now")
        case .delegateMask(let mask):
            out.say("the app delegate's application(_:supportedInterfaceOrientationsFor:) now returns ")
            out.say(mask.list)
            out.say(
                "; UIKit reads it at the next rotation path (setNeedsUpdateOfSupportedInterfaceOrientations, requestGeometryUpdate, attemptRotationToDeviceOrientation, a device turn); nothing rotates now"
            )
        }
    }
}
