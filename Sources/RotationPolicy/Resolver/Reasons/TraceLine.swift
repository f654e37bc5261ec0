/// One line of a step's decision trace (`options.trace`), as values; the wire words it.
package enum TraceLine: Sendable, Equatable {
    /// The status-bar window and its orientation.
    case statusBarWindow(WindowID, InterfaceOrientation)
    case noRootAppMaskDecides
    case root(Mention)
    /// A presentation that fills the window and what it presents (R2.2, R2.3).
    case presentedFills(PresentationStyle, Mention)
    case asks(Mention)
    case forwards(Mention)
    case multitasking
    /// E = controller ∩ app ∩ device (R1.5).
    case mask(controller: OrientationMask, source: AppMaskSource, app: OrientationMask, device: OrientationMask, result: OrientationMask)
    case shouldAutorotate(Bool, Mention)
    case preferred(InterfaceOrientation, Mention)
    /// A library's UIKit call (cross-platform expansions): what it did and the rule.
    case call(ExpansionCall, reason: Reason, rule: Rule)
    case library(LibraryNote)
}

/// Where the app's mask in E comes from.
package enum AppMaskSource: Sendable, Equatable {
    case infoPlist
    case appDelegate
    case sceneDelegate
}
