// swift-format-ignore-file
import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    // A builder closure run once: the window and its root are made in the property's initializer.
    lazy var window: UIWindow? = {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = DashboardViewController()
        return window
    }()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window?.makeKeyAndVisible()
        return true
    }
}

class DashboardViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
}
