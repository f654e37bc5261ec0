import RotationPolicy

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
    func sentence(for step: Step) -> Sentence {
        var words = step.crossPlatform.map(sentence) ?? sentence(step.reason, then: step.followUp)
        if step.event != nil, cast.supportsMultitasking {
            words.append(" (iPad multitasking: UIKit ignores every controller's mask and the app delegate, E = all)")
        }
        return words
    }

    func sentence(_ reason: Reason) -> Sentence {
        switch reason {
        case .unreported: Sentence()
        case .launchCrashed:
            "the app crashes at launch, before any event: installing the root view controller found no orientation common to it and the app (\(violation.map(words) ?? ""))"
        case .presentation(let reason): sentence(reason)
        case .emptyMask(let reason): sentence(reason)
        case .autorotation(let reason): sentence(reason)
        case .scene(let reason): sentence(reason)
        case .geometry(let reason): sentence(reason)
        case .container(let reason): sentence(reason)
        case .window(let reason): sentence(reason)
        // Only a step's own reason is a library call, and `sentence(for:)` words it from the step's parts.
        case .crossPlatform: Sentence()
        }
    }

    /// A reason and what followed it in the same event.
    func sentence(_ reason: Reason, then followUp: Reason?) -> Sentence {
        var words = sentence(reason)
        if let followUp {
            words.append("; ")
            words.append(contentsOf: sentence(followUp))
        }
        return words
    }

    /// How responses name a controller: its id, else its JSON path.
    func name(_ ref: ControllerID) -> String { cast.controllers.name(ref) }

    /// The class UIKit printed for the controller then.
    func className(_ mention: Mention) -> String { cast.className(mention.ref, mention.classID) }

    /// `<Demo.LoginViewController: login>`: UIKit's description, with the id where UIKit prints an address.
    func describe(_ mention: Mention) -> ControllerLabel {
        ControllerLabel(className: className(mention), name: name(mention.ref))
    }
}

/// `<Demo.LoginViewController: login>`, written straight into the sentence that quotes it (a `Sentence`
/// of its own would cost an allocation per mention).
struct ControllerLabel: SentencePart {
    var className: String
    var name: String

    func write(into sentence: inout Sentence.StringInterpolation) {
        sentence.appendLiteral("<")
        sentence.appendInterpolation(className)
        sentence.appendLiteral(": ")
        sentence.appendInterpolation(name)
        sentence.appendLiteral(">")
    }
}

extension ReasonWords {
    func sentence(_ reason: EmptyMaskReason) -> Sentence {
        switch reason {
        case .appAllowsNone: "the app allows no orientation this device supports; nothing rotates"
        case .shouldNotAutorotate(let owner):
            "no orientation is common to the controller, the app and the device, but [\(className(owner)) shouldAutorotate] returns NO: nothing is thrown and the orientation stays"
        case .keepsOrientation: "no common orientation: from iOS 13 the scene keeps its current orientation instead of throwing"
        case .throwsBeforeIOS13: "no common orientation and shouldAutorotate YES: UIKit throws before iOS 13"
        }
    }
}
