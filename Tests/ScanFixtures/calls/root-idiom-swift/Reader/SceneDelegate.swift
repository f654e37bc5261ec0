// swift-format-ignore-file
import UIKit

extension UIDevice {
    var isPad: Bool { userInterfaceIdiom == .pad }
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        // One root per idiom, through an app helper.
        if UIDevice.current.isPad {
            window?.rootViewController = LibrarySplitViewController()
        } else {
            window?.rootViewController = UINavigationController(rootViewController: LibraryViewController())
        }
        window?.makeKeyAndVisible()
    }
}

class LibrarySplitViewController: UISplitViewController {}

class LibraryViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
}
