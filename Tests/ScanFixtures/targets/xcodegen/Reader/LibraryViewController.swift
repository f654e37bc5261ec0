import ReaderKit
import UIKit

class LibraryViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

    func open() {
        let article = ArticleViewController()
        article.modalPresentationStyle = .fullScreen
        present(article, animated: true)
    }
}
