import UIKit

public class KitCoreViewController: UIViewController {
    public override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}
