import UIKit
import XCTest

/// A test host's root: never part of the app.
final class MockRootViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscapeLeft }
}

final class MockRootTests: XCTestCase {
    func testRoot() {
        let window = UIWindow()
        window.rootViewController = MockRootViewController()
        UIDevice.current.setValue(UIInterfaceOrientation.landscapeLeft.rawValue, forKey: "orientation")
    }
}
