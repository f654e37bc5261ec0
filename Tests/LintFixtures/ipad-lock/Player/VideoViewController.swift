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

    // A Mac Catalyst window's frame is a geometry request too, but turns nothing: not flagged.
    func resizeWindow(_ scene: UIWindowScene) {
        scene.requestGeometryUpdate(.Mac(systemFrame: CGRect(x: 0, y: 0, width: 800, height: 600)))
    }
}
