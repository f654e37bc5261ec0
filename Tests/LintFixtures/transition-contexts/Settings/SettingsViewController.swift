// swift-format-ignore-file
import UIKit

// A router builds this screen from a URL: no code the scan can follow puts it in the model's tree, so
// lint does not know which container holds it.
class SettingsViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        return .portrait
    }

    func openTutorial() {
        navigationController?.pushViewController(TutorialViewController(), animated: true)
    }
}

// A landscape-only screen pushed onto a portrait one.
class TutorialViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        return .landscapeRight
    }
}

// The app's own navigation controller forwards to its top: a context that forwards is plausible.
class TopForwardingNavigationController: UINavigationController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        return topViewController?.supportedInterfaceOrientations ?? .portrait
    }
}
