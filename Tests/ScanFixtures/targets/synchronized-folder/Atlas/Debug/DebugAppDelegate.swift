import UIKit

// In the Atlas folder but not in the Atlas target (the exception set lists it): never read for the app.
class DebugAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow()
        window?.rootViewController = DebugMenuViewController()
        return true
    }
}

class DebugMenuViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
}

// An older legend kept in the folder for reference; the app builds the one in AtlasTests.
class LegendViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
}
