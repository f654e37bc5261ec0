/// What a cross-platform library remembers between calls, as state: react-native-orientation-locker's
/// `_lastDeviceOrientation` (wonday/react-native-orientation-locker@886f2400, iOS/RCTOrientation/
/// Orientation.m). It is written in `init` (UIDevice's value then, the request's device orientation) and
/// in `deviceOrientationDidChange:` for every change to a known value made while `_isLocking` is NO;
/// every `lockTo…` sets `_isLocking` around its own KVC sets. `lockToLandscape` restores it (rule X3).
extension Simulation {
    /// The library's `_lastDeviceOrientation`.
    var rnolLastDeviceOrientation: DeviceOrientation {
        let stored = state.globals.rnolLastDevice
        return stored == 0xFF ? deviceOrientation : DeviceOrientation(rawValue: Int(stored)) ?? deviceOrientation
    }

    /// Called before UIDevice's value becomes `newValue`: UIKit posts UIDeviceOrientationDidChangeNotification
    /// and the library's observer runs. Kept canonical (0xFF when equal to UIDevice's value), so two
    /// paths that agree on what the library would restore are one state for the explorer.
    mutating func rnolObserveDeviceChange(to newValue: DeviceOrientation) {
        let old = state.globals.deviceOrientation
        guard newValue != old else { return }
        var remembered = rnolLastDeviceOrientation
        // "do not send Unknown Orientation": the observer returns early for unknown.
        if !rnolLocking, newValue != .unknown { remembered = newValue }
        state.globals.rnolLastDevice =
            remembered == newValue ? 0xFF : UInt8(truncatingIfNeeded: remembered.rawValue)
    }
}
