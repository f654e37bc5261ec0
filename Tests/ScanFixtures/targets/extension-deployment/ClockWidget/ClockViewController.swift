import UIKit

// The widget's own controller of the same name: the extension is another module, and never the app's.
class ClockViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
}
