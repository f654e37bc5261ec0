// swift-format-ignore-file
import UIKit

class LibraryViewController: UIViewController {
    func open(item: String) {
        let detail = UIViewController()
        detail.title = item
        navigationController?.pushViewController(detail, animated: true)
    }
}
