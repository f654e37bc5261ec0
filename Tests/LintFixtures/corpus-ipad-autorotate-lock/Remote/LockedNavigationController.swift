// swift-format-ignore-file
import UIKit

// Corpus shape (Kodi Remote): a universal app whose iPad Info.plist allows every orientation. The
// navigation controller says portrait only and relies on shouldAutorotate returning false to keep an
// iPad in the landscape it was launched in. From iOS 16 UIKit no longer asks shouldAutorotate, so the
// next update of the supported orientations turns the iPad to portrait.
class LockedNavigationController: UINavigationController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        return .portrait
    }

    override var shouldAutorotate: Bool {
        return false
    }
}
