/// The cross-platform event types, spelled once: the decoder's key lists and match arms and the answers'
/// step `type` (`RequestDecoder.typeName(_: CrossPlatformCall)`) all read these.
enum CrossPlatformTypeName {
    static let flutterSetPreferredOrientations = "flutter.setPreferredOrientations"
    static let expoLockAsync = "expo.lockAsync"
    static let expoUnlockAsync = "expo.unlockAsync"
    static let rnScreensScreenOrientation = "rnScreens.screenOrientation"
    /// Followed by an `RNOrientationLockerMethod`'s raw value.
    static let rnOrientationLockerPrefix = "rnOrientationLocker."
    /// Followed by a `SwiftUIPresentation`'s raw value.
    static let swiftUIPrefix = "swiftUI."
}
