import RotationPolicy

/// setNeedsUpdateOfSupportedInterfaceOrientations (R3.5) and requestGeometryUpdate (R3.9) in words.
extension ReasonWords {
    func sentence(_ reason: GeometryReason) -> Sentence {
        switch reason {
        case .setNeedsUpdateUnavailable: "setNeedsUpdateOfSupportedInterfaceOrientations does not exist before iOS 16"
        case .windowHasNoRoot: "the window has no root view controller, so it never rotates"
        case .noTarget: "no orientation to rotate to"
        case .stillAllowed(let supported, let current):
            "UIKit re-reads the supported orientations (\(supported.listText)); \(current.name) is still allowed, so nothing rotates"
        case .toDevice(let current, let supported, let device):
            "\(current.name) is no longer supported (\(supported.listText)); the interface rotates to the device orientation \(device.name)"
        case .fallback(let current, let supported, let target):
            "\(current.name) is no longer supported (\(supported.listText)) and neither is the device orientation; the fallback order picks \(target.name)"
        case .requestDenied(let requested, let supported):
            "none of the requested orientations (\(requested.listText)) is supported (\(supported.listText)): the error handler gets UISceneErrorDomain 101"
        case .requestGranted(let requested, let supported, let allowed, let choice, let target):
            "requested \(requested.listText) ∩ supported \(supported.listText) = \(allowed.listText); UIKit picks \(words(choice)), \(target.name) (the supported orientations do not change, so a later device turn may rotate back)"
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
