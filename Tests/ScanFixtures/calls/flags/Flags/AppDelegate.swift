// swift-format-ignore-file
import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: PlayerViewController())
        window?.makeKeyAndVisible()
        return true
    }
}

class PlayerViewController: UIViewController {
    private var isFullScreen = false
    var mode = Mode.video

    enum Mode { case video, audio }

    // A stored flag in a ternary: two alternatives, never a literal.
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        return isFullScreen ? .landscape : .portrait
    }

    // A switch over a stored value.
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        switch mode {
        case .video: return .landscapeRight
        default: return .portrait
        }
    }

    // A flag behind a guard.
    override var shouldAutorotate: Bool {
        guard isFullScreen else { return false }
        return true
    }

    // The flag itself.
    override var prefersStatusBarHidden: Bool { isFullScreen }

    func openSettings() {
        navigationController?.pushViewController(LegacySettingsController(), animated: true)
    }
}
