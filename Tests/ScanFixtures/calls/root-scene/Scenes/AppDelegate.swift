// swift-format-ignore-file
import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default", sessionRole: connectingSceneSession.role)
    }
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        // A `with(_:_:)` helper: the closure's parameter is the window.
        window = with(UIWindow(windowScene: windowScene)) { w in
            w.rootViewController = InboxTabBarController()
            w.makeKeyAndVisible()
        }
    }
}

func with<T>(_ value: T, _ configure: (T) -> Void) -> T {
    configure(value)
    return value
}

class InboxTabBarController: UITabBarController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
}
