// swift-format-ignore-file
import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let coordinator = AppCoordinator()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        // One level of coordinator: its stored property, made by a method whose return type is declared.
        window?.rootViewController = coordinator.rootViewController
        window?.makeKeyAndVisible()
        ToastCenter.shared.attach()
        return true
    }
}
