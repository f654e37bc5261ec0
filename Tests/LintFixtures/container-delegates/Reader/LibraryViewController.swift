// swift-format-ignore-file
import UIKit

// The list makes itself its navigation controller's delegate, which forwards to the top controller.
class LibraryViewController: UIViewController, UINavigationControllerDelegate {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.delegate = self
    }

    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask {
        navigationController.topViewController?.supportedInterfaceOrientations ?? .portrait
    }

    func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController) -> UIInterfaceOrientation {
        .portrait
    }

    func openBook() {
        navigationController?.pushViewController(PageViewController(), animated: true)
    }
}

class PageViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
}
