// swift-format-ignore-file
import UIKit

class ShelfViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        return .portrait
    }

    func open() {
        let reader = ReaderViewController()
        reader.modalPresentationStyle = .fullScreen
        present(reader, animated: true)
    }
}

// Presented full screen in portrait, which it does not support (E2).
class ReaderViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        return .landscape
    }

    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        return .portrait
    }
}
