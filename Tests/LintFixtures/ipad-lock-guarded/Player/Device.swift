// swift-format-ignore-file
import UIKit

// The app's idiom helpers: a static whose body is an idiom test inside `#if os(iOS)`, as yattee's
// `Constants.isIPhone`, and an instance one on UIDevice.
enum Constants {
    static var isIPhone: Bool {
        #if os(iOS)
            UIDevice.current.userInterfaceIdiom == .phone
        #else
            false
        #endif
    }
}

extension UIDevice {
    var isPad: Bool { userInterfaceIdiom == .pad }
}
