import RotationPolicyCLI

/// The orientation a KVC orientation set asks for, read from its value's text, so that the fix names
/// the same one: `UIInterfaceOrientation.portrait.rawValue`, `@(UIInterfaceOrientationPortrait)`,
/// `UIDeviceOrientation.landscapeLeft.rawValue` or a number (a raw UIDeviceOrientation).
enum KVCOrientationValue {
    /// The interface orientation's Swift name, or nil when the value is a variable or unknown.
    static func interfaceOrientation(_ text: String) -> String? {
        let lower = text.lowercased().filter { $0.isLetter || $0.isNumber || $0 == "." }
        // UIDevice's orientation is a device orientation: device landscapeLeft is interface landscapeRight.
        let device = lower.contains("deviceorientation")
        let names: [(String, String, String)] = [
            ("portraitupsidedown", "portraitUpsideDown", "portraitUpsideDown"), ("portrait", "portrait", "portrait"),
            ("landscapeleft", "landscapeLeft", "landscapeRight"), ("landscaperight", "landscapeRight", "landscapeLeft"),
        ]
        if let (_, interface, fromDevice) = names.first(where: { lower.contains($0.0) }) { return device ? fromDevice : interface }
        switch Int(lower) {
        case 1: return "portrait"
        case 2: return "portraitUpsideDown"
        case 3: return "landscapeRight"
        case 4: return "landscapeLeft"
        default: return nil
        }
    }
}
