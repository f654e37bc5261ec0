// swift-format-ignore-file
import UIKit

class ListViewController: UIViewController {
    func play() {
        let player = PlayerViewController()
        player.modalPresentationStyle = .fullScreen
        present(player, animated: true)
    }

    func showPoster() {
        // Two levels of helper: Rotation.turn calls Rotation.force, which sets the orientation by KVC.
        Rotation.turn(.portrait)
    }
}

class PlayerViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // Fixed form: the lock, then UIKit is told through the app's helper.
        AppDelegate.orientationLock = .landscape
        Rotation.refresh(self)
        if #available(iOS 16, *) {
            view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight))
        } else {
            UIDevice.legacyRotate(to: .landscapeRight)
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        // The release, but nothing tells UIKit: from iOS 16 the list stays in landscape.
        AppDelegate.orientationLock = .portrait
    }
}
