// swift-format-ignore-file
import UIKit

// Info.plist lists portrait only; the delegate answers the mask of the controller on top, so a
// landscape-only photo screen pushed on the plain navigation controller can turn.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: AlbumViewController())
        window?.makeKeyAndVisible()
        return true
    }

    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        window?.rootViewController?.topMostViewController().supportedInterfaceOrientations ?? .portrait
    }
}

extension UIViewController {
    func topMostViewController() -> UIViewController {
        if let presented = presentedViewController { return presented.topMostViewController() }
        if let navigation = self as? UINavigationController, let top = navigation.topViewController { return top.topMostViewController() }
        if let tabs = self as? UITabBarController, let selected = tabs.selectedViewController { return selected.topMostViewController() }
        return self
    }
}
