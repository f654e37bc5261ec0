// swift-format-ignore-file
import UIKit

class LibraryViewController: UIViewController {
    func open(_ book: String) {
        let reader = ReaderViewController()
        reader.modalPresentationStyle = .fullScreen
        present(reader, animated: true)
    }
}

// Asks to be presented in portrait, which it does not support (E2), but only a model that holds it
// would say so.
class ReaderViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        return .landscape
    }

    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        return .portrait
    }
}
