import UIKit
import XCTest

class ReaderTests: XCTestCase {
    func testRoot() {
        let window = UIWindow()
        window.rootViewController = UIViewController()
    }
}
