import ReaderKit
import UIKit

final class LibraryViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

    func open() {
        let article = ArticleViewController()
        article.modalPresentationStyle = .fullScreen
        present(article, animated: true)
    }
}
