// swift-format-ignore-file
import UIKit

class AlbumViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

    func open() {
        navigationController?.pushViewController(PhotoViewController(), animated: true)
    }
}

class PhotoViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
}
