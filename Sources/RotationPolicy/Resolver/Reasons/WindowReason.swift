/// Multiple windows (R4), root installation (R3.11) and the status bar (R5).
package enum WindowReason: Sendable, Equatable {
    case windowWithoutRoot
    case noRoot
    case rootSupportsCurrent(WindowRef, InterfaceOrientation)
    case rootForced(WindowRef, current: InterfaceOrientation, supported: OrientationMask, target: InterfaceOrientation)
    case removed(WindowRef, statusBar: WindowRef)
    case madeKey(WindowRef, statusBar: WindowRef, sceneDecides: Bool)
    case alreadyHidden(WindowRef, hidden: Bool)
    case hidden(WindowRef, statusBar: WindowRef)
    /// Before iOS 13: hiding or showing a window with a root changes nothing for rotation (R4).
    case hiddenStillCounts(WindowRef, hidden: Bool, statusBar: WindowRef)
    /// setStatusBarOrientation honoured: the decider (mentioned) does not autorotate.
    case statusBarMoved(Mention, InterfaceOrientation)
    case statusBarIgnored(StatusBarIgnored)
}

/// Why setStatusBarOrientation has no effect.
package enum StatusBarIgnored: Sendable, Hashable {
    case fromIOS16
    case deciderAutorotates
}
