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

    // Other iPhone-only forms: `if !isPad`, `if userInterfaceIdiom == .phone`, and a helper every call
    // of which is iPhone-only.
    func enterFullScreen() {
        if !UIDevice.current.isPad {
            AppDelegate.orientationLock = .landscape
            setNeedsUpdateOfSupportedInterfaceOrientations()
            turnToLandscape()
        }
    }

    func leaveFullScreen() {
        if UIDevice.current.userInterfaceIdiom == .phone {
            AppDelegate.orientationLock = .all
            view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .portrait))
        } else {
            print("a resizable iPad: nothing to lock")
        }
    }

    func turnToLandscape() {
        view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight))
    }
}
