import UIKit

public class PlayerViewController: UIViewController {
    public override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
}
