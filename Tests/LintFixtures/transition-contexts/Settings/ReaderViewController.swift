// swift-format-ignore-file
import UIKit

// Two sheets from one screen, each behind a guard against a second presentation: neither can be
// refused.
class ReaderViewController: UIViewController {
    var isShowingShare = false

    func showComments() {
        guard presentedViewController == nil else { return }
        present(CommentsViewController(), animated: true)
    }

    func showShare() {
        if !isShowingShare {
            isShowingShare = true
            present(ShareViewController(), animated: true)
        }
    }
}

class CommentsViewController: UIViewController {}

class ShareViewController: UIViewController {}
