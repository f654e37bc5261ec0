import RotationPolicy
import RotationPolicyJSON

/// Windows (R4), root installation (R3.11) and the status bar (R5) in words.
extension ReasonWords {
    func sentence(_ reason: WindowReason, into out: inout some JSONSink) {
        switch reason {
        case .windowWithoutRoot: out.say("a window without a root view controller never rotates")
        case .noRoot: out.say("no root")
        case .rootSupportsCurrent(let window, let current):
            out.say("the root view controller of '", id(window), "' supports the current orientation ", current.name)
        case .rootForced(let window, let current, let supported, let target):
            out.say(
                "the root view controller of '", id(window), "' does not support ", current.name, " (", supported.list, "): UIKit forces ",
                target.name)
        case .removed(let window, let statusBar):
            out.say("window '", id(window), "' is gone; ", id(statusBar), " now controls the status bar")
        case .madeKey(let window, let statusBar, let sceneDecides):
            out.say(
                "'", id(window), "' is key; ", id(statusBar), " controls the status bar",
                sceneDecides ? " (iOS 13+: the key window's scene decides)" : " (before iOS 13: the topmost window with a root)")
        case .alreadyHidden(let window, let hidden): out.say("window '", id(window), "' is already isHidden ", hidden, "; nothing changes")
        case .hidden(let window, let statusBar):
            out.say(
                "window '", id(window), "' is hidden (isHidden true): it stays listed but no longer rotates; ", id(statusBar),
                " controls the status bar")
        case .hiddenStillCounts(let window, let hidden, let statusBar):
            out.say(
                "window '", id(window), "' is ", hidden ? "hidden" : "shown", " (isHidden ", hidden,
                "); before iOS 13 a window with a root turns the status bar whether hidden or not, so nothing changes; ", id(statusBar),
                " controls the status bar")
        case .statusBarMoved(let owner, let orientation):
            out.say(
                "[", className(owner), " shouldAutorotate] returns NO, so the deprecated setter moves the status bar to ", orientation.name,
                " until the window rotates")
        case .statusBarIgnored(let why): out.say("setStatusBarOrientation is ignored: ", words(why))
        }
    }

    func words(_ why: StatusBarIgnored) -> String {
        switch why {
        case .fromIOS16: "it has no effect on iOS 16+"
        case .deciderAutorotates: "it has no effect while the decider's shouldAutorotate returns YES"
        }
    }

    /// A window's id as the request gives it.
    func id(_ window: WindowID) -> Escapable { Escapable(cast.windows[window].id) }
}
