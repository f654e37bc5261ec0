// swift-format-ignore-file
import UIKit

// Two presentations from one screen that can never be up together: the avatar is guarded, and the
// badge's button is under the full-screen avatar while it is up.
class ProfileViewController: UIViewController {
    func showAvatar() {
        guard presentedViewController == nil else { return }
        let avatar = AvatarViewController()
        avatar.modalPresentationStyle = .fullScreen
        present(avatar, animated: true)
    }

    func showBadge() {
        present(BadgeViewController(), animated: true)
    }
}

class AvatarViewController: UIViewController {}

class BadgeViewController: UIViewController {}
