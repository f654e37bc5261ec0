// swift-format-ignore-file
import UIKit

// Corpus shape (yattee, capacitor-screen-orientation, cordova, auto_orientation): the app turns the
// screen through a helper of its own that sets UIDevice's orientation by KVC for every iOS version.
// The app targets iOS 15 but runs on iOS 16 and later, where the KVC set no longer rotates.
enum ScreenRotation {
    static func turn(to orientation: UIInterfaceOrientation) {
        UIDevice.current.setValue(orientation.rawValue, forKey: "orientation")
        UIViewController.attemptRotationToDeviceOrientation()
    }
}
