import RotationPolicy
import RotationPolicyJSON

/// setNeedsUpdateOfSupportedInterfaceOrientations (R3.5) and requestGeometryUpdate (R3.9) in words.
extension ReasonWords {
    func sentence(_ reason: GeometryReason, into out: inout some JSONSink) {
        switch reason {
        case .setNeedsUpdateUnavailable: out.say("setNeedsUpdateOfSupportedInterfaceOrientations does not exist before iOS 16")
        case .windowHasNoRoot: out.say("the window has no root view controller, so it never rotates")
        case .noTarget: out.say("no orientation to rotate to")
        case .stillAllowed(let supported, let current):
            out.say("UIKit re-reads the supported orientations (", supported.list, "); ", current.name, " is still allowed, so nothing rotates")
        case .toDevice(let current, let supported, let device):
            out.say(current.name, " is no longer supported (", supported.list, "); the interface rotates to the device orientation ", device.name)
        case .fallback(let current, let supported, let target):
            out.say(
                current.name, " is no longer supported (", supported.list, ") and neither is the device orientation; the fallback order picks ",
                target.name)
        case .requestDenied(let requested, let supported):
            out.say(
                "none of the requested orientations (", requested.list, ") is supported (", supported.list,
                "): the error handler gets UISceneErrorDomain 101")
        case .requestGranted(let requested, let supported, let allowed, let choice, let target):
            out.say(
                "requested ", requested.list, " ∩ supported ", supported.list, " = ", allowed.list, "; UIKit picks ", words(choice), ", ",
                target.name, " (the supported orientations do not change, so a later device turn may rotate back)")
        }
    }

    func words(_ choice: GeometryChoice) -> String {
        switch choice {
        case .deviceOrientation: "the device orientation"
        case .currentOrientation: "the current orientation"
        case .fallbackOrder: "the first of the fallback order"
        }
    }
}
