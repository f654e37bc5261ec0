// swift-format-ignore-file
import UIKit

// The fixed lock helper: both functions return at once on iPad, as yattee's fix does.
enum Orientation {
    static func lockOrientation(_ orientation: UIInterfaceOrientationMask) {
        guard Constants.isIPhone else { return }
        AppDelegate.orientationLock = orientation
    }

    static func lockOrientation(_ orientation: UIInterfaceOrientationMask, andRotateTo rotateOrientation: UIInterfaceOrientation) {
        guard Constants.isIPhone else {
            return
        }
        lockOrientation(orientation)
        if #available(iOS 16, *) {
            let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
            scene?.requestGeometryUpdate(.iOS(interfaceOrientations: orientation)) { error in
                print("denied rotation \(error)")
            }
        }
    }
}
