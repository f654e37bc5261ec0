// swift-format-ignore-file
import UIKit

// The fixed form: the geometry request on iOS 16+, the KVC set only below it.
class PlayerViewController: UIViewController {
    func rotateToLandscape() {
        if #available(iOS 16, *) {
            view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight))
            setNeedsUpdateOfSupportedInterfaceOrientations()
        } else {
            UIDevice.current.setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: "orientation")
            UIViewController.attemptRotationToDeviceOrientation()
        }
    }
}
