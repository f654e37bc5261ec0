/// Why an event ended as it did, as ids and values. `RotationPolicyWire` words it (`Text/Reasons*.swift`)
/// with the request's `Cast`, only when an answer is encoded, so a transition builds no text. Every
/// payload is plain (no reference, no array), so copying an outcome is a plain copy: the explorer
/// copies one per transition.
package enum Reason: Sendable, Equatable {
    /// A run that reports no step (the explorer's) does not gather a cross-platform call's parts.
    case unreported
    /// The launch threw (the launch entry that stands for it; the violation's text is quoted).
    case launchCrashed
    case presentation(PresentationReason)
    case emptyMask(EmptyMaskReason)
    case autorotation(AutorotationReason)
    case scene(SceneReason)
    case geometry(GeometryReason)
    case container(ContainerReason)
    case window(WindowReason)
    /// A library call expanded into UIKit calls: its parts are the step's `crossPlatform`.
    case crossPlatform
}

/// A controller as UIKit prints it (`<Class: id>`, `[Class shouldAutorotate]`): its ref and the class it
/// had when the reason was given (an `update` may change it later).
package struct Mention: Sendable, Hashable {
    /// The controller's ref in 32 bits, as the state's links hold it: a mention is 8 bytes.
    var raw: Int32
    package var classID: ClassID

    init(ref: ControllerID, classID: ClassID) {
        raw = ref.raw
        self.classID = classID
    }

    package var ref: ControllerID { ControllerID(raw: raw) }
}

/// E is empty on a rotation path (§7, docs/rules.md#s7-e1).
package enum EmptyMaskReason: Sendable, Equatable {
    /// The app's and the device's masks have nothing in common (no decider is asked).
    case appAllowsNone
    /// Before iOS 16: the decider's shouldAutorotate NO keeps the orientation; nothing is thrown.
    case shouldNotAutorotate(Mention)
    /// iOS 13+: the scene keeps its orientation and logs.
    case keepsOrientation
    /// Before iOS 13: UIKit throws.
    case throwsBeforeIOS13
}
