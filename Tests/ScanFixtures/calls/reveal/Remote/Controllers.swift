import UIKit

class MenuViewController: UIViewController {}

class HomeViewController: UIViewController {
    func play() {
        present(PlayerViewController(), animated: true)
    }
}

class PlayerViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
}
