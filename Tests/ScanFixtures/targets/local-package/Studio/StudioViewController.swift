import PlayerUI
import SharingUI
import UIKit

class StudioViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

    func play() {
        let player = PlayerViewController()
        player.modalPresentationStyle = .fullScreen
        present(player, animated: true)
    }

    func share() {
        present(ShareSheetViewController(), animated: true)
    }
}
