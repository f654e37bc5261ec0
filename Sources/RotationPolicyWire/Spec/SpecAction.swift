public import RotationPolicy

/// An explore action of a scanned app's spec: an event its code or storyboards can send, with the
/// controllers it brings.
public enum SpecAction: Sendable {
    case push(navigation: String, controller: SpecController)
    case present(presenter: String, style: PresentationStyle, controller: SpecController)
    case dismiss(controller: String)
    case pop(navigation: String)
    case popToRoot(navigation: String)
    case setNeedsUpdateOfSupportedInterfaceOrientations(controller: String)
    case attemptRotationToDeviceOrientation
    case requestGeometryUpdate(OrientationMask)
    case setDeviceOrientation(DeviceOrientation)
    case setDelegateMask(OrientationMask)
    /// A run-time flag flipped: the controller's dynamic fields take these values.
    case update(controller: String, set: [SpecField])
}
