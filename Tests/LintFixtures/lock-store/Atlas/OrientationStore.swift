// swift-format-ignore-file
import UIKit

// A shared store holds the app-wide mask; its didSet tells UIKit, so every assignment is followed.
final class OrientationStore {
    static let shared = OrientationStore()

    var mask: UIInterfaceOrientationMask = .allButUpsideDown {
        didSet {
            UIApplication.shared.connectedScenes.compactMap { ($0 as? UIWindowScene)?.keyWindow?.rootViewController }
                .forEach { $0.setNeedsUpdateOfSupportedInterfaceOrientations() }
        }
    }
}
