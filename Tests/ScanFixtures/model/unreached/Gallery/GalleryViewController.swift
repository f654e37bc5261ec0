import UIKit

// No window.rootViewController and no main storyboard: the spec's root is a placeholder, and the
// model still lists every class below with its overrides, calls and transitions.
final class GalleryViewController: UIViewController {
    var isSlideshow = false

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        isSlideshow ? .landscape : .portrait
    }

    func openPhoto() {
        present(PhotoViewController(), animated: true)
    }

    func openSettings() {
        navigationController?.pushViewController(SettingsViewController(), animated: true)
    }
}

final class PhotoViewController: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .fullScreen
    }

    required init?(coder: NSCoder) { nil }

    override var shouldAutorotate: Bool { true }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
}

final class SettingsViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

    func close() {
        dismiss(animated: true)
    }
}
