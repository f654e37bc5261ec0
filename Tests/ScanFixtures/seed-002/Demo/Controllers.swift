// swift-format-ignore-file
import UIKit

/// A plain navigation controller: no forwarding, as in the flag method.
class NavigationController: UINavigationController {}

class ListViewController: UIViewController {
    func openPlayer() {
        navigationController?.pushViewController(PlayerViewController(), animated: true)
    }
}

class PlayerViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let appDelegate = UIApplication.shared.delegate as? AppDelegate
        appDelegate?.allowRotation = true
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        let appDelegate = UIApplication.shared.delegate as? AppDelegate
        appDelegate?.allowRotation = false
    }

    // Sending a comment while logged out presents the portrait-only login.
    func sendComment() {
        let login = LoginViewController()
        login.modalPresentationStyle = .fullScreen
        present(login, animated: true, completion: nil)
    }
}

class LoginViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        return .portrait
    }

    func close() {
        dismiss(animated: true, completion: nil)
    }
}
