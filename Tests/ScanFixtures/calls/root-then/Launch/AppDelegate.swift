// swift-format-ignore-file
import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Then's `.then { }`: the root is assigned to `$0` inside the closure.
        window = UIWindow(frame: UIScreen.main.bounds).then {
            $0.rootViewController = UINavigationController(rootViewController: TimelineViewController())
            $0.makeKeyAndVisible()
        }
        return true
    }
}

class TimelineViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}
