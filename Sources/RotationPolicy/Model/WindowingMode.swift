/// How an iPadOS 26 scene is shown (issue 25): full screen, or a window the person can move and resize
/// ("Windowed Apps", Stage Manager). iPad, iOS 26+: the request's one scene has the top-level mode; a
/// request that lists `scenes` gives each its own.
public enum WindowingMode: String, Sendable, CaseIterable {
    case fullScreen
    case windowed
}

/// One `UIWindowScene` of a request that lists `scenes` (iOS 13+): its id and mode at the start. Its
/// windows are the request's windows whose `scene` is its index.
public struct Scene: Sendable {
    /// At most this many scenes. Each keeps its lock, mode and size in three bits of the state's scalars
    /// (`Globals`), which hold 16 in the 24 bytes they already took for 4: more would grow every state
    /// the explorer stores, and no iPad app is known to keep more than a few scenes at once.
    public static let maxCount = 16

    public var id: String
    public var path: String
    public var windowingMode: WindowingMode
    /// iOS 27 `UIWindowSceneDelegate.supportedInterfaceOrientations(for:)`; nil = not implemented.
    public var delegateOrientations: OrientationMask?
    /// A windowed scene the person sized to the whole screen, centered and not occluded (`fillsScreen`).
    public var fillsScreen = false

    public init(
        id: String, path: String, windowingMode: WindowingMode, delegateOrientations: OrientationMask? = nil, fillsScreen: Bool = false
    ) {
        self.fillsScreen = fillsScreen
        self.id = id
        self.path = path
        self.windowingMode = windowingMode
        self.delegateOrientations = delegateOrientations
    }
}

/// A scene: its index in `ResolveRequest.scenes` (0 for the implicit one scene). Typed so a scene cannot
/// be passed where a window, a controller or an event index is meant.
public struct SceneID: Hashable, Sendable, BitwiseCopyable {
    public var raw: Int32

    /// The scene at `index` of the request's scenes.
    @inlinable public init(_ index: Int) { raw = Int32(truncatingIfNeeded: index) }

    /// Its index in the request's scenes, and its place in the state's per-scene bits.
    @inlinable public var index: Int { Int(raw) }

    /// The implicit scene of a request without `scenes`.
    public static let first = SceneID(0)
}
