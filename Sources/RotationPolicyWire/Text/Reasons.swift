import RotationPolicy
import RotationPolicyJSON

/// A step's reason in words: the domain gives values (`Reason`), the request's `Cast` names their ids.
/// Made only when an answer is encoded; each family's wording is in its own `Reasons+Family.swift`.
struct ReasonWords {
    let names: Resolution.Names
    /// The violation's text, which the launch entry quotes.
    var violation: Message?

    var cast: Cast {
        _read { yield names.cast }
    }

    /// The step's whole sentence: its reason, what followed in the same event, and the iPad multitasking
    /// note that every event's step of a multitasking app carries (not the launch entry's).
    func sentence(for step: Step, into out: inout some JSONSink) {
        if let crossPlatform = step.crossPlatform {
            sentence(crossPlatform, into: &out)
        } else {
            sentence(step.reason, then: step.followUp, into: &out)
        }
        if step.event != nil, cast.supportsMultitasking {
            out.say(" (iPad multitasking: UIKit ignores every controller's mask and the app delegate, E = all)")
        }
    }

    func sentence(_ reason: Reason, into out: inout some JSONSink) {
        switch reason {
        case .unreported: break
        case .launchCrashed:
            out.say(
                "the app crashes at launch, before any event: installing the root view controller found no orientation common to it and the app (")
            if let violation { words(violation, into: &out) }
            out.say(")")
        case .presentation(let reason): sentence(reason, into: &out)
        case .emptyMask(let reason): sentence(reason, into: &out)
        case .autorotation(let reason): sentence(reason, into: &out)
        case .scene(let reason): sentence(reason, into: &out)
        case .geometry(let reason): sentence(reason, into: &out)
        case .container(let reason): sentence(reason, into: &out)
        case .window(let reason): sentence(reason, into: &out)
        // Only a step's own reason is a library call, and `sentence(for:)` words it from the step's parts.
        case .crossPlatform: break
        }
    }

    /// A reason and what followed it in the same event.
    func sentence(_ reason: Reason, then followUp: Reason?, into out: inout some JSONSink) {
        sentence(reason, into: &out)
        if let followUp {
            out.say("; ")
            sentence(followUp, into: &out)
        }
    }

    /// How responses name a controller: its id, else its JSON path. From the request, so `Escapable`.
    func name(_ ref: ControllerID) -> Escapable { Escapable(cast.controllers.name(ref)) }

    /// The class UIKit printed for the controller then.
    func className(_ mention: Mention) -> Escapable { Escapable(cast.className(mention.ref, mention.classID)) }

    /// `<Demo.LoginViewController: login>`: UIKit's description, with the id where UIKit prints an address.
    func describe(_ mention: Mention) -> ControllerLabel {
        ControllerLabel(className: className(mention), name: name(mention.ref))
    }
}

/// `<Demo.LoginViewController: login>`, written straight into the sentence that quotes it.
struct ControllerLabel: SentencePart {
    var className: Escapable
    var name: Escapable

    func write(into out: inout some JSONSink) { out.say("<", className, ": ", name, ">") }
}

extension ReasonWords {
    func sentence(_ reason: EmptyMaskReason, into out: inout some JSONSink) {
        switch reason {
        case .appAllowsNone: out.say("the app allows no orientation this device supports; nothing rotates")
        case .shouldNotAutorotate(let owner):
            out.say(
                "no orientation is common to the controller, the app and the device, but [", className(owner),
                " shouldAutorotate] returns NO: nothing is thrown and the orientation stays")
        case .keepsOrientation: out.say("no common orientation: from iOS 13 the scene keeps its current orientation instead of throwing")
        case .throwsBeforeIOS13: out.say("no common orientation and shouldAutorotate YES: UIKit throws before iOS 13")
        }
    }
}
