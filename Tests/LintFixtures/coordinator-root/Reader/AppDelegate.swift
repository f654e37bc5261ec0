// swift-format-ignore-file
import UIKit

// The root comes from a coordinator's factory method, which a static read cannot follow: the scan's
// model holds a placeholder root, and the player below is never in it.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let coordinator = AppCoordinator()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = coordinator.start()
        window?.makeKeyAndVisible()
        return true
    }
}

final class AppCoordinator {
    func start() -> UIViewController {
        let navigation = UINavigationController()
        navigation.viewControllers = [makeLibrary()]
        return navigation
    }

    private func makeLibrary() -> UIViewController {
        LibraryViewController()
    }
}
