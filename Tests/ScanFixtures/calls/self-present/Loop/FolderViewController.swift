// swift-format-ignore-file
import UIKit

/// A folder browser: opening a subfolder presents another folder controller, and pushes one too.
class FolderViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

    func openModally() {
        let next = FolderViewController()
        next.modalPresentationStyle = .fullScreen
        present(next, animated: true)
    }

    func openInPlace() {
        navigationController?.pushViewController(FolderViewController(), animated: true)
    }

    func close() {
        dismiss(animated: true)
    }

    func preview() {
        present(PreviewViewController(), animated: true)
    }
}

class PreviewViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
}
