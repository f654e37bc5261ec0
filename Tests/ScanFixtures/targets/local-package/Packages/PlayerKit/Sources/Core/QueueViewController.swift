import UIKit

public class QueueViewController: UIViewController {
    public override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}
