// swift-format-ignore-file
import UIKit

// Corpus shape (Loop): the app delegate answers with an app-wide mask that a manager holds.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let session = SessionManager()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = ChartViewController()
        window?.makeKeyAndVisible()
        return true
    }

    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        return session.allowedOrientations
    }
}
