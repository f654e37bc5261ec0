import UIKit

public class KitUIViewController: UIViewController {
    public override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
}
