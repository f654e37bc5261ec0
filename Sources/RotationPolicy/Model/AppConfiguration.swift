/// UIUserInterfaceIdiom, as far as orientation rules care.
public enum Idiom: String, Sendable {
    case phone
    case pad
}

/// An Info.plist orientation list. Arrays keep their order because iOS ≤ 7 launches in the first
/// entry when portrait is absent (docs/rules.md#r3-11); names and integers are read in canonical order.
public struct PlistOrientations: Equatable, Sendable {
    public var ordered: [InterfaceOrientation]
    public var mask: OrientationMask

    public init(ordered: [InterfaceOrientation]) {
        var seen: [InterfaceOrientation] = []
        for orientation in ordered where !seen.contains(orientation) { seen.append(orientation) }
        self.ordered = seen
        self.mask = OrientationMask(seen)
    }

    public init(mask: OrientationMask) {
        self.ordered = mask.orientations
        self.mask = mask
    }
}

/// The app-wide settings of a request (`app`): Info.plist keys and the app delegate.
public struct AppConfiguration: Sendable {
    public var idiom: Idiom = .phone
    public var iosVersion = IOSVersion(17, 0)
    public var hasHomeButton = false
    /// A Plus/Max iPhone: regular width in landscape, where sheets and popovers do not adapt to full
    /// screen (R3.8). Phones only.
    public var regularWidthInLandscape = false
    /// UISupportedInterfaceOrientations; nil = key absent.
    public var supportedOrientations: PlistOrientations?
    /// UISupportedInterfaceOrientations~ipad; nil = key absent.
    public var supportedOrientationsPad: PlistOrientations?
    public var requiresFullScreen = false
    /// Info.plist `UIRequiresFullScreenIgnoredStartingWithVersion` (TN3192): from this version on,
    /// `requiresFullScreen` is ignored. nil = key absent.
    public var requiresFullScreenIgnoredFrom: IOSVersion?
    /// application(_:supportedInterfaceOrientationsFor:); nil = not implemented (R1.2).
    public var delegateOrientations: OrientationMask?
    /// application(_:supportedInterfaceOrientationsFor:) answers the mask of the controller on top
    /// (`topMostViewController().supportedInterfaceOrientations`), not a mask of its own; then
    /// `delegateOrientations` is nil (R1.2, DelegateMask.swift).
    public var delegateAnswersTopController = false
    public var viewControllerBasedStatusBarAppearance = true
    /// The SDK the app was built with (`app.linkedSDK`); nil = `iosVersion`. Never newer than `iosVersion`.
    public var linkedSDK: IOSVersion?

    public init() {}

    /// UIKit's "linked on or after" checks: the behaviour of iOS `major` applies only when the app both
    /// runs on it and was built with its SDK (docs/rules.md, "Linked SDK").
    public func linkedOnOrAfter(_ major: Int) -> Bool {
        iosVersion.atLeast(major) && (linkedSDK ?? iosVersion).atLeast(major)
    }

    /// The Info.plist list that applies on this idiom: `~ipad` first on pad, then the plain key, then
    /// UIKit's default when the key is absent (R1.1).
    public var plist: PlistOrientations {
        if idiom == .pad, let pad = supportedOrientationsPad { return pad }
        if let plain = supportedOrientations { return plain }
        return PlistOrientations(mask: idiomDefaultMask)
    }

    /// `plist.mask` without building the list (the default's list is a new array each time).
    public var plistMask: OrientationMask {
        if idiom == .pad, let pad = supportedOrientationsPad { return pad.mask }
        if let plain = supportedOrientations { return plain.mask }
        return idiomDefaultMask
    }

    /// UIKit's default for app and controller masks: all on pad, all but upside-down on phone (R1.3).
    public var idiomDefaultMask: OrientationMask { idiom == .pad ? .all : .allButUpsideDown }

    /// Orientations the hardware can show: phones without a home button have no upside-down (R1.4).
    public var deviceMask: OrientationMask {
        idiom == .phone && !hasHomeButton ? .allButUpsideDown : .all
    }

    /// iPad multitasking (R1.7, docs/rules.md#r1-7): from iOS 9, a pad app listing all four orientations
    /// that does not require full screen ignores controller masks.
    public var supportsMultitasking: Bool {
        idiom == .pad && iosVersion.atLeast(9) && plistMask == .all && !honoursRequiresFullScreen
    }

    /// UIRequiresFullScreen as this iOS version reads it: deprecated in iPadOS 26 but still honoured,
    /// ignored from `UIRequiresFullScreenIgnoredStartingWithVersion` on (TN3192). The key itself exists
    /// from iPadOS 26.2 (Apple's page): an older system does not read it, whatever version it names.
    public var honoursRequiresFullScreen: Bool {
        guard requiresFullScreen else { return false }
        guard let ignoredFrom = requiresFullScreenIgnoredFrom, iosVersion >= Self.ignoredKeyReadFrom else { return true }
        return iosVersion < ignoredFrom
    }

    /// The first system that reads `UIRequiresFullScreenIgnoredStartingWithVersion` (iPadOS 26.2).
    public static let ignoredKeyReadFrom = IOSVersion(26, 2)
}
