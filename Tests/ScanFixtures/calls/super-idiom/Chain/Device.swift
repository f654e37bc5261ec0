// swift-format-ignore-file
import UIKit

// App idiom helpers: decided as the idiom test their body is.
extension UIDevice {
    static var isPad: Bool { current.userInterfaceIdiom == .pad }
}

var isPhone: Bool {
    return UIDevice.current.userInterfaceIdiom == .phone
}

// Not an idiom test: a condition reading it stays undecided.
var isCompact: Bool { UIScreen.main.bounds.width < 400 }
