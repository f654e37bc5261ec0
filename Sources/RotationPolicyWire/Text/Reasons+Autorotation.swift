import RotationPolicy

/// Device-driven rotation (R3.1), the orientation lock (R3.2), attemptRotationToDeviceOrientation (R3.4)
/// and the UIDevice KVC trick (R3.10) in words.
extension ReasonWords {
    func sentence(_ reason: AutorotationReason) -> Sentence {
        switch reason {
        case .noInterfaceOrientation(let cause, let device):
            "\(words(cause)); \(device.name) maps to no interface orientation, so nothing rotates"
        case .noWindowHasRoot(let cause): "\(words(cause)); no window has a root view controller, so nothing rotates"
        case .windowWithoutRoot(let cause): "\(words(cause)); a window without a root never rotates"
        case .notSupported(let cause, let target, let supported, let stays):
            "\(words(cause)); \(target.name) is not in the supported orientations (\(supported.listText)), so the interface stays \(stays.name)"
        case .alreadyFaces(let cause, let target): "\(words(cause)); the interface already faces \(target.name)"
        case .shouldNotAutorotate(let cause, let owner, let stays):
            "\(words(cause)); [\(className(owner)) shouldAutorotate] returns NO, so the interface stays \(stays.name)"
        case .rotates(let cause, let target, let supported):
            "\(words(cause)); \(target.name) is supported (\(supported.listText)), so the interface rotates"
        case .lockedTurn(let stays):
            "the orientation lock is on: only the physical device turned; UIDevice.orientation stays \(stays.name) and nothing rotates"
        case .deviceAlready(let orientation):
            "UIDevice.orientation is already \(orientation.name): UIKit posts no orientation change, so nothing is evaluated and nothing rotates"
        case .lockAlready(let on): "the orientation lock is already \(on ? "on" : "off")"
        case .lockFreezes: "the lock freezes the current orientation; device turns are ignored from now on"
        case .lockEngaged(let snapped):
            snapped
                ? "engaging the iPhone portrait lock in landscape snaps the interface to portrait"
                : "the lock is on; device turns are ignored (an iPhone snaps to portrait only from landscape, and only if portrait is supported)"
        case .setDeviceOrientationIgnored: "apps linked on iOS 16 or later cannot set UIDevice.orientation; nothing changes"
        case .setDeviceOrientationSame(let orientation):
            "UIDevice.orientation is already \(orientation.name): setting the same value posts no change, so nothing rotates (set unknown first)"
        case .attemptUnderLock: "the orientation lock is on: attemptRotationToDeviceOrientation does nothing"
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

    func write(into sentence: inout Sentence.StringInterpolation) {
        switch cause {
        case .deviceTurned(let orientation):
            sentence.appendLiteral("the device turned to ")
            sentence.appendInterpolation(orientation.name)
        case .unlocked(let orientation):
            sentence.appendLiteral("unlocking acts like a turn to the physical orientation ")
            sentence.appendInterpolation(orientation.name)
        case .deviceOrientationSet(let orientation):
            sentence.appendLiteral("UIDevice.orientation was set to ")
            sentence.appendInterpolation(orientation.name)
            sentence.appendLiteral(", which acts like a device turn")
        case .rotationAttempted(let orientation):
            sentence.appendLiteral("attemptRotationToDeviceOrientation re-evaluates against the device orientation ")
            sentence.appendInterpolation(orientation.name)
        }
    }
}
