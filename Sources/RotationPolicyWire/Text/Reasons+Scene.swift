import RotationPolicy
import RotationPolicyJSON

/// Windowed scenes (R4.3) and the iOS 26 interface-orientation lock (R3.2) in words.
extension ReasonWords {
    func sentence(_ reason: SceneReason, into out: inout some JSONSink) {
        switch reason {
        case .alreadyMode(let mode): out.say("the scene is already ", mode.rawValue, "; nothing changes")
        case .becomesWindowed:
            out.say(
                "the scene becomes windowed: it shows in the screen's orientation and nothing rotates now; requestGeometryUpdate is refused while it is windowed"
            )
        case .windowedDropsLock:
            out.say(
                "the scene becomes windowed, so it is no longer screen-sized: the system drops the interface-orientation lock (isInterfaceOrientationLocked false)"
            )
        case .becomesFullScreen: out.say("the scene becomes full screen; nothing rotates now")
        case .fullScreenLocks(let controller):
            out.say(
                "the scene becomes full screen (centered, screen-sized, not occluded) and ", describe(controller),
                " prefers the interface orientation locked: isInterfaceOrientationLocked becomes true, device turns no longer rotate the interface")
        case .fullScreenAlwaysFills: out.say("a full-screen scene always fills the screen; only a windowed one is resized: nothing changes")
        case .resized(let condition, let was, let now):
            out.say("the window is resized ", words(condition), "; isInterfaceOrientationLocked was ", was, ", is ", now)
        case .noWindowOnScreen(let scene): out.say("scene '", sceneName(scene), "' has no window on screen; nothing changes")
        case .activated(let scene, let window, let statusBar):
            out.say(
                "scene '", sceneName(scene), "' comes to the front: its window '", id(window), "' becomes key and ",
                id(statusBar), " controls the status bar; nothing rotates")
        case .geometryRefusedWindowed(let requested):
            out.say(
                "the scene is windowed and shows in the screen's orientation: UIKit refuses the geometry request (", requested.list,
                ") and nothing rotates; the error handler gets UISceneErrorDomain 101")
        case .geometryRefusedResizable(let requested):
            out.say(
                "the app is resizable (all four orientations, UIRequiresFullScreen not honoured): from iPadOS 16 its scene's orientation is not programmable in any windowing mode, so UIKit refuses the geometry request (",
                requested.list, ") before asking any controller and nothing rotates; the error handler gets UISceneErrorDomain 101")
        case .noPreferenceToRead: out.say("no window has a root view controller: there is no preference to read")
        case .lockPreferenceRead(let controller, let prefers, let was, let now, let condition):
            out.say(
                "UIKit reads prefersInterfaceOrientationLocked of ", describe(controller), " again: ", prefers ? "YES" : "NO",
                "; isInterfaceOrientationLocked ", was == now ? "stays" : "becomes", " ", now, " ", words(condition),
                now ? "; device turns no longer rotate the interface" : "")
        case .lockHolds(let cause, let stays):
            out.say(
                words(cause),
                "; the scene's interface orientation is locked (prefersInterfaceOrientationLocked, isInterfaceOrientationLocked true), so the interface stays ",
                stays.name)
        }
    }

    /// Why the lock can or cannot hold in the scene's mode.
    func words(_ condition: SceneLockCondition) -> String {
        switch condition {
        case .windowFillsScreen: "(the window fills the screen, taken as centered and not occluded)"
        case .windowedNotScreenSized: "(the scene is windowed, so not screen-sized: the system does not lock it)"
        case .theOneScene: "(the one scene is taken as centered, screen-sized and not occluded)"
        case .fullScreenScene: "(a full-screen scene is taken as centered, screen-sized and not occluded)"
        }
    }

    /// A scene's id as the request gives it.
    func sceneName(_ scene: SceneID) -> Escapable { Escapable(cast.scenes.indices.contains(scene.index) ? cast.scenes[scene.index].id : "") }
}
