// swift-format-ignore-file
import UIKit

class BaseTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let home = BaseNavViewController(rootViewController: HomeViewController())
        let discover = BaseNavViewController(rootViewController: DiscoverViewController())
        let shelf = BaseNavViewController(rootViewController: BookshelfViewController())
        let mine = BaseNavViewController(rootViewController: MineViewController())
        viewControllers = [home, discover, shelf, mine]
    }

    override var prefersStatusBarHidden: Bool {
        return selectedViewController?.prefersStatusBarHidden ?? kDefaultPrefersStatusBarHidden
    }

    override var preferredStatusBarStyle: UIStatusBarStyle {
        return selectedViewController?.preferredStatusBarStyle ?? kDefaultPreferredStatusBarStyle
    }

    override var shouldAutorotate: Bool {
        return selectedViewController?.shouldAutorotate ?? kDefaultShouldAutorotate
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        return [selectedViewController?.supportedInterfaceOrientations ?? kDefaultSupportedInterfaceOrientations, preferredInterfaceOrientationForPresentation.orientationMask]
    }

    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        return selectedViewController?.preferredInterfaceOrientationForPresentation ?? kDefaultPreferredInterfaceOrientationForPresentation
    }
}
