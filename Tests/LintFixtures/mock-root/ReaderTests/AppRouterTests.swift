// swift-format-ignore-file
import UIKit
import XCTest

// A test's window with a mock root: not the app's root, though it is the only assignment a static
// read can follow.
final class MockRootViewController: UIViewController {}

final class AppRouterTests: XCTestCase {
    func testWindowShowsItsRoot() {
        let window = UIWindow()
        window.rootViewController = MockRootViewController()
        window.makeKeyAndVisible()
        XCTAssertNotNil(window.rootViewController)
    }
}
