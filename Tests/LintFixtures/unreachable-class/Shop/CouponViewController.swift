// swift-format-ignore-file
import UIKit

// Presents itself as a form sheet: its preferred orientation outside its mask crashes only where a
// presenter makes it full screen (a warning, not a crash).
class CouponViewController: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .formSheet
    }

    required init?(coder: NSCoder) { fatalError() }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        return .portrait
    }

    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        return .landscapeLeft
    }
}

// `.unknown` is no orientation: presenting it full screen throws (E2).
class BarcodeViewController: UIViewController {
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        return .unknown
    }
}
