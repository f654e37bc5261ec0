// swift-format-ignore-file
import UIKit

class ShopViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

    func deleteTapped() {
        // A factory in another type: `makeDeleteAlert` is a method, not a class.
        present(Alerts.makeDeleteAlert(count: 2), animated: true)
    }

    func productTapped() {
        // A factory whose declared return type is a controller of the scanned code.
        navigationController?.pushViewController(makeProduct(id: 7), animated: true)
    }

    func cartTapped() {
        // A generated storyboard accessor: `instantiate()` is not a class either, and says nothing of its type.
        present(StoryboardScene.Cart.instantiate(), animated: true)
    }

    func helpTapped() {
        // A class the scanned code declares, but not a controller.
        present(HelpCenter(), animated: true)
    }

    func ordersTapped() {
        navigationController?.pushViewController(ReceiptViewController(), animated: true)
    }

    func makeProduct(id: Int) -> ProductViewController {
        ProductViewController()
    }
}

class ProductViewController: BaseViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
}

/// A controller only through its superclass: transitively a UIViewController.
class BaseViewController: UIViewController {}

enum Alerts {
    static func makeDeleteAlert(count: Int) -> UIAlertController {
        UIAlertController(title: "Delete \(count)?", message: nil, preferredStyle: .alert)
    }
}

final class HelpCenter: NSObject {}
