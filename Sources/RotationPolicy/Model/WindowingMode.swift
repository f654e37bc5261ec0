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
    /// At most this many scenes: each keeps its lock and mode in two bits of one state byte.
    public static let maxCount = 4

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

/// Index of a scene in `ResolveRequest.scenes` (0 for the implicit one scene).
public typealias SceneRef = Int
