// swift-format-ignore-file
import UIKit

// The delegate hands the window to a router that builds the root elsewhere: no assignment the scan
// can follow. The only `rootViewController =` it finds is a unit test's.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        AppRouter.shared.install(in: window)
        self.window = window
        return true
    }
}

final class AppRouter {
    static let shared = AppRouter()

    func install(in window: UIWindow) {
        window.rootViewController = makeRoot()
        window.makeKeyAndVisible()
    }

    private func makeRoot() -> UIViewController {
        UINavigationController(rootViewController: ShelfViewController())
    }
}
