// swift-format-ignore-file
import UIKit

// Corpus shape (capacitor-screen-orientation before its first fix): the lock converts a name to a
// mask, keeps the mask for the app delegate, and hands the same mask's raw value to the KVC set,
// although UIDevice wants an orientation. A mask is a bit set: .landscapeRight is 8, .landscape 24.
class OrientationLock: NSObject {
    static var current = UIInterfaceOrientationMask.all

    func lock(_ name: String) {
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            let mask = self.mask(named: name)
            UIDevice.current.setValue(mask.rawValue, forKey: "orientation")
            OrientationLock.current = mask
        }
    }

    func unlock() {
        UIDevice.current.setValue(UIInterfaceOrientation.unknown.rawValue, forKey: "orientation")
        OrientationLock.current = .all
    }

    private func mask(named name: String) -> UIInterfaceOrientationMask {
        switch name {
        case "landscape": return .landscape
        case "portrait": return .portrait
        default: return .all
        }
    }
}
