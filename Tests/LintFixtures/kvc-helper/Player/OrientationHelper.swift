// swift-format-ignore-file
import UIKit

// A helper extension the app calls from anywhere: on iOS 16+ the KVC set does nothing.
extension UIViewController {
    func forceLandscape() {
        UIDevice.current.setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: "orientation")
        UIViewController.attemptRotationToDeviceOrientation()
    }
}
