// swift-format-ignore-file
import UIKit

// The four tabs' first screens: BaseViewController's defaults (portrait, status bar shown, autorotate).
class HomeViewController: BaseViewController {
    // 點擊視頻, 打開橫屏播放器 (the article opens the player from the home list)
    @objc func openPlayer() {
        navigationController?.pushViewController(PlayerViewController(), animated: true)
    }
}

class DiscoverViewController: BaseViewController {}

class BookshelfViewController: BaseViewController {}

class MineViewController: BaseViewController {}

// The player as the article's scenario 1 pushes it in landscape. The article passes `isLandscape` to
// init and returns `_isLandscape ? .landscapeRight : .portrait`, which a static read can only report
// as dynamic; this fixture is the landscape build, as Tests/Fixtures/explore/seed-000 models it.
class PlayerViewController: BaseViewController {
    override var _prefersStatusBarHidden_: Bool? {
        return true
    }

    override var _supportedInterfaceOrientations_: UIInterfaceOrientationMask? {
        return .landscapeRight
    }

    override var _preferredInterfaceOrientationForPresentation_: UIInterfaceOrientation? {
        return .landscapeRight
    }

    @objc func onBackTapped() {
        navigationController?.popViewController(animated: true)
    }
}
