import RequestGenerator
import RotationPolicy
import RotationPolicyJSON
import RotationPolicyWire

/// Property 4: what each event does to the interface orientation, derived from Part A event by event.
/// The state before and after event i is the resolution of the first i and i+1 events (property 2 ties
/// them to the full run). Rotation paths (docs/rules.md#r3-3) must end with the interface in E where
/// Part A says so; everything else must not rotate at all. Events that throw are not judged.
enum OrientationOracle {
    static func check(_ item: PropertyCase) -> String? {
        guard let full = item.resolution else { return nil }
        let facts = RequestFacts(item.request)
        if facts.launches, let launched = item.prefixes[0], !launched.terminated, !facts.compactHeightSensitive {
            // Launch installs every visible window's root: a rotation path (R3.11; a hidden one waits to be shown).
            for window in launched.windows
            where window.decidingController != nil && !window.supportedOrientations.isEmpty
                && (!window.hidden || facts.hiddenWindowsTakePart)
            {
                if !window.supportedOrientations.contains(window.interfaceOrientation) {
                    return
                        "after launch window '\(window.id)' faces \(window.interfaceOrientation.name), outside E = \(window.supportedOrientations.listText) (R3.11: installing the root forces a supported orientation)"
                }
            }
        }
        var mirror = HierarchyMirror(request: item.request.json)
        var locked = facts.initialLock
        var physical = facts.initialDevice
        var windowed = false
        for (index, event) in item.request.events.enumerated() where index < full.steps.count {
            guard let before = item.prefixes[index], let after = item.prefixes[index + 1] else { return nil }
            guard !after.terminated else { break }
            var judge = EventJudge(
                facts: facts, event: event, index: index, before: before, after: after, mirror: mirror, locked: locked,
                physical: physical, windowed: windowed)
            if let problem = judge.check() {
                return "event \(index) (\(judge.type)): \(problem)"
            }
            mirror.apply(event, index: index)
            (locked, physical, windowed) = (judge.lockedAfter, judge.physicalAfter, judge.windowedAfter)
        }
        return nil
    }
}

/// Judges one event against the state before it.
struct EventJudge {
    let facts: RequestFacts
    let event: JSONObject
    let index: Int
    let before: Resolution
    let after: Resolution
    let mirror: HierarchyMirror
    let locked: Bool
    let physical: DeviceOrientation
    var lockedAfter: Bool
    var physicalAfter: DeviceOrientation
    /// The scene is windowed (iPadOS 26, R4.3).
    let windowed: Bool
    var windowedAfter: Bool
    let type: String

    init(
        facts: RequestFacts, event: JSONValue, index: Int, before: Resolution, after: Resolution, mirror: HierarchyMirror,
        locked: Bool, physical: DeviceOrientation, windowed: Bool
    ) {
        self.facts = facts
        if case .object(let object) = event { self.event = object } else { self.event = JSONObject() }
        if case .string(let type)? = self.event["type"] { self.type = type } else { self.type = "?" }
        self.index = index
        self.before = before
        self.after = after
        self.mirror = mirror
        self.locked = locked
        self.physical = physical
        lockedAfter = locked
        physicalAfter = physical
        self.windowed = windowed
        windowedAfter = windowed
    }

    func string(_ key: String) -> String? {
        if case .string(let text)? = event[key] { return text }
        return nil
    }

    func warned(_ code: String) -> Bool { after.warnings.contains { $0.code.rawValue == code && $0.event == index } }
    /// Deprecated API use is listed apart from the console warnings (`deprecations`).
    func deprecated(_ code: String) -> Bool { after.deprecations.contains { $0.code.rawValue == code && $0.event == index } }

    /// shouldAutorotate counts as YES for the decider (always on 16+; before, unless some controller says NO).
    var autorotationKnown: Bool { facts.major >= 16 || !facts.someShouldAutorotateNO }

    /// No window changes orientation (per window: the status-bar window may change on window events).
    func nothingRotates(_ why: String, except shown: String? = nil) -> String? {
        for window in after.windows where window.id != shown {
            guard let old = before.windows.first(where: { $0.id == window.id }) else { continue }
            if old.interfaceOrientation != window.interfaceOrientation {
                return
                    "window '\(window.id)' turned \(old.interfaceOrientation.name) → \(window.interfaceOrientation.name), but \(why)"
            }
        }
        if type != "addWindow", type != "removeWindow", type != "makeKey", type != "makeKeyWindow", type != "hideWindow",
            type != "showWindow",
            before.interfaceOrientation != after.interfaceOrientation
        {
            return "the interface turned \(before.interfaceOrientation.name) → \(after.interfaceOrientation.name), but \(why)"
        }
        return nil
    }

    /// R3.1 / R3.4 for the status-bar window: rotate to `target` if it is in E, a root decides and
    /// shouldAutorotate counts; otherwise no change.
    func follows(_ device: DeviceOrientation, _ rule: String) -> String? {
        // Every window with a root hidden: the status bar's window is one that does not rotate (R4).
        if !before.windows.contains(where: { (!$0.hidden || facts.hiddenWindowsTakePart) && $0.decidingController != nil }) {
            return nothingRotates("no visible window has a root (R4)")
        }
        let current = before.interfaceOrientation
        let mask = before.supportedOrientations
        guard let target = device.interfaceOrientation, before.decidingController != nil, mask.contains(target) else {
            if after.interfaceOrientation != current {
                return
                    "the interface turned \(current.name) → \(after.interfaceOrientation.name), but \(device.name) is not in E = \(mask.listText) or maps to no interface orientation (\(rule): otherwise no change)"
            }
            return nil
        }
        if after.interfaceOrientation == target { return nil }
        if !autorotationKnown, after.interfaceOrientation == current { return nil }
        return
            "expected \(target.name) (\(device.name) is in E = \(mask.listText), \(rule)), got \(after.interfaceOrientation.name)"
    }

    /// A window's orientation before and after, by id.
    func window(_ id: String, in resolution: Resolution) -> WindowResolution? {
        resolution.windows.first(where: { $0.id == id })
    }

    /// After a rotation path that did not throw on `id`: the interface is in E unless E is empty; a window
    /// that did not turn must have been in E already.
    func endsInE(_ id: String, startedAt old: InterfaceOrientation, _ rule: String) -> String? {
        guard let now = window(id, in: after), now.decidingController != nil, !now.supportedOrientations.isEmpty else {
            return nil
        }
        let turned = now.interfaceOrientation != old
        if turned, facts.compactHeightSensitive { return nil }  // E after the turn may be another decider's
        if !now.supportedOrientations.contains(now.interfaceOrientation) {
            return
                "window '\(id)' ends in \(now.interfaceOrientation.name), outside E = \(now.supportedOrientations.listText), after a rotation path (\(rule))"
        }
        return nil
    }

    mutating func check() -> String? {
        switch type {
        case "deviceOrientation":
            guard let device = string("orientation").flatMap(DeviceOrientation.init(name:)) else { return nil }
            physicalAfter = device
            if locked { return nothingRotates("the lock is on (R3.2)") ?? sameDevice("the lock is on (semantics 8)") }
            if device == before.deviceOrientation {
                return nothingRotates("UIDevice already reports \(device.name) (semantics 19)")
            }
            if after.deviceOrientation != device {
                return "UIDevice.orientation is \(after.deviceOrientation.name) after a turn to \(device.name)"
            }
            return follows(device, "R3.1")
        case "orientationLock":
            guard case .bool(let lock)? = event["locked"] else { return nil }
            lockedAfter = lock
            if lock == locked { return nothingRotates("the lock is already \(lock ? "on" : "off")") }
            if !lock {
                if after.deviceOrientation != physical {
                    return "unlocking should set UIDevice.orientation to the physical \(physical.name), got \(after.deviceOrientation.name)"
                }
                return follows(physical, "R3.2, semantics 8: unlocking acts like a turn")
            }
            for window in before.windows {
                guard let now = self.window(window.id, in: after) else { continue }
                let snaps =
                    facts.phone && facts.lockSnapsToPortrait && window.decidingController != nil
                    && (!window.hidden || facts.hiddenWindowsTakePart)
                    && window.interfaceOrientation.isLandscape && window.supportedOrientations.contains(.portrait)
                let expected = snaps ? InterfaceOrientation.portrait : window.interfaceOrientation
                if now.interfaceOrientation != expected {
                    return "window '\(window.id)' should be \(expected.name) after the lock engages (R3.2), got \(now.interfaceOrientation.name)"
                }
            }
            return nil
        case "setDeviceOrientation":
            guard let device = string("orientation").flatMap(DeviceOrientation.init(name:)) else { return nil }
            if facts.linkedOnOrAfter(16) {
                if !warned("setDeviceOrientationIgnored") { return "no setDeviceOrientationIgnored warning on iOS 16+ (R3.10)" }
                return nothingRotates("setValue(forKey: \"orientation\") is a no-op on iOS 16+ (R3.10)")
                    ?? sameDevice("R3.10 on iOS 16+")
            }
            if device == before.deviceOrientation {
                return nothingRotates("UIDevice already reports \(device.name) (R3.10)")
            }
            return follows(device, "R3.10")
        case "attemptRotationToDeviceOrientation":
            if facts.linkedOnOrAfter(16) != deprecated("attemptRotationDeprecated") {
                return "the deprecation is listed exactly for apps linked on or after iOS 16 (R3.4)"
            }
            if warned("attemptRotationDeprecated") { return "a deprecation listed as a console warning" }
            if locked { return nothingRotates("attemptRotation does nothing while locked (semantics 8)") }
            return follows(before.deviceOrientation, "R3.4")
        case "setNeedsUpdateOfSupportedInterfaceOrientations":
            return setNeedsUpdate()
        case "requestGeometryUpdate":
            return geometryUpdate()
        case "push", "pop", "popToRoot", "selectTab", "update":
            return nothingRotates("\(type) never rotates by itself (R3.3)")
        case "setStatusBarOrientation":
            return nothingRotates("setStatusBarOrientation moves only the status bar (semantics 10)")
        case "present":
            return present()
        case "dismiss":
            return dismiss()
        case "addWindow":
            guard case .object(let window)? = event["window"], case .string(let id)? = window["id"] else { return nil }
            if let problem = nothingRotates("adding a window rotates only the new window") { return problem }
            return endsInE(id, startedAt: before.interfaceOrientation, "installing a root, semantics 2")
        case "removeWindow", "makeKeyWindow":
            return nothingRotates("\(type) only moves the key or the status bar (R4)")
        case "makeKey":
            // makeKeyAndVisible shows a hidden window (from iOS 13 it then installs its root, as showWindow).
            guard let id = string("window"), let old = window(id, in: before) else { return nil }
            if !old.hidden || facts.hiddenWindowsTakePart { return nothingRotates("makeKey only moves the key or the status bar (R4)") }
            if let problem = nothingRotates("makeKey shows and rotates only its window (R4)", except: id) { return problem }
            return endsInE(id, startedAt: old.interfaceOrientation, "makeKey shows the window and installs its root (R3.11)")
        // The corpus declares no prefersInterfaceOrientationLocked, so no scene lock is ever on: these three
        // change what later events see and never rotate by themselves.
        case "setDelegateMask":
            return nothingRotates("the delegate's new mask is read at the next rotation path (R3.3)")
        case "setNeedsUpdateOfPrefersInterfaceOrientationLocked":
            return nothingRotates("no controller prefers the lock, so re-reading it changes nothing (R3.2)")
        case "setWindowingMode":
            windowedAfter = string("windowingMode") == "windowed"
            return nothingRotates("without a scene lock, the windowing mode rotates nothing (R4.3)")
        case "resizeScene":
            return nothingRotates("without a scene lock, resizing a window rotates nothing (R4.3)")
        case "hideWindow":
            return nothingRotates("hiding a window only moves the status bar (R4)")
        case "showWindow" where facts.hiddenWindowsTakePart:
            return nothingRotates("before iOS 13 a hidden window with a root already took part (R4)")
        case "showWindow":
            // The shown window takes the scene's orientation and installs its root: a rotation path.
            guard let id = string("window"), let old = window(id, in: before) else { return nil }
            if !old.hidden { return nothingRotates("the window is visible already (R4)") }
            if let problem = nothingRotates("showing a window rotates only that window (R4)", except: id) { return problem }
            return endsInE(id, startedAt: old.interfaceOrientation, "showing a window installs its root (R3.11)")
        default:
            return nil
        }
    }

    func sameDevice(_ why: String) -> String? {
        after.deviceOrientation == before.deviceOrientation
            ? nil : "UIDevice.orientation changed \(before.deviceOrientation.name) → \(after.deviceOrientation.name), but \(why)"
    }

    /// R3.5: iOS 16+ re-reads E; if the current orientation left it: the device orientation if in E, else F(E).
    func setNeedsUpdate() -> String? {
        if facts.major < 16 {
            return nothingRotates("setNeedsUpdateOfSupportedInterfaceOrientations does nothing before iOS 16 (semantics 11)")
        }
        var old: (id: String?, orientation: InterfaceOrientation, state: (InterfaceOrientation, OrientationMask, ControllerID?))
        if let id = string("controller") {
            guard let ref = mirror.controller(id), let windowRef = mirror.window(of: ref) else { return nil }
            let windowID = mirror.windows[windowRef].id
            guard let was = window(windowID, in: before), let now = window(windowID, in: after) else { return nil }
            old = (windowID, was.interfaceOrientation, (now.interfaceOrientation, now.supportedOrientations, now.decidingController))
        } else {
            old = (
                nil, before.interfaceOrientation,
                (after.interfaceOrientation, after.supportedOrientations, after.decidingController)
            )
        }
        let (now, mask, decider) = old.state
        // After a turn, E may be another decider's (semantics 13): judged only where that cannot happen.
        if now != old.orientation, facts.compactHeightSensitive { return nil }
        guard decider != nil, !mask.isEmpty else {
            return now == old.orientation ? nil : "a window without a root or with an empty E turned (R3.5, §7)"
        }
        if now == old.orientation {
            return mask.contains(now)
                ? nil : "the interface stays \(now.name), outside E = \(mask.listText), after setNeedsUpdate (R3.5)"
        }
        if mask.contains(old.orientation) {
            return "turned \(old.orientation.name) → \(now.name) although E = \(mask.listText) still allows it (R3.5)"
        }
        let device = before.deviceOrientation.interfaceOrientation
        let expected = device.flatMap { mask.contains($0) ? $0 : nil } ?? facts.fallback(in: mask)
        return now == expected ? nil : "expected \(expected?.name ?? "-") after setNeedsUpdate (R3.5), got \(now.name)"
    }

    /// R3.9: X = requested ∩ E; empty → E3 and nothing turns; else the device orientation if in X, else the
    /// current one if in X, else F(X).
    func geometryUpdate() -> String? {
        guard let requested = RequestFacts.mask(event["orientations"]) else { return nil }
        if facts.resizable, facts.major >= 16 {
            return refusedByWindowingMode("a resizable iPad app's geometry requests are refused from iOS 16 (R3.12)")
        }
        if windowed { return refusedByWindowingMode("a windowed scene refuses geometry requests (R4.3)") }
        let allowed = requested.intersection(before.supportedOrientations)
        if allowed.isEmpty {
            // `violation` keeps the first E3 (semantics 15): this one shows only if none came before.
            let expected = before.violation ?? after.violation.flatMap { $0.event == index ? $0 : nil }
            guard let violation = after.violation, violation == expected, violation.kind == .error, violation.code == 101 else {
                return "requested \(requested.listText) ∩ E = \(before.supportedOrientations.listText) is empty, but no E3 (R3.9)"
            }
            return nothingRotates("the geometry request was denied (E3)")
        }
        if before.decidingController == nil { return nothingRotates("a window without a root never rotates (R1.6)") }
        let current = before.interfaceOrientation
        let device = before.deviceOrientation.interfaceOrientation
        let expected: InterfaceOrientation? =
            device.flatMap { allowed.contains($0) ? $0 : nil } ?? (allowed.contains(current) ? current : facts.fallback(in: allowed))
        return after.interfaceOrientation == expected
            ? nil
            : "expected \(expected?.name ?? "-") (requested \(requested.listText) ∩ E \(before.supportedOrientations.listText), R3.9), got \(after.interfaceOrientation.name)"
    }

    /// Refused before any mask is read: nothing rotates and, if it is the first denial, the answer's
    /// violation is UISceneErrorDomain 101 at this event.
    func refusedByWindowingMode(_ why: String) -> String? {
        if before.violation == nil {
            guard let violation = after.violation, violation.event == index, violation.kind == .error, violation.code == 101 else {
                return "\(why), but the answer has no UISceneErrorDomain 101 at this event"
            }
        }
        return nothingRotates(why)
    }

    /// Whether a presentation that `mutated` holds is on its window's full-screen walk, judged with the
    /// window's orientation before the event.
    func onWalk(_ presented: Int, in mutated: HierarchyMirror) -> (window: String, on: Bool)? {
        guard let windowRef = mutated.window(of: presented) else { return nil }
        let id = mutated.windows[windowRef].id
        guard let was = window(id, in: before) else { return nil }
        let on = mutated.isOnWalk(
            presented, window: windowRef, landscape: was.interfaceOrientation.isLandscape, phone: facts.phone, major: facts.major,
            regularWidth: facts.regularWidth)
        return (id, on)
    }

    /// R3.6 / R3.8: a presentation that fills the window is a rotation path; any other rotates nothing.
    func present() -> String? {
        if warned("presentRefused") { return nothingRotates("UIKit refused the presentation (semantics 14)") }
        var mutated = mirror
        mutated.apply(.object(event), index: index)
        guard let presented = mutated.tree(ofEvent: index), mutated.nodes[presented].presenter != nil else {
            return "the presentation was not refused, but the contract's hierarchy refuses it"
        }
        guard let (id, on) = onWalk(presented, in: mutated) else { return nil }
        guard on else { return nothingRotates("a presentation that does not fill the window is no rotation path (R3.8)") }
        guard let was = window(id, in: before) else { return nil }
        return othersStay(id) ?? endsInE(id, startedAt: was.interfaceOrientation, "R3.6")
    }

    /// R3.7 / semantics 7, 22: dismissing a presentation on the full-screen walk is a rotation path.
    func dismiss() -> String? {
        guard let id = string("controller"), let ref = mirror.controller(id), let (_, presented) = mirror.dismissal(of: ref) else {
            return nothingRotates("there is nothing to dismiss")
        }
        guard let (windowID, on) = onWalk(presented, in: mirror) else { return nil }
        guard on else { return nothingRotates("the dismissed presentation did not fill the window (R3.8)") }
        guard let was = window(windowID, in: before) else { return nil }
        return othersStay(windowID) ?? endsInE(windowID, startedAt: was.interfaceOrientation, "R3.7")
    }

    func othersStay(_ id: String) -> String? {
        for window in after.windows where window.id != id {
            if let old = self.window(window.id, in: before), old.interfaceOrientation != window.interfaceOrientation {
                return "window '\(window.id)' turned, but the event acted on '\(id)' only"
            }
        }
        return nil
    }
}
