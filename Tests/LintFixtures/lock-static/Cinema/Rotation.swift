// swift-format-ignore-file
import UIKit

// The app's own helpers. `Rotation.force(_:)` turns the screen the old way on every version;
// `Rotation.turn(_:)` wraps it one level further. `UIDevice.legacyRotate(to:)` is the old way too, but
// its only caller calls it in the else of #available(iOS 16, *), so it never runs on iOS 16+.
enum Rotation {
    static func force(_ orientation: UIInterfaceOrientation) {
        UIDevice.current.setValue(orientation.rawValue, forKey: "orientation")
    }

    static func turn(_ orientation: UIInterfaceOrientation) {
        force(orientation)
    }

    static func refresh(_ controller: UIViewController) {
        if #available(iOS 16, *) {
            controller.setNeedsUpdateOfSupportedInterfaceOrientations()
        }
    }
}

extension UIDevice {
    static func legacyRotate(to orientation: UIInterfaceOrientation) {
        UIDevice.current.setValue(orientation.rawValue, forKey: "orientation")
        UIViewController.attemptRotationToDeviceOrientation()
    }
}
