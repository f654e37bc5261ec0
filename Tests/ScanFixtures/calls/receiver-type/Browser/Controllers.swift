// swift-format-ignore-file
import UIKit

class BrowserViewController: UIViewController {}

class SettingsViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}

class ReaderViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }

    func close() {
        dismiss(animated: true)
    }
}
