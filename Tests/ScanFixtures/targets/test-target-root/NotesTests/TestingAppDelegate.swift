import UIKit
import XCTest

// The unit tests launch with this delegate instead of the app's: its window's root is a stub. It must
// never be taken for the app's root.
class TestingAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow()
        window?.rootViewController = StubRootViewController()
        window?.makeKeyAndVisible()
        return true
    }
}

class StubRootViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
}
