// swift-format-ignore-file
import UIKit

// No Info.plist file: the orientations come from INFOPLIST_KEY_* build settings (_iPhone and _iPad).
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: CatalogViewController())
        window.makeKeyAndVisible()
        self.window = window
    }
}

class CatalogViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}
