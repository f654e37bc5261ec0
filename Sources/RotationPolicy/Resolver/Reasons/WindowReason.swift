/// Multiple windows (R4), root installation (R3.11) and the status bar (R5).
package enum WindowReason: Sendable, Equatable {
    case windowWithoutRoot
    case noRoot
    case rootSupportsCurrent(WindowID, InterfaceOrientation)
    case rootForced(WindowID, current: InterfaceOrientation, supported: OrientationMask, target: InterfaceOrientation)
    case removed(WindowID, statusBar: WindowID)
    case madeKey(WindowID, statusBar: WindowID, sceneDecides: Bool)
    case alreadyHidden(WindowID, hidden: Bool)
    case hidden(WindowID, statusBar: WindowID)
    /// Before iOS 13: hiding or showing a window with a root changes nothing for rotation (R4).
    case hiddenStillCounts(WindowID, hidden: Bool, statusBar: WindowID)
    /// setStatusBarOrientation honoured: the decider (mentioned) does not autorotate.
    case statusBarMoved(Mention, InterfaceOrientation)
    case statusBarIgnored(StatusBarIgnored)
}

/// Why setStatusBarOrientation has no effect.
package enum StatusBarIgnored: Sendable, Hashable {
    case fromIOS16
    case deciderAutorotates
}
