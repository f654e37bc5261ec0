// swift-format-ignore-file
import UIKit

class ListViewController: UIViewController {
    var pendingSegue = "showDetail"

    func openSettings() {
        performSegue(withIdentifier: "openSettings", sender: self)
    }

    func openPending() {
        // A name held in a variable: the scan cannot tell which segue runs.
        performSegue(withIdentifier: pendingSegue, sender: nil)
    }

    func openMissing() {
        // No segue of this name leaves ListViewController's scene.
        performSegue(withIdentifier: "about", sender: nil)
    }
}

class DetailViewController: UIViewController {}

class SettingsViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}
