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

    func openDetail() {
        // A case of a String enum: its name is the identifier.
        performSegue(withIdentifier: Segue.showDetail.rawValue, sender: nil)
    }

    func openSettingsByName() {
        // A static string constant.
        performSegue(withIdentifier: SegueNames.settings, sender: self)
    }
}

enum Segue: String {
    case showDetail
    case legacyScreen = "legacy"
}

enum SegueNames {
    static let settings = "openSettings"
    static var lastUsed = "about"
}

class DetailViewController: UIViewController {}

class SettingsViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}
