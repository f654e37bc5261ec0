import PlayerCore
import UIKit

public class PlayerViewController: UIViewController {
    public override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }

    public func showQueue() {
        present(QueueViewController(), animated: true)
    }
}
