// swift-format-ignore-file
import UIKit

class HomeViewController: UIViewController {
    // Idiom ternary: .all on iPad, .portrait on iPhone.
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        return UIDevice.current.userInterfaceIdiom == .pad ? .all : .portrait
    }

    // Dead code after a return.
    override var shouldAutorotate: Bool {
        return true
        return false
    }

    // `#if false` is dead; the `#else` runs.
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        #if false
            return .landscapeLeft
        #else
            return .portrait
        #endif
    }

    // A commented-out return does not count.
    override var prefersStatusBarHidden: Bool {
        // return true
        /* return true */
        return false
    }

    func open(_ item: Int) {
        switch item {
        case 0: navigationController?.pushViewController(PhotoViewController(), animated: true)
        case 1: navigationController?.pushViewController(VideoViewController(), animated: true)
        case 2: navigationController?.pushViewController(LegacyViewController(), animated: true)
        default: navigationController?.pushViewController(makeSettings(), animated: true)
        }
    }

    func makeSettings() -> UIViewController { SettingsFactory.make() }
}

#if false
    class RemovedViewController: UIViewController {
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
    }
#endif
