// swift-format-ignore-file
import UIKit

class MapViewController: UIViewController {
    func startNavigation() {
        // Locked to portrait for turn-by-turn, and no code ever gives the other orientations back.
        OrientationStore.shared.mask = .portrait
        present(DirectionsViewController(), animated: true)
    }
}

class DirectionsViewController: UIViewController {}
