import RotationPolicyCLI
import RotationPolicyScan
import RotationPolicyWire

/// The app-wide lock variable the app delegate returns (issue 30, point 3): each assignment is an event
/// at its call site. From iOS 16 UIKit asks the delegate again only after
/// `setNeedsUpdateOfSupportedInterfaceOrientations` or a geometry request (docs/rules.md R3.5), and a
/// lock that no code sets back holds every later screen.
struct LockChecks {
    var locks: [OrientationLock]
    /// The iOS majors checked (ClassChecks.versions).
    var versions: [Int]
    var linkedSDK: Int

    func run() -> [LintFinding] {
        locks.flatMap { withoutUpdate($0) + neverReleased($0) }
    }

    static func place(_ at: SourceRef) -> String { "\(at.file):\(at.line)" }

    static func orientations(_ value: LockValue) -> String {
        guard let list = value.orientations else { return value.text }
        return StaticChecks.names(ClassChecks.bits(list))
    }

    /// Each assignment that can run on iOS 16+ with no update after it, in its function or the variable's
    /// `didSet`.
    func withoutUpdate(_ lock: OrientationLock) -> [LintFinding] {
        guard linkedSDK >= 16, !lock.observerUpdates else { return [] }
        let checked = versions.filter { $0 >= 16 }
        return lock.assignments.compactMap { assignment in
            guard assignment.update == nil,
                let first = checked.first(where: { (assignment.atLeast ?? 0) <= $0 && $0 < (assignment.below ?? Int.max) })
            else { return nil }
            return LintFinding(
                kind: .lockWithoutUpdate,
                message:
                    "\(assignment.function) sets \(lock.name) to \(assignment.value.text), the mask the app delegate returns (\(Self.place(lock.returnedAt))), and nothing after it calls setNeedsUpdateOfSupportedInterfaceOrientations: from iOS 16 UIKit does not ask the delegate again until the device turns, so the screen keeps an orientation the new mask may not allow. Call setNeedsUpdateOfSupportedInterfaceOrientations on the top controller after the change, or in \(lock.name)'s didSet (iOS \(first) and later)",
                location: ClassChecks.location(assignment.at),
                flow: [
                    FlowStep(ClassChecks.location(lock.returnedAt), "the app delegate returns \(lock.name)"),
                    FlowStep(ClassChecks.location(assignment.at), "\(lock.name) = \(assignment.value.text)"),
                ])
        }
    }

    /// A value narrower than the initial one, and no assignment that gives back at least the initial
    /// orientations. Only when every value assigned reads as a mask: an unread one may release it.
    func neverReleased(_ lock: OrientationLock) -> [LintFinding] {
        guard let initial = lock.initial, let start = initial.orientations, !lock.assignments.isEmpty,
            lock.assignments.allSatisfy({ $0.value.orientations != nil })
        else { return [] }
        let released = lock.assignments.contains { Set($0.value.orientations!).isSuperset(of: start) }
        guard !released, let first = lock.assignments.first(where: { Set($0.value.orientations!).isStrictSubset(of: start) }) else { return [] }
        return [
            LintFinding(
                kind: .lockNeverReleased,
                message:
                    "\(first.function) locks \(lock.name), the mask the app delegate returns (\(Self.place(lock.returnedAt))), to \(Self.orientations(first.value)), and no code sets it back to its initial \(Self.orientations(initial)) (\(Self.place(lock.declaredAt))): every screen shown after this one stays locked. Set it back when the locked screen goes away (viewWillDisappear or dismiss), then call setNeedsUpdateOfSupportedInterfaceOrientations",
                location: ClassChecks.location(first.at),
                flow: [
                    FlowStep(ClassChecks.location(lock.declaredAt), "\(lock.name) starts as \(Self.orientations(initial))"),
                    FlowStep(ClassChecks.location(first.at), "\(lock.name) = \(first.value.text), never set back"),
                ])
        ]
    }
}
