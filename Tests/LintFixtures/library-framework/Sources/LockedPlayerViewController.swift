import UIKit

/// A controller the library ships for host apps to present.
open class LockedPlayerViewController: UIViewController {
    open override var shouldAutorotate: Bool { false }

    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }

    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
}
