import UIKit

/// Calls super: its columns hear the size change.
final class ReaderSplitViewController: UISplitViewController {
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        preferredDisplayMode = size.width > size.height ? .oneBesideSecondary : .oneOverSecondary
    }
}

/// No children: nothing to forward to.
final class CoverViewController: UIViewController {
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        // super.viewWillTransition(to: size, with: coordinator) is not needed here
        view.setNeedsLayout()
    }
}

/// Embeds the player's controls as a child.
class PlayerContainerViewController: UIViewController {
    let controls = UIViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(controls)
        view.addSubview(controls.view)
        controls.didMove(toParent: self)
    }
}

/// Its superclass embeds the controls; this override never hands them the size change.
final class TrailerViewController: PlayerContainerViewController {
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        coordinator.animate(alongsideTransition: nil) { _ in self.view.setNeedsLayout() }
    }
}
