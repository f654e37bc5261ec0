// swift-format-ignore-file
import UIKit

/// A dynamic mask: run-time state picks one of two literals.
class PhotoViewController: UIViewController {
    var isZoomed = false

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        if isZoomed {
            return .landscape
        }
        return .portrait
    }

    func play() {
        let player = PlayerViewController()
        player.modalPresentationStyle = .overFullScreen
        present(player, animated: true)
    }
}

/// `#available` decided by the modelled iOS version (15.0 here: the older branch).
class VideoViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        if #available(iOS 16.0, *) {
            return .allButUpsideDown
        }
        return [.portrait, .landscapeRight]
    }
}

/// A value the scan cannot read is reported, not guessed.
class LegacyViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        UIInterfaceOrientationMask(rawValue: 26)
    }
}

/// Forwards to what it presents; calls that act on the orientation.
class PlayerViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        presentedViewController?.supportedInterfaceOrientations ?? UIInterfaceOrientationMask.landscape
    }

    override var prefersStatusBarHidden: Bool { true }

    func enterFullScreen() {
        setNeedsUpdateOfSupportedInterfaceOrientations()
        view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight))
        UIDevice.current.setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: "orientation")
        UIViewController.attemptRotationToDeviceOrientation()
    }

    func close() {
        dismiss(animated: true)
    }
}
