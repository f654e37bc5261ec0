import UIKit

/// Reads an article; while it is up, it holds the rotation its presenter holds.
open class ArticleViewController: UIViewController {
    open override var shouldAutorotate: Bool {
        presentingViewController?.shouldAutorotate ?? super.shouldAutorotate
    }

    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
}
