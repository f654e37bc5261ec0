// swift-format-ignore-file
import UIKit

/// Forwarding written as `children.last` (the top of the stack) and `topViewController`.
class MainNavigationController: UINavigationController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        children.last?.supportedInterfaceOrientations ?? .portrait
    }

    override var shouldAutorotate: Bool {
        return topViewController?.shouldAutorotate ?? true
    }

    override var childForStatusBarHidden: UIViewController? { topViewController }
}
