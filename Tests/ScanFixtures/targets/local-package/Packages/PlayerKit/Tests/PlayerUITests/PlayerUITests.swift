import UIKit
import XCTest

class PlayerUITests: XCTestCase {
    func testRoot() {
        let window = UIWindow()
        window.rootViewController = PlayerViewController()
    }
}
