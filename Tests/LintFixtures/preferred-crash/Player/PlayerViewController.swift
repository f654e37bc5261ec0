// swift-format-ignore-file
import UIKit

// The player asks to be presented in portrait, which it does not support: presenting it throws (E2).
class PlayerViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        return .landscape
    }

    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        return .portrait
    }
}
