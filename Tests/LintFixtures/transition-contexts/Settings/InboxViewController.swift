// swift-format-ignore-file
import UIKit

// A sheet from a button, and a second one from a network reply: the reply can come while the first
// sheet is up, and then the second present is refused. A button under a sheet cannot be tapped, so
// the reverse order cannot happen.
class InboxViewController: UIViewController {
    let loader = MessageLoader()

    func compose() {
        present(ComposeViewController(), animated: true)
    }

    func refresh() {
        loader.load { [weak self] failed in
            if failed {
                self?.present(FilterViewController(), animated: true)
            }
        }
    }
}

class MessageLoader {
    func load(_ done: @escaping (Bool) -> Void) { done(false) }
}

class ComposeViewController: UIViewController {}

class FilterViewController: UIViewController {}
