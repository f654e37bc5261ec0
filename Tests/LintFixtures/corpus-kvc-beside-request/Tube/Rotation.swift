// swift-format-ignore-file
import UIKit

// Corpus shape (yattee between its two iOS 16 fixes): the helper gained a geometry request for
// iOS 16, which turns the screen there, but its KVC set still runs on every version first. On
// iOS 16 and later the set does nothing except log "BUG IN CLIENT OF UIKIT".
struct Rotation {
    static func rotate(to orientation: UIInterfaceOrientation) {
        UIDevice.current.setValue(orientation.rawValue, forKey: "orientation")

        if #available(iOS 16, *) {
            let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
            scene?.requestGeometryUpdate(.iOS(interfaceOrientations: orientation == .portrait ? .portrait : .landscape))
        }
    }
}
