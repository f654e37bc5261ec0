// swift-format-ignore-file
import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = WatchViewController()
        window?.makeKeyAndVisible()
        return true
    }
}

class WatchViewController: UIViewController {
    func enterFullScreen() {
        Rotation.rotate(to: .landscapeRight)
    }
}
