import UIKit

extension UIViewController {
    /// The controller on top of whatever this one presents.
    var topPresented: UIViewController {
        var top: UIViewController = self
        while let presented = top.presentedViewController { top = presented }
        return top
    }
}
