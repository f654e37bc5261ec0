// swift-format-ignore-file
import UIKit

final class AppCoordinator {
    // A builder closure that returns a local made by a method whose return type is declared.
    lazy var rootViewController: UITabBarController = {
        let tabs = makeTabs()
        tabs.selectedIndex = 0
        return tabs
    }()

    private func makeTabs() -> MainTabBarController {
        MainTabBarController()
    }
}

final class MainTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = [UINavigationController(rootViewController: InboxViewController())]
    }
}

final class InboxViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}

// A secondary window: never the app's root.
final class ToastCenter {
    static let shared = ToastCenter()
    private var toastWindow: UIWindow?

    func attach() {
        let toastWindow = UIWindow(frame: UIScreen.main.bounds)
        toastWindow.rootViewController = ToastViewController()
        self.toastWindow = toastWindow
    }
}

final class ToastViewController: UIViewController {}
