import UIKit

/// A library's public call: turn the screen to the orientation a host app asks for.
public enum Turnstile {
    public static func turn(to orientation: UIInterfaceOrientation) {
        UIDevice.current.setValue(orientation.rawValue, forKey: "orientation")
        UIViewController.attemptRotationToDeviceOrientation()
    }

    /// The fixed form: the geometry request from iOS 16, the KVC set only before it.
    public static func turnSafely(to orientation: UIInterfaceOrientationMask, in scene: UIWindowScene) {
        if #available(iOS 16, *) {
            scene.requestGeometryUpdate(.iOS(interfaceOrientations: orientation))
        } else {
            UIDevice.current.setValue(UIInterfaceOrientation.portrait.rawValue, forKey: "orientation")
        }
    }

    /// The key as a constant, as plugins often write it.
    private static let deviceKey = "orientation"

    public static func reset() {
        UIDevice.current.setValue(UIInterfaceOrientation.unknown.rawValue, forKey: deviceKey)
    }
}
