import UIKit
import XCTest

class MapTests: XCTestCase {
    func testRoot() {
        let window = UIWindow()
        window.rootViewController = MapViewController()
        XCTAssertNotNil(window.rootViewController)
    }
}
