// swift-format-ignore-file
import UIKit

class VideoViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Orientation.lockOrientation(.landscape, andRotateTo: .landscapeRight)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        Orientation.lockOrientation(.all, andRotateTo: .portrait)
    }
}
