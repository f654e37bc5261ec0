// swift-format-ignore-file
import UIKit

class BaseViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        UIDevice.isPad ? .all : .portrait
    }

    // Nothing above it but UIKit: UIKit's default (true).
    override var shouldAutorotate: Bool { super.shouldAutorotate }
}

class FeedViewController: BaseViewController {
    // The superclass's value, traced to its line.
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        return super.supportedInterfaceOrientations
    }

    func openDetail() {
        navigationController?.pushViewController(DetailViewController(), animated: true)
    }
}

class DetailViewController: UIViewController {
    // Phone: portrait; pad: UIKit's default.
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        if isPhone { return .portrait }
        return super.supportedInterfaceOrientations
    }

    func play() {
        present(PlayerViewController(), animated: true)
        present(HelpViewController(), animated: true)
        present(ContainerViewController(), animated: true)
        present(PlayerHostViewController(), animated: true)
    }
}

class HelpViewController: UIViewController {
    var isLocked = false

    // A stored flag before `super`: two alternatives, never a literal.
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        if isLocked { return .portrait }
        return super.supportedInterfaceOrientations
    }

    override var shouldAutorotate: Bool { isCompact ? false : true }
}

// The superclass comes from a framework the scan does not read: its `super` is unknown.
class ChatViewController: MessagesViewController {
    override var shouldAutorotate: Bool { super.shouldAutorotate }
}

// A forwarding whose fallback is `super`'s: the fallback is UIKit's default, never a literal.
class ContainerViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        children.first?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(HelpViewController())
    }
}

// Forwarding through a stored child whose class is known: a fixed one answers; an optional one may be nil.
class PlayerHostViewController: UIViewController {
    let player = VideoPlayerViewController()
    var overlay: OverlayViewController?

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { player.supportedInterfaceOrientations }

    override var shouldAutorotate: Bool { overlay?.shouldAutorotate ?? super.shouldAutorotate }
}

class VideoPlayerViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
}

class OverlayViewController: UIViewController {
    override var shouldAutorotate: Bool { false }
}
