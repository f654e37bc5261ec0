/// A cross-platform library's orientation call, which the resolver expands into the UIKit calls the
/// library makes (Resolver/CrossPlatform.swift). Each library is followed at the source version named
/// in its case; docs/rules.md ("Cross-platform strategies") lists them.
public enum CrossPlatformCall: Equatable, Sendable {
    /// Flutter `SystemChrome.setPreferredOrientations` → `FlutterViewController performOrientationUpdate:`.
    /// The mask is the engine's (FlutterPlatformPlugin.mm: an empty list is all). `controller` nil: the
    /// first FlutterViewController on screen.
    case flutterSetPreferredOrientations(OrientationMask, controller: ControllerID?)
    /// expo-screen-orientation `ScreenOrientation.lockAsync(lock)`.
    case expoLockAsync(ExpoOrientationLock)
    /// `ScreenOrientation.unlockAsync()`, which is `lockAsync(DEFAULT)`.
    case expoUnlockAsync
    /// react-native-orientation-locker `Orientation.<method>()`.
    case rnOrientationLocker(RNOrientationLockerMethod)
    /// react-native-screens: a screen's `screenOrientation` prop set (on mount or change).
    case rnScreensScreenOrientation(controller: ControllerID, RNScreensOrientation)
    /// A SwiftUI presentation modifier becoming true: SwiftUI presents a hosting controller for the
    /// content (`controller`) from the presenting view's controller (`presenter`), rule X5.
    case swiftUIPresent(SwiftUIPresentation, presenter: ControllerID, controller: ControllerID)

}

/// Expo's `OrientationLock` (JS names); `mask` as enums/ModuleOrientationLock.swift maps them.
public enum ExpoOrientationLock: String, CaseIterable, Sendable {
    case DEFAULT, ALL, PORTRAIT, PORTRAIT_UP, PORTRAIT_DOWN, LANDSCAPE, LANDSCAPE_LEFT, LANDSCAPE_RIGHT

    public var mask: OrientationMask {
        switch self {
        case .DEFAULT: .allButUpsideDown
        case .ALL: .all
        case .PORTRAIT: [.portrait, .portraitUpsideDown]
        case .PORTRAIT_UP: .portrait
        case .PORTRAIT_DOWN: .portraitUpsideDown
        case .LANDSCAPE: .landscape
        // Expo uses interface naming: LANDSCAPE_LEFT is UIInterfaceOrientationLandscapeLeft.
        case .LANDSCAPE_LEFT: .landscapeLeft
        case .LANDSCAPE_RIGHT: .landscapeRight
        }
    }
}

/// react-native-orientation-locker's exported methods (iOS/RCTOrientation/Orientation.m).
public enum RNOrientationLockerMethod: String, CaseIterable, Sendable {
    case lockToPortrait, lockToPortraitUpsideDown, lockToLandscape, lockToLandscapeLeft, lockToLandscapeRight
    case lockToAllOrientationsButUpsideDown, unlockAllOrientations

    /// The mask the library stores for the app delegate to return. Its names are device-side:
    /// lockToLandscapeLeft applies UIInterfaceOrientationMaskLandscapeRight.
    public var mask: OrientationMask {
        switch self {
        case .lockToPortrait: .portrait
        case .lockToPortraitUpsideDown: .portraitUpsideDown
        case .lockToLandscape: .landscape
        case .lockToLandscapeLeft: .landscapeRight
        case .lockToLandscapeRight: .landscapeLeft
        case .lockToAllOrientationsButUpsideDown: .allButUpsideDown
        case .unlockAllOrientations: .all
        }
    }

    /// The interface orientation it forces (`newOrientation`); nil for UIInterfaceOrientationUnknown.
    var target: InterfaceOrientation? {
        switch self {
        case .lockToPortrait, .lockToAllOrientationsButUpsideDown: .portrait
        case .lockToPortraitUpsideDown: .portraitUpsideDown
        case .lockToLandscape: nil  // chosen at call time from the current orientation
        case .lockToLandscapeLeft: .landscapeRight
        case .lockToLandscapeRight: .landscapeLeft
        case .unlockAllOrientations: nil
        }
    }
}

/// react-native-screens' `screenOrientation` values (RNSScreen.mm `UIInterfaceOrientationMask:`).
public enum RNScreensOrientation: String, CaseIterable, Sendable {
    case `default`, all, portrait, portrait_up, portrait_down, landscape, landscape_left, landscape_right

    public var mask: OrientationMask {
        switch self {
        case .default: .allButUpsideDown
        case .all: .all
        case .portrait: [.portrait, .portraitUpsideDown]
        case .portrait_up: .portrait
        case .portrait_down: .portraitUpsideDown
        case .landscape: .landscape
        case .landscape_left: .landscapeLeft
        case .landscape_right: .landscapeRight
        }
    }
}
