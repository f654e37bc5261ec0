// swift-format-ignore-file
import UIKit

class ChartViewController: UIViewController {
    func startEntry() {
        (UIApplication.shared.delegate as? AppDelegate)?.session.enterEntryForm()
    }

    func finishEntry() {
        (UIApplication.shared.delegate as? AppDelegate)?.session.leaveEntryForm()
    }
}
