// swift-format-ignore-file
import UIKit

class MainTabBarController: UITabBarController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        selectedViewController?.supportedInterfaceOrientations ?? .portrait
    }
}

class FeedViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}

class HeaderViewController: UIViewController {}

class DetailViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

    @IBAction func close() {
        navigationController?.popViewController(animated: true)
    }
}

class ComposeViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

    @IBAction func cancel() {
        dismiss(animated: true)
    }
}
