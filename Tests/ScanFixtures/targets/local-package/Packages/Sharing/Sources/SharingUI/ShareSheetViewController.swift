import UIKit

public class ShareSheetViewController: UIViewController {
    public override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}
