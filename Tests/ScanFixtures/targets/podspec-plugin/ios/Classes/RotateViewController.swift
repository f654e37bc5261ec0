import UIKit

public class RotateViewController: UIViewController {
    public override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
}
