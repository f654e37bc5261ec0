import RotationPolicy
import RotationPolicyJSON

/// present (R3.6, R3.8) and dismiss (R3.7) in words.
extension ReasonWords {
    func sentence(_ reason: PresentationReason, into out: inout some JSONSink) {
        switch reason {
        case .presenterNotInWindow: out.say("the presenter's view is not in the window hierarchy: UIKit refuses the presentation")
        case .alreadyPresenting(let root): out.say(name(root), " is already presenting: UIKit refuses the presentation")
        case .aboveNonFilling(let style):
            out.say(
                "the ", style.rawValue,
                " presentation sits above a presentation that does not fill the window, where UIKit's walk already stopped: the decider is unchanged and nothing rotates"
            )
        case .doesNotFill(let style, let presenterDecides):
            out.say(
                style.rawValue.first.map("aeiou".contains) == true ? "an" : "a", " ", style.rawValue, " presentation does not fill the window here (",
                cast.app.idiom.rawValue, ", iOS ", cast.app.iosVersion, "): ",
                presenterDecides
                    ? "the presenter keeps deciding"
                    : "UIKit still asks the presenter's hierarchy, whose forwarding lets the presented controller answer", ", and nothing rotates")
        case .noDecider: out.say("no decider")
        case .noOrientation: out.say("no orientation")
        case .emptyMaskShouldNotAutorotate:
            out.say("no common orientation, but shouldAutorotate returns NO: nothing is thrown and the orientation stays")
        case .emptyMaskThrows: out.say("presented full screen with no orientation in common with the app: UIKit throws")
        case .preferredNotSupported:
            out.say("the preferred orientation for presentation is outside the supported orientations: UIKit throws")
        case .preferred(let preferred):
            out.say("presented full screen: UIKit shows it in its preferredInterfaceOrientationForPresentation, ", preferred.name)
        case .keepsCurrent(let current):
            out.say("presented full screen without a preferred orientation: it keeps the current orientation ", current.name, ", which it supports")
        case .fallback(let current, let supported, let target):
            out.say(
                "presented full screen without a preferred orientation and ", current.name, " is not supported (", supported.list,
                "): the fallback order picks ", target.name)
        case .nothingToDismiss(let controller): out.say("'", name(controller), "' neither presents nor is presented: nothing to dismiss")
        case .presenterHasNoWindow: out.say("nothing to dismiss")
        case .dismissedDidNotFill: out.say("the dismissed presentation did not fill the window: this is no rotation path, so nothing rotates")
        case .revealedPreferredNotSupported:
            out.say("the revealed controller's preferred orientation is outside its supported orientations: UIKit throws on dismissal")
        case .revealedKeeps(let current):
            out.say("dismissed: the revealed controller supports the current orientation ", current.name, ", so nothing rotates")
        case .revealedTurns(let current, let supported, let target, let preferred):
            out.say(
                "dismissed: the revealed controller does not support ", current.name, " (", supported.list, "), so the interface turns to ",
                target.name, preferred ? " (its preferred orientation)" : " (fallback order)")
        }
    }
}
