public import RotationPolicy

/// The spec a scan writes (`--format spec`): a request describing the app at launch, the explore actions
/// its code can send, where each fact was read and what stayed open. Written by `SpecDocument+JSON`.
public struct SpecDocument: Sendable {
    public var name: String
    public var story: String
    public var request: SpecRequest
    public var actions: [SpecAction]
    public var sources: [SourceEntry]
    public var unresolved: [UnresolvedEntry]

    public init(name: String, story: String, request: SpecRequest, actions: [SpecAction], sources: [SourceEntry], unresolved: [UnresolvedEntry]) {
        self.name = name
        self.story = story
        self.request = request
        self.actions = actions
        self.sources = sources
        self.unresolved = unresolved
    }
}

/// The request of a scanned app: its settings and its key window's root, or every window when a
/// hierarchy dump printed several.
public struct SpecRequest: Sendable {
    public var app: SpecApp
    public var root: SpecController
    /// Windows besides the key window's, at level 0 (a dump prints no levels).
    public var otherWindows: [SpecController]

    public init(app: SpecApp, root: SpecController, otherWindows: [SpecController] = []) {
        self.app = app
        self.root = root
        self.otherWindows = otherWindows
    }
}

/// The request's `app`: the idiom and system the scan assumed, the Info.plist keys it read, and what the
/// app delegate answers.
public struct SpecApp: Sendable {
    public var idiom: Idiom
    /// As the project wrote it (`15.1`), with `.0` added to a bare major.
    public var iosVersion: String
    /// Info.plist's lists, written as lists in the contract's order.
    public var supportedOrientations: OrientationMask?
    public var supportedOrientationsPad: OrientationMask?
    public var requiresFullScreen: Bool?
    public var viewControllerBasedStatusBarAppearance: Bool?
    public var delegateOrientations: SpecValue<DelegateOrientations>?

    public init(idiom: Idiom, iosVersion: String) {
        self.idiom = idiom
        self.iosVersion = iosVersion
    }

    /// What `application(_:supportedInterfaceOrientationsFor:)` answers.
    public enum DelegateOrientations: Sendable {
        case mask(OrientationMask)
        /// The top controller's mask (docs/rules.md R1.5).
        case topController
    }
}
