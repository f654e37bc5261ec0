import UIKit

// In the tests' folder, and built by the app too: the tests folder's exception set adds it to Atlas.
class LegendViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}
