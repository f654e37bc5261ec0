// swift-format-ignore-file
import UIKit

// The mask changes at run time, but nothing tells UIKit to ask again: from iOS 16 the screen keeps
// the orientation it had until the user turns the device (setNeedsUpdateOfSupportedInterfaceOrientations
// is missing after each assignment).
final class SessionManager {
    var allowedOrientations: UIInterfaceOrientationMask = .allButUpsideDown

    func enterEntryForm() {
        allowedOrientations = .portrait
    }

    func leaveEntryForm() {
        allowedOrientations = .allButUpsideDown
    }
}
