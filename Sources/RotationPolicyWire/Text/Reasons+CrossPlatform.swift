import RotationPolicy

/// A library call expanded into UIKit calls (X1–X5) in words: "head → call, call; the deciding call's reason".
extension ReasonWords {
    func sentence(_ reason: CrossPlatformReason) -> Sentence {
        var words = head(of: reason.call)
        words.append(" → ")
        if reason.calls.isEmpty { words.append("no UIKit call") }
        for (index, call) in reason.calls.enumerated() {
            if index > 0 { words.append(", ") }
            words.append(contentsOf: self.words(call))
        }
        if let deciding = reason.deciding {
            words.append("; ")
            words.append(contentsOf: sentence(deciding))
        }
        if reason.turns.count > 1 {
            words.append(" (within this one call the interface turned ")
            for (index, turn) in reason.turns.enumerated() {
                if index > 0 { words.append(", then ") }
                words.append(contentsOf: turn.name)
            }
            words.append(")")
        }
        return words
    }

    /// How the step's reason names the library call.
    func head(of call: CrossPlatformCall) -> Sentence {
        switch call {
        case .flutterSetPreferredOrientations(let mask, _):
            "SystemChrome.setPreferredOrientations(\(mask.listText)) → performOrientationUpdate"
        case .expoLockAsync(let lock): "ScreenOrientation.lockAsync(\(lock.rawValue))"
        case .expoUnlockAsync: "ScreenOrientation.unlockAsync() = lockAsync(DEFAULT)"
        case .rnOrientationLocker(let method): "Orientation.\(method.rawValue)()"
        case .rnScreensScreenOrientation(let screen, let orientation):
            "screenOrientation '\(orientation.rawValue)' on \(name(screen)) → enforceDesiredDeviceOrientation"
        case .swiftUIPresent(let modifier, let presenter, _): "SwiftUI .\(modifier.rawValue) from \(name(presenter))"
        }
    }

    /// One UIKit call (or what the library kept to itself) as the reason lists it.
    func words(_ call: ExpansionCall) -> Sentence {
        switch call {
        case .orientationPreferences(let mask): "orientationPreferences = \(mask.listText)"
        case .requestGeometryUpdate(let mask): "requestGeometryUpdate(\(mask.listText))"
        case .setNeedsUpdate: "setNeedsUpdateOfSupportedInterfaceOrientations"
        case .setNeedsUpdateOn(let controller): "setNeedsUpdateOfSupportedInterfaceOrientations on \(name(controller))"
        case .attemptRotation: "attemptRotationToDeviceOrientation"
        case .setDeviceValue(let orientation): "UIDevice setValue:\(orientation?.name ?? "unknown") forKey:orientation"
        case .restoreDeviceValue(let device): "UIDevice setValue:\(device.name) forKey:orientation (restore)"
        case .rootMask(let mask): "root supportedInterfaceOrientations = \(mask.listText)"
        case .screenMask(let mask): "screen supportedInterfaceOrientations = \(mask.listText)"
        case .present(let controller, let style): "present(\(name(controller)), animated: true) as \(style.rawValue)"
        case .rejected: "rejected (UnsupportedOrientationLockException)"
        case .delegateMask(let mask): "delegate mask = \(mask.listText)"
        }
    }

    /// A library step that is not a UIKit call.
    func words(_ note: LibraryNote) -> Sentence {
        switch note {
        case .preferencesUnchanged(let mask): "orientationPreferences are already \(mask.listText): the engine makes no call"
        case .allowedNoForce(let current, let mask): "\(current.name) is allowed by \(mask.listText): the engine forces nothing"
        case .expoRejects(let lock):
            "the promise rejects with UnsupportedOrientationLockException: this device has a home indicator and \(lock.rawValue) includes portraitUpsideDown"
        case .delegateNotImplemented(let mask):
            "Orientation.setOrientation(\(mask.listText)): the app delegate does not implement supportedInterfaceOrientationsFor, so UIKit never reads the library's mask"
        case .delegateReturns(let mask):
            "Orientation.setOrientation(\(mask.listText)): the app delegate's supportedInterfaceOrientationsFor now returns it"
        case .keyWindowWithoutRoot:
            "the key window has no root view controller: the mask is 0, the new orientation Unknown, no UIKit call"
        case .rootAnswers(let mask, let owner, let device, let interface, let new):
            if let new {
                "root answers \(mask.listText) (from \(describe(owner))): new orientation \(new.name)"
            } else {
                "root answers \(mask.listText) (from \(describe(owner))); device \(device.name), interface \(interface.name): no new orientation, no UIKit call"
            }
        }
    }
}
