// swift-format-ignore-file
import UIKit

// The app's window comes from SwiftUI (not read); the only UIKit root is a toast window's.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }
}

final class ToastCenter {
    private var toastWindow: UIWindow?

    func attach(to scene: UIWindowScene) {
        let toastWindow = UIWindow(windowScene: scene)
        toastWindow.rootViewController = ToastViewController()
        toastWindow.windowLevel = .alert + 1
        self.toastWindow = toastWindow
    }
}

final class ToastViewController: UIViewController {
    override var prefersStatusBarHidden: Bool { true }
}
