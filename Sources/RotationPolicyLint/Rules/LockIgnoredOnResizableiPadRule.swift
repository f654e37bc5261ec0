import RotationPolicy
import RotationPolicyCLI
import RotationPolicyScan

/// `lockIgnoredOnResizableiPad`: an orientation lock (the app-wide mask the delegate returns, a geometry
/// request) that can run on an iPad where the app is resizable, so UIKit never honours it there.
struct LockIgnoredOnResizableiPadRule: LintRule {
    static let description = RuleDescription(
        .lockIgnoredOnResizableiPad, name: "Lock ignored on a resizable iPad", severity: .warning, source: .static,
        scope: "at every assignment of the lock and every geometry request", rules: [.r1_7, .r3_12],
        summary:
            "An orientation lock or geometry request that can run on iPad, where the app is resizable: UIKit never asks a resizable app's delegate for its mask, and refuses its geometry requests from iPadOS 16.",
        details:
            "In an app that runs on iPad, lists all four orientations for it (Info.plist or the build settings; a project that lists none, a library among them, is not checked) and does not require full screen (resizable, docs/rules.md R1.7): each assignment of the app-wide lock (the mask `application(_:supportedInterfaceOrientationsFor:)` returns) and each `requestGeometryUpdate` that is not under an iPhone-only test (`guard UIDevice.current.userInterfaceIdiom == .phone else { return }`, `if !isPad`, an app helper such as `Constants.isIPhone`, around it or around every app call of its function). From iPadOS 9 UIKit never asks a resizable app for its mask, and from iPadOS 16 it refuses its geometry requests with UISceneErrorDomain 101 (R3.12): the lock does nothing there. Reported at the assignment or the request; an unread condition counts as one that can run on iPad.",
        triggering: [
            RuleExample(
                app: ExampleApp(
                    orientations: ["Portrait", "PortraitUpsideDown", "LandscapeLeft", "LandscapeRight"], deviceFamily: "1,2",
                    delegateReturns: "OrientationLock.mask"),
                """
                import UIKit

                enum OrientationLock {
                    static var mask: UIInterfaceOrientationMask = .all

                    static func lock(_ mask: UIInterfaceOrientationMask, scene: UIWindowScene) {
                        OrientationLock.mask = mask
                        scene.requestGeometryUpdate(.iOS(interfaceOrientations: mask))
                    }
                }
                """)
        ],
        nonTriggering: [
            RuleExample(
                app: ExampleApp(
                    orientations: ["Portrait", "PortraitUpsideDown", "LandscapeLeft", "LandscapeRight"], deviceFamily: "1,2",
                    delegateReturns: "OrientationLock.mask"),
                """
                import UIKit

                enum OrientationLock {
                    static var mask: UIInterfaceOrientationMask = .all

                    static func lock(_ mask: UIInterfaceOrientationMask, scene: UIWindowScene) {
                        guard UIDevice.current.userInterfaceIdiom == .phone else { return }
                        OrientationLock.mask = mask
                        scene.requestGeometryUpdate(.iOS(interfaceOrientations: mask))
                    }
                }
                """)
        ])

    /// The lock assignments and geometry requests that can run on iPad, when the app is resizable there
    /// (`ClassChecks.padMultitasks`, the test its class rules already use) and is checked on iPad.
    static func findings(locks: [OrientationLock], requests: [GeometryRequestSite], checks: ClassChecks) -> [LintFinding] {
        // Only from a list the project gives: a library, or a project whose list is not read, has no
        // app whose resizability lint knows (UIKit's default would call every one resizable).
        let listed = checks.app.app["supportedOrientationsPad"] ?? checks.app.app["supportedOrientations"]
        guard checks.idioms.contains("pad"), listed != nil, checks.padMultitasks else { return [] }
        let resizable =
            "and can run on iPad, where this app is resizable (Info.plist lists all four orientations and UIRequiresFullScreen is not set)"
        let ways =
            "Guard it to iPhone (guard UIDevice.current.userInterfaceIdiom == .phone else { return }), or set UIRequiresFullScreen so the app is not resizable on iPad"
        var out: [LintFinding] = []
        for lock in locks {
            for assignment in lock.assignments where assignment.onPad {
                out.append(
                    LintFinding(
                        kind: .lockIgnoredOnResizableiPad,
                        message:
                            "\(assignment.function) sets \(lock.name), the mask the app delegate returns (\(LockChecks.place(lock.returnedAt))), to \(assignment.value.text), \(resizable): from iPadOS 9 UIKit never asks a resizable app's delegate for its mask, so the lock does nothing there. \(ways)",
                        location: ClassChecks.location(assignment.at),
                        flow: [
                            FlowStep(ClassChecks.location(lock.returnedAt), "the app delegate returns \(lock.name)"),
                            FlowStep(ClassChecks.location(assignment.at), "\(lock.name) = \(assignment.value.text), not guarded to iPhone"),
                        ]))
            }
        }
        // A request only ever compiled below iOS 16 does not exist; one that can run on 16+ is refused.
        for request in requests where request.onPad && (request.below ?? Int.max) > 16 && checks.linkedSDK >= 16 {
            let mask = request.mask.map { " for \($0)" } ?? ""
            out.append(
                LintFinding(
                    kind: .lockIgnoredOnResizableiPad,
                    message:
                        "\(request.function) requests a geometry update\(mask), \(resizable): from iPadOS 16 UIKit refuses a resizable app's geometry requests (UISceneErrorDomain 101), so nothing turns there. \(ways)",
                    location: ClassChecks.location(request.at),
                    flow: [FlowStep(ClassChecks.location(request.at), "requestGeometryUpdate, not guarded to iPhone")]))
        }
        return out
    }
}
