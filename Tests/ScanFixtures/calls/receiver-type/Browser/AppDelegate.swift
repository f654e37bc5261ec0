// swift-format-ignore-file
import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let bvc = BrowserViewController()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = bvc
        window?.makeKeyAndVisible()
        return true
    }

    // Sent to the browser (a stored property of a known class), not made by the delegate.
    func openSettings() {
        bvc.present(SettingsViewController(), animated: true)
    }
}

final class Router {
    // Sent to a parameter of a known class.
    func showReader(on browser: BrowserViewController) {
        let reader: ReaderViewController = ReaderViewController()
        browser.present(reader, animated: true)
    }
}
