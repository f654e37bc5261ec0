import UIKit
import XCTest

class LaunchTests: XCTestCase {
    func testLaunchInLandscape() {
        let window = UIWindow()
        window.rootViewController = LandscapeProbeViewController()
    }
}

class LandscapeProbeViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
}
