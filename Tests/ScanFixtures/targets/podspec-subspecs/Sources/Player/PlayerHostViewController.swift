import UIKit

public class PlayerHostViewController: UIViewController {
    public override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
}
