import UIKit

public class ElevationViewController: UIViewController {
    public override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
}
