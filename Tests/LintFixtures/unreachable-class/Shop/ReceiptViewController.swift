// swift-format-ignore-file
import UIKit

// No code the scan can follow creates this screen (a router builds it from a URL), so it is not in
// the model's tree. Its overrides alone show that presenting it full screen throws (E2).
class ReceiptViewController: UIViewController {
    var isCompact = true

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        return .portrait
    }

    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        return isCompact ? .portrait : .landscapeRight
    }
}

// Its preferred orientation is inside its mask: nothing to say.
class StoreViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        return .allButUpsideDown
    }

    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        return .portrait
    }
}
