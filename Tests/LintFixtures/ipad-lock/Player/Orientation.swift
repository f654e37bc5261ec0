// swift-format-ignore-file
import UIKit

// The lock helper of the yattee pattern: the lock, then a geometry request, on every idiom. On a
// resizable iPad neither holds.
enum Orientation {
    static func lockOrientation(_ orientation: UIInterfaceOrientationMask) {
        AppDelegate.orientationLock = orientation
    }

    static func lockOrientation(_ orientation: UIInterfaceOrientationMask, andRotateTo rotateOrientation: UIInterfaceOrientation) {
        lockOrientation(orientation)
        if #available(iOS 16, *) {
            let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
            scene?.requestGeometryUpdate(.iOS(interfaceOrientations: orientation)) { error in
                print("denied rotation \(error)")
            }
        }
    }
}
