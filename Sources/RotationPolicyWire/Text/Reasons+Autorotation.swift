import RotationPolicy
import RotationPolicyJSON

/// Device-driven rotation (R3.1), the orientation lock (R3.2), attemptRotationToDeviceOrientation (R3.4)
/// and the UIDevice KVC trick (R3.10) in words.
extension ReasonWords {
    func sentence(_ reason: AutorotationReason, into out: inout some JSONSink) {
        switch reason {
        case .noInterfaceOrientation(let cause, let device):
            out.say(words(cause), "; ", device.name, " maps to no interface orientation, so nothing rotates")
        case .noWindowHasRoot(let cause): out.say(words(cause), "; no window has a root view controller, so nothing rotates")
        case .windowWithoutRoot(let cause): out.say(words(cause), "; a window without a root never rotates")
        case .notSupported(let cause, let target, let supported, let stays):
            out.say(
                words(cause), "; ", target.name, " is not in the supported orientations (", supported.list, "), so the interface stays ",
                stays.name)
        case .alreadyFaces(let cause, let target): out.say(words(cause), "; the interface already faces ", target.name)
        case .shouldNotAutorotate(let cause, let owner, let stays):
            out.say(words(cause), "; [", className(owner), " shouldAutorotate] returns NO, so the interface stays ", stays.name)
        case .rotates(let cause, let target, let supported):
            out.say(words(cause), "; ", target.name, " is supported (", supported.list, "), so the interface rotates")
        case .lockedTurn(let stays):
            out.say("the orientation lock is on: only the physical device turned; UIDevice.orientation stays ", stays.name, " and nothing rotates")
        case .deviceAlready(let orientation):
            out.say(
                "UIDevice.orientation is already ", orientation.name,
                ": UIKit posts no orientation change, so nothing is evaluated and nothing rotates")
        case .lockAlready(let on): out.say("the orientation lock is already ", on ? "on" : "off")
        case .lockFreezes: out.say("the lock freezes the current orientation; device turns are ignored from now on")
        case .lockEngaged(let snapped):
            snapped
                ? out.say("engaging the iPhone portrait lock in landscape snaps the interface to portrait")
                : out.say(
                    "the lock is on; device turns are ignored (an iPhone snaps to portrait only from landscape, and only if portrait is supported)")
        case .setDeviceOrientationIgnored: out.say("apps linked on iOS 16 or later cannot set UIDevice.orientation; nothing changes")
        case .setDeviceOrientationSame(let orientation):
            out.say(
                "UIDevice.orientation is already ", orientation.name,
                ": setting the same value posts no change, so nothing rotates (set unknown first)")
        case .attemptUnderLock: out.say("the orientation lock is on: attemptRotationToDeviceOrientation does nothing")
        }
    }
}

extension ReasonWords {
    /// Why a window followed the device: the first clause of the rotation's reason.
    func words(_ cause: RotationCause) -> CauseWords { CauseWords(cause: cause) }
}

/// A rotation's cause, written straight into the sentence that gives it.
struct CauseWords: SentencePart {
    var cause: RotationCause

    func write(into out: inout some JSONSink) {
        switch cause {
        case .deviceTurned(let orientation):
            out.say("the device turned to ")
            out.say(orientation.name)
        case .unlocked(let orientation):
            out.say("unlocking acts like a turn to the physical orientation ")
            out.say(orientation.name)
        case .deviceOrientationSet(let orientation):
            out.say("UIDevice.orientation was set to ")
            out.say(orientation.name)
            out.say(", which acts like a device turn")
        case .rotationAttempted(let orientation):
            out.say("attemptRotationToDeviceOrientation re-evaluates against the device orientation ")
            out.say(orientation.name)
        }
    }
}
