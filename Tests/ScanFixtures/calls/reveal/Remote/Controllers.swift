import UIKit

class MenuViewController: UIViewController {}

class HomeViewController: UIViewController {
    func play() {
        present(PlayerViewController(), animated: true)
    }

    // Over whatever is shown (a helper of another file): not the home screen's present, so listed.
    func showError() {
        topPresented.present(ErrorViewController(), animated: true)
    }
}

class ErrorViewController: UIViewController {}

class PlayerViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
}
