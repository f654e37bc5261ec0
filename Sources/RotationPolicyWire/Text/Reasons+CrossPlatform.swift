import RotationPolicy
import RotationPolicyJSON

/// A library call expanded into UIKit calls (X1–X5) in words: "head → call, call; the deciding call's reason".
extension ReasonWords {
    func sentence(_ reason: CrossPlatformReason, into out: inout some JSONSink) {
        head(of: reason.call, into: &out)
        out.say(" → ")
        if reason.calls.isEmpty { out.say("no UIKit call") }
        for (index, call) in reason.calls.enumerated() {
            if index > 0 { out.say(", ") }
            words(call, into: &out)
        }
        if let deciding = reason.deciding {
            out.say("; ")
            sentence(deciding, into: &out)
        }
        if reason.turns.count > 1 {
            out.say(" (within this one call the interface turned ")
            for (index, turn) in reason.turns.enumerated() {
                if index > 0 { out.say(", then ") }
                out.say(turn.name)
            }
            out.say(")")
        }
    }

    /// How the step's reason names the library call.
    func head(of call: CrossPlatformCall, into out: inout some JSONSink) {
        switch call {
        case .flutterSetPreferredOrientations(let mask, _):
            out.say("SystemChrome.setPreferredOrientations(", mask.list, ") → performOrientationUpdate")
        case .expoLockAsync(let lock): out.say("ScreenOrientation.lockAsync(", lock.rawValue, ")")
        case .expoUnlockAsync: out.say("ScreenOrientation.unlockAsync() = lockAsync(DEFAULT)")
        case .rnOrientationLocker(let method): out.say("Orientation.", method.rawValue, "()")
        case .rnScreensScreenOrientation(let screen, let orientation):
            out.say("screenOrientation '", orientation.rawValue, "' on ", name(screen), " → enforceDesiredDeviceOrientation")
        case .swiftUIPresent(let modifier, let presenter, _): out.say("SwiftUI .", modifier.rawValue, " from ", name(presenter))
        }
    }

    /// One UIKit call (or what the library kept to itself) as the reason lists it.
    func words(_ call: ExpansionCall, into out: inout some JSONSink) {
        switch call {
        case .orientationPreferences(let mask): out.say("orientationPreferences = ", mask.list)
        case .requestGeometryUpdate(let mask): out.say("requestGeometryUpdate(", mask.list, ")")
        case .setNeedsUpdate: out.say("setNeedsUpdateOfSupportedInterfaceOrientations")
        case .setNeedsUpdateOn(let controller): out.say("setNeedsUpdateOfSupportedInterfaceOrientations on ", name(controller))
        case .attemptRotation: out.say("attemptRotationToDeviceOrientation")
        case .setDeviceValue(let orientation): out.say("UIDevice setValue:", orientation?.name ?? "unknown", " forKey:orientation")
        case .restoreDeviceValue(let device): out.say("UIDevice setValue:", device.name, " forKey:orientation (restore)")
        case .rootMask(let mask): out.say("root supportedInterfaceOrientations = ", mask.list)
        case .screenMask(let mask): out.say("screen supportedInterfaceOrientations = ", mask.list)
        case .present(let controller, let style): out.say("present(", name(controller), ", animated: true) as ", style.rawValue)
        case .rejected: out.say("rejected (UnsupportedOrientationLockException)")
        case .delegateMask(let mask): out.say("delegate mask = ", mask.list)
        }
    }

    /// A library step that is not a UIKit call.
    func words(_ note: LibraryNote, into out: inout some JSONSink) {
        switch note {
        case .preferencesUnchanged(let mask): out.say("orientationPreferences are already ", mask.list, ": the engine makes no call")
        case .allowedNoForce(let current, let mask): out.say(current.name, " is allowed by ", mask.list, ": the engine forces nothing")
        case .expoRejects(let lock):
            out.say(
                "the promise rejects with UnsupportedOrientationLockException: this device has a home indicator and ", lock.rawValue,
                " includes portraitUpsideDown")
        case .delegateNotImplemented(let mask):
            out.say(
                "Orientation.setOrientation(", mask.list,
                "): the app delegate does not implement supportedInterfaceOrientationsFor, so UIKit never reads the library's mask")
        case .delegateReturns(let mask):
            out.say("Orientation.setOrientation(", mask.list, "): the app delegate's supportedInterfaceOrientationsFor now returns it")
        case .keyWindowWithoutRoot:
            out.say("the key window has no root view controller: the mask is 0, the new orientation Unknown, no UIKit call")
        case .rootAnswers(let mask, let owner, let device, let interface, let new):
            if let new {
                out.say("root answers ", mask.list, " (from ", describe(owner), "): new orientation ", new.name)
            } else {
                out.say(
                    "root answers ", mask.list, " (from ", describe(owner), "); device ", device.name, ", interface ", interface.name,
                    ": no new orientation, no UIKit call")
            }
        }
    }
}
