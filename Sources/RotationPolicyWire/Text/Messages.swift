import RotationPolicy
import RotationPolicyJSON

/// UIKit's exact texts (uikit-rules §7, the console lines the contract's warning codes stand for) and
/// the diagnostics' messages, worded from the values the run recorded.
extension ReasonWords {
    func words(_ message: Message, into out: inout some JSONSink) {
        let version = cast.app.iosVersion
        switch message {
        case .noCommonOrientation(let asked):
            // E1a before iOS 9, E1b from iOS 9 with the asked controller's class.
            return version.atLeast(9)
                ? out.say(
                    "Supported orientations has no common orientation with the application, and [", className(asked),
                    " shouldAutorotate] is returning YES")
                : out.say("Supported orientations has no common orientation with the application, and shouldAutorotate is returning YES")
        case .preferredNotSupported(let preferred, let supported):
            // E2a before iOS 10, E2b from iOS 10 with the preferred value and E; a value that is no
            // orientation is named by its number in parentheses, `'(7)'` (WMPlayer #95).
            guard version.atLeast(10) else {
                return out.say("preferredInterfaceOrientationForPresentation must return a supported interface orientation!")
            }
            return out.say(
                "preferredInterfaceOrientationForPresentation '", name(preferred), "' must match a supported interface orientation: '",
                supported.list, "'!")
        case .geometryRequestDenied(let requested, let supported):
            return out.say(
                "None of the requested orientations are supported by the view controller. Requested: ", requested.list, "; Supported: ",
                supported.list)
        case .orientationRequestNotAllowed:
            // iOS 26.1 UIKitCore, `-[UIWindowScene _performIOSGeometryRequestWithPreferences:errorHandler:]`,
            // key `UIWindowScene.orientationRequestNotAllowed` (docs/rules.md#r4-3).
            return out.say("The current windowing mode does not allow for programmatic changes to interface orientation.")
        case .pushingNavigationController: return out.say("Pushing a navigation controller is not supported")
        case .presentNotInWindow(let presented, let presenter):
            return out.say("Attempt to present ", describe(presented), " on ", describe(presenter), " whose view is not in the window hierarchy!")
        case .presentAlreadyPresenting(let presented, let root, let existing):
            return out.say("Attempt to present ", describe(presented), " on ", describe(root), " which is already presenting ", describe(existing))
        case .noCommonOrientationKept(let owner, let keeps):
            return out.say(
                "Supported orientations of ", describe(owner),
                " have no common orientation with the application; iOS 13+ keeps the current orientation (", keeps.name, ")")
        case .shouldAutorotateIgnored(let owner):
            return out.say(
                "[", className(owner),
                " shouldAutorotate] returns NO, but shouldAutorotate is no longer supported from iOS 16; reflect the preference in supportedInterfaceOrientations"
            )
        case .setDeviceOrientationIgnored:
            return out.say(
                "[Orientation] BUG IN CLIENT OF UIKIT: Setting UIDevice.orientation is not supported. Please use UIWindowScene.requestGeometryUpdate(_:)"
            )
        case .attemptRotationDeprecated:
            return out.say("attemptRotationToDeviceOrientation() is deprecated in iOS 16; use setNeedsUpdateOfSupportedInterfaceOrientations()")
        case .setNeedsUpdateUnavailable:
            return out.say("setNeedsUpdateOfSupportedInterfaceOrientations() is available from iOS 16; on iOS ", version, " the call does nothing")
        case .rootDoesNotSupportSceneOrientation(let window, let asked, let current, let supported):
            return out.say(
                "<UIWindow: ", id(window), ">: Adding root vc ", describe(asked), " that does not support the scene's current orientation (",
                current.name, "). Root vc supported orientations: ", supported.list, ". We will force a transaction")
        case .noRootViewController:
            return out.say("Application windows are expected to have a root view controller at the end of application launch")
        case .multitaskingRequiresAllOrientations:
            let found = cast.app.plist.ordered.map {
                "UIInterfaceOrientation" + $0.name.prefix(1).uppercased() + $0.name.dropFirst()
            }
            return out.say(
                Escapable("ITMS-90474: Invalid bundle. The \""), found.joined(separator: ","),
                Escapable(
                    "\" orientations were provided for the UISupportedInterfaceOrientations Info.plist key, but you need to include all of the \"UIInterfaceOrientationPortrait,UIInterfaceOrientationPortraitUpsideDown,UIInterfaceOrientationLandscapeLeft,UIInterfaceOrientationLandscapeRight\" orientations to support iPad multitasking."
                )
            )
        case .setStatusBarOrientationIgnored(let orientation, let why):
            return out.say("setStatusBarOrientation(", orientation.name, ") is deprecated and ", words(why))
        case .unsupportedOrientationShown(let orientation, let decider, let supported):
            return out.say(
                "the interface faces ", orientation.name, ", which ", describe(decider), " does not support (", supported.list,
                "); it stays so until the next rotation path")
        case .containerDoesNotForward(let container, let child, let childMask, let answer):
            return out.say(
                describe(container), " has no forwarding, so UIKit never asks ", describe(child), " for its supportedInterfaceOrientations (",
                childMask?.listText ?? "", "); the container's own answer (", answer.list, ") decides")
        }
    }

    /// The preferred value as E2 quotes it.
    func name(_ preferred: PreferredValue) -> String {
        switch preferred {
        case .orientation(let orientation): orientation.name
        case .raw(let raw): "(\(raw))"
        case .none: ""
        }
    }
}
