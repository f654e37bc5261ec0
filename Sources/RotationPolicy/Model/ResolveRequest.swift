/// A validated `POST /v1/resolve` request: the app at the start, and what happens to it.
public struct ResolveRequest: Sendable {
    public struct Options: Equatable, Sendable {
        /// All four orientations, most wanted first: where UIKit must pick one and nothing better is
        /// allowed, the first member of the mask wins (uikit-rules R3.6 note).
        public var fallbackOrder: [InterfaceOrientation] = Options.defaultFallbackOrder
        /// iPhone: engaging the portrait lock while in landscape snaps to portrait (R3.2).
        public var lockSnapsToPortrait = true
        /// Add the decision trace to every step.
        public var trace = false

        public static let defaultFallbackOrder: [InterfaceOrientation] = [
            .portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown,
        ]

        public init() {}
    }

    public var app = AppConfiguration()
    /// UIDevice.orientation at the start.
    public var deviceOrientation: DeviceOrientation = .portrait
    public var orientationLocked = false
    /// The scene's windowing mode at the start (`scene.windowingMode`; iPad, iOS 26+).
    public var windowingMode = WindowingMode.fullScreen
    /// The one windowed scene fills the screen at the start (`scene.fillsScreen`; iPad, iOS 26+).
    public var sceneFillsScreen = false
    /// The one scene's delegate mask (`scene.delegateOrientations`; iOS 27+), without `scenes`.
    public var sceneDelegateOrientations: OrientationMask?
    /// The request's `scenes`; empty when it describes one scene with `root` or `windows`.
    public var scenes: [Scene] = []
    /// The current interface orientation; nil means the request describes a launch (R3.11).
    public var interfaceOrientation: InterfaceOrientation?
    /// Every controller of the request, including those events push, present or add later.
    public var controllers: [Controller] = []
    /// Every window of the request; those with `addedByEvent` appear when their event runs.
    public var windows: [Window] = []
    public var events: [Event] = []
    /// The class names `update` events give (`OverridePatch.className`), each once.
    public var updateClassNames: [String] = []
    public var options = Options()

    public init() {}
}
