// swift-format-ignore-file
import UIKit

class FeedViewController: UIViewController {
    func playFullScreen() {
        let player = FullScreenPlayerViewController()
        player.modalPresentationStyle = .fullScreen
        present(player, animated: true)
    }
}

class FullScreenPlayerViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        ScreenRotation.turn(to: .landscapeRight)
    }
}
