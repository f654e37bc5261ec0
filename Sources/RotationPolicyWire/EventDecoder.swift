import RotationPolicy
import RotationPolicyJSON

/// Events: shape, enum values and references, checked before anything is simulated.
extension RequestDecoder {
    /// A controller or window id an event names, resolved once the whole request is read.
    struct PendingReference {
        enum Target {
            case controller(requiredKind: ControllerKind?)
            case window
        }
        /// The string node of the id: compared as bytes of the body, made a `String` only for an error.
        var node: Node
        /// The event field that holds the id; with `eventIndex` it gives the error path.
        var field: String
        var target: Target
        var eventIndex: Int
        var assign: Assign
    }

    /// `$.events[i]`, or for the explorer's extra lists `$.explore.environment[j]` / `$.explore.actions[j]`:
    /// those events are decoded into the same list, after the script's.
    func eventPath(_ index: Int) -> String {
        guard let list = eventLists.last(where: { $0.first <= index }) else { return ResolveRequest.eventPath(index) }
        return "\(list.path)[\(index - list.first)]"
    }

    func path(of reference: PendingReference) -> String {
        JSONPath.member(eventPath(reference.eventIndex), reference.field)
    }

    /// Where a resolved reference goes in the event, by the event's field name.
    enum Assign {
        case navigation, tabBar, presenter, controller, window, pushedController, presentedController, addedWindow
        case crossPlatformController, crossPlatformPresenter
    }

    /// Each event type's keys (after `type`), in the order `members` returns their values.
    static let eventKeyLists: [(type: String, keys: [String])] = [
        ("deviceOrientation", ["type", "orientation"]),
        ("orientationLock", ["type", "locked"]),
        ("setDeviceOrientation", ["type", "orientation"]),
        ("attemptRotationToDeviceOrientation", ["type"]),
        ("setNeedsUpdateOfSupportedInterfaceOrientations", ["type", "controller"]),
        ("requestGeometryUpdate", ["type", "orientations"]),
        ("push", ["type", "navigation", "controller"]),
        ("pop", ["type", "navigation"]),
        ("popToRoot", ["type", "navigation"]),
        ("selectTab", ["type", "tabBar", "index"]),
        ("present", ["type", "presenter", "style", "removesPresenterView", "controller"]),
        ("dismiss", ["type", "controller"]),
        ("update", ["type", "controller", "set"]),
        ("setStatusBarOrientation", ["type", "orientation"]),
        ("addWindow", ["type", "window", "scene"]),
        ("removeWindow", ["type", "window"]),
        ("makeKey", ["type", "window"]),
        ("makeKeyWindow", ["type", "window"]),
        ("setDelegateMask", ["type", "orientations"]),
        ("setNeedsUpdateOfPrefersInterfaceOrientationLocked", ["type", "controller"]),
        ("setWindowingMode", ["type", "windowingMode", "scene"]),
        ("activateScene", ["type", "scene"]),
        ("resizeScene", ["type", "fillsScreen", "scene"]),
        ("showWindow", ["type", "window"]),
        ("hideWindow", ["type", "window"]),
    ]

    /// UIKit's event types (those of `eventKeyLists`), so `decodeEvent` switches on an enum: a `switch`
    /// over the type `String` compared it with each name in turn (callgrind: ~1.5 K instructions per request).
    enum UIKitEventType: String {
        case deviceOrientation, orientationLock, setDeviceOrientation, attemptRotationToDeviceOrientation
        case setNeedsUpdateOfSupportedInterfaceOrientations, requestGeometryUpdate, push, pop, popToRoot, selectTab
        case present, dismiss, update, setStatusBarOrientation, addWindow, removeWindow, makeKey, makeKeyWindow
        case setDelegateMask, setNeedsUpdateOfPrefersInterfaceOrientationLocked, setWindowingMode
        case activateScene, resizeScene, showWindow, hideWindow
    }

    /// Event types with their keys, matched against the body's bytes; `uikit` is nil for the
    /// cross-platform ones.
    static let eventTypes: [(type: String, bytes: [UInt8], keys: WireReader.Keys, uikit: UIKitEventType?)] = {
        // A static table: every UIKit type must have its case (a typo would send it to the cross-platform decoder).
        precondition(eventKeyLists.allSatisfy { UIKitEventType(rawValue: $0.type) != nil }, "an event type without a UIKitEventType case")
        return (eventKeyLists + crossPlatformKeyLists).map {
            ($0.type, Array($0.type.utf8), WireReader.Keys($0.keys), UIKitEventType(rawValue: $0.type))
        }
    }()
    static let typeKey = Array("type".utf8)
    static let eventTypeNames = ByteNames(eventTypes.map(\.type))

    mutating func decodeEvents(_ node: Node, _ path: String) throws(RequestError) {
        let items = try reader.array(node, path)
        let count = reader.tape.count(items)
        let first = request.events.count
        if first > 0 || path != "$.events" { eventLists.append((first, path)) }
        guard count <= limits.maxEvents else {
            throw RequestError(.limitExceeded, path: path, "\(count) events; the limit is \(limits.maxEvents)")
        }
        // Room for this list after those before it: a scene's events follow the app's.
        request.events.reserveCapacity(first + count)
        var item = items + 1
        for index in first..<(first + count) {
            // A wrong event is recorded and a placeholder keeps the indices (and so the paths) of the
            // events after it; the request is refused anyway, after every event was checked.
            do { request.events.append(try decodeEvent(item, index: index)) } catch {
                try note(error)
                request.events.append(.rotationAttempted)
            }
            item = reader.tape.end(item)
        }
    }

    /// Placeholder reference until `resolvePendingReferences` fills it in.
    static let unresolved = ControllerID.none
    static let unresolvedWindow = WindowID.none

    mutating func decodeEvent(_ node: Node, index: Int) throws(RequestError) -> Event {
        func path() -> String { eventPath(index) }
        let object = try reader.object(node, path())
        var typeNode = WireReader.absent
        var key = object + 1
        for _ in 0..<reader.tape.count(object) {
            if reader.tape.string(key, equals: Self.typeKey), !reader.tape.isNull(key + 1) { typeNode = key + 1 }
            key = reader.tape.end(key + 1)
        }
        // Checked without building a String: the type is matched as bytes below.
        if try reader.tape.kind(reader.required(typeNode, "type", path())) != .string {
            throw reader.mismatch(typeNode, "a string", JSONPath.member(path(), "type"))
        }
        guard let match = Self.eventTypeNames.position(of: typeNode, in: reader.tape) else {
            let name = reader.tape.string(typeNode)
            throw RequestError(
                .invalidRequest, path: JSONPath.member(path(), "type"),
                "unknown event type '\(name)'\(Suggestion.hint(for: name, among: Self.eventTypes.map(\.type))); expected one of: \(Self.eventTypes.map(\.type).sorted().joined(separator: ", "))"
            )
        }
        let keys = Self.eventTypes[match].keys
        let uikit = Self.eventTypes[match].uikit
        let (fields, unknownKeys) = reader.membersAllowingUnknown(object, keys, path())
        if let unknownKeys { try note(unknownKeys) }

        // Paths are built only when something is wrong.
        func at(_ key: String) -> String { JSONPath.member(path(), key) }
        func field(_ position: Int) throws(RequestError) -> Node {
            try reader.required(fields[position], keys.names[position], path())
        }

        guard let uikit else {  // flutter.…, expo.…, rnOrientationLocker.…, rnScreens.…
            return try decodeCrossPlatform(Self.eventTypes[match].type, fields, keys, index: index)
        }
        switch uikit {
        case .deviceOrientation:
            return .deviceTurned(try reader.deviceOrientation(field(1), at("orientation")))
        case .orientationLock:
            return .orientationLockSwitched(locked: try reader.bool(field(1), at("locked")))
        case .setDeviceOrientation:
            return .deviceOrientationSet(try reader.deviceOrientation(field(1), at("orientation")))
        case .attemptRotationToDeviceOrientation:
            return .rotationAttempted
        case .setNeedsUpdateOfSupportedInterfaceOrientations:
            guard fields[1] != WireReader.absent else { return .supportedOrientationsInvalidated(controller: nil) }
            try reference(fields[1], "controller", .controller(requiredKind: nil), index, .controller)
            return .supportedOrientationsInvalidated(controller: Self.unresolved)
        case .requestGeometryUpdate:
            guard request.app.iosVersion.atLeast(16) else {
                throw RequestError(
                    .invalidRequest, path: at("type"),
                    "UIWindowScene.requestGeometryUpdate(_:) is available from iOS 16; this app runs iOS \(request.app.iosVersion)")
            }
            return .geometryUpdateRequested(try reader.mask(field(1), at("orientations")))
        case .push:
            try reference(field(1), "navigation", .controller(requiredKind: .navigationController), index, .navigation)
            if reader.tape.kind(try field(2)) == .string {
                // An id: push again a controller declared elsewhere (e.g. after a pop).
                try reference(field(2), "controller", .controller(requiredKind: nil), index, .pushedController)
                return .pushed(navigation: Self.unresolved, controller: Self.unresolved)
            }
            let pushed = try decodeController(field(2), origin: .event(index), depth: 1, attached: false)
            // The pushed tree occupies the table from `pushed` on; none of it may present yet (precise
            // semantics 21).
            if let presenting = request.controllers[pushed.index...].firstIndex(where: { $0.presentation != nil }) {
                throw RequestError(
                    .invalidRequest,
                    path: JSONPath.member(self.path(request.controllers[presenting].origin), "presented"),
                    "a controller cannot be presenting before it is pushed; present it with a later event")
            }
            return .pushed(navigation: Self.unresolved, controller: pushed)
        case .pop, .popToRoot:
            try reference(field(1), "navigation", .controller(requiredKind: .navigationController), index, .navigation)
            return uikit == .pop ? .popped(navigation: Self.unresolved) : .poppedToRoot(navigation: Self.unresolved)
        case .selectTab:
            try reference(field(1), "tabBar", .controller(requiredKind: .tabBarController), index, .tabBar)
            return .tabSelected(tabBar: Self.unresolved, index: try reader.integer(field(2), at("index")))
        case .present:
            try reference(field(1), "presenter", .controller(requiredKind: nil), index, .presenter)
            let style = try reader.decodeStyle(fields[2], at("style"))
            if fields[2] == WireReader.absent { presentsWithoutStyle.insert(index) }
            let removes = try reader.decodeRemovesPresenterView(fields[3], path(), style: style)
            if reader.tape.kind(try field(4)) == .string {
                // An id: present again a controller declared elsewhere (e.g. after its dismissal).
                try reference(field(4), "controller", .controller(requiredKind: nil), index, .presentedController)
                return .presented(
                    presenter: Self.unresolved, style: style, removesPresenterView: removes, controller: Self.unresolved)
            }
            let presented = try decodeController(field(4), origin: .event(index), depth: 1, attached: false)
            return .presented(
                presenter: Self.unresolved, style: style, removesPresenterView: removes, controller: presented)
        case .dismiss:
            try reference(field(1), "controller", .controller(requiredKind: nil), index, .controller)
            return .dismissed(controller: Self.unresolved)
        case .update:
            try reference(field(1), "controller", .controller(requiredKind: nil), index, .controller)
            return .overridesChanged(controller: Self.unresolved, try decodePatch(field(2), event: index))
        case .setStatusBarOrientation:
            return .statusBarOrientationSet(try reader.interfaceOrientation(field(1), at("orientation")))
        case .setDelegateMask:
            return .delegateMaskSet(try decodeDelegateMask(field(1), at: at))
        case .setNeedsUpdateOfPrefersInterfaceOrientationLocked:
            guard request.app.iosVersion.atLeast(26) else {
                throw RequestError(
                    .invalidRequest, path: at("type"),
                    "setNeedsUpdateOfPrefersInterfaceOrientationLocked() is available from iOS 26; this app runs iOS \(request.app.iosVersion)")
            }
            guard fields[1] != WireReader.absent else { return .interfaceOrientationLockInvalidated(controller: nil) }
            try reference(fields[1], "controller", .controller(requiredKind: nil), index, .controller)
            return .interfaceOrientationLockInvalidated(controller: Self.unresolved)
        case .setWindowingMode:
            try requireWindowingModes(at("type"))
            let scene = fields[2] == WireReader.absent ? nil : try sceneRef(fields[2], at("scene"))
            return .windowingModeSet(try decodeWindowingMode(field(1), at("windowingMode")), scene: scene)
        case .activateScene:
            return .sceneActivated(try sceneRef(field(1), at("scene")))
        case .resizeScene:
            try requireWindowingModes(at("type"))
            let scene = fields[2] == WireReader.absent ? nil : try sceneRef(fields[2], at("scene"))
            return .sceneResized(fillsScreen: try reader.bool(field(1), at("fillsScreen")), scene: scene)
        case .showWindow, .hideWindow:
            try reference(field(1), "window", .window, index, .window)
            return .windowHiddenSet(Self.unresolvedWindow, hidden: uikit == .hideWindow)
        case .addWindow:
            if reader.tape.kind(try field(1)) == .string {
                // An id: add again a window declared elsewhere (e.g. after its removal).
                if fields[2] != WireReader.absent {
                    throw RequestError(
                        .invalidRequest, path: at("scene"), "a window added again keeps its scene; 'scene' is only for a new window")
                }
                try reference(field(1), "window", .window, index, .addedWindow)
                return .windowAdded(Self.unresolvedWindow)
            }
            var window = try decodeWindow(field(1), at("window"), addedByEvent: true)
            if fields[2] != WireReader.absent { window.scene = try sceneRef(fields[2], at("scene")) }
            try addWindow(window)
            return .windowAdded(WindowID(request.windows.count - 1))
        case .removeWindow, .makeKey, .makeKeyWindow:
            try reference(field(1), "window", .window, index, .window)
            switch uikit {
            case .removeWindow: return .windowRemoved(Self.unresolvedWindow)
            case .makeKey: return .windowMadeKey(Self.unresolvedWindow)
            default: return .windowMadeKeyOnly(Self.unresolvedWindow)
            }
        }
    }

    mutating func reference(
        _ node: Node, _ field: String, _ target: PendingReference.Target, _ eventIndex: Int, _ assign: Assign
    ) throws(RequestError) {
        guard reader.tape.kind(node) == .string else {
            throw reader.mismatch(node, "a string", JSONPath.member(eventPath(eventIndex), field))
        }
        pendingReferences.append(PendingReference(node: node, field: field, target: target, eventIndex: eventIndex, assign: assign))
    }

    static let patchKeys = WireReader.Keys([
        "supportedOrientations", "shouldAutorotate", "preferredOrientationForPresentation", "prefersStatusBarHidden",
        "forwarding", "class", "prefersInterfaceOrientationLocked", "childForInterfaceOrientationLock",
    ])

    /// The name's index in `updateClassNames`, added the first time it is met.
    mutating func updateClass(_ name: String) -> UpdateClass {
        if let index = updateClassIndex[name] { return UpdateClass(index: index) }
        request.updateClassNames.append(name)
        updateClassIndex[name] = request.updateClassNames.count - 1
        return UpdateClass(index: request.updateClassNames.count - 1)
    }

    /// An update's `set`; its path is built only for an error (eagerly, it cost ~1 K instructions an update).
    mutating func decodePatch(_ node: Node, event index: Int) throws(RequestError) -> OverridePatch {
        func path() -> String { JSONPath.member(eventPath(index), "set") }
        let object = try reader.object(node, path())
        let (_, unknownKeys) = reader.membersAllowingUnknown(object, Self.patchKeys, path())
        if let unknownKeys { try note(unknownKeys) }
        guard reader.tape.count(object) > 0 else {
            throw RequestError(.invalidRequest, path: path(), "'set' names no override to change")
        }
        var patch = OverridePatch()
        for (keyNode, value) in reader.tape.members(object) {
            let key = reader.tape.string(keyNode)
            func p() -> String { JSONPath.member(path(), key) }  // only built when something is wrong
            let isNull = reader.tape.isNull(value)
            switch key {
            case "supportedOrientations":
                patch.supportedOrientations = isNull ? .remove : .set(try reader.mask(value, p()))
            case "shouldAutorotate":
                patch.shouldAutorotate = isNull ? .remove : .set(try reader.bool(value, p()))
            case "preferredOrientationForPresentation":
                patch.preferredOrientationForPresentation = isNull ? .remove : .set(try reader.interfaceOrientation(value, p()))
            case "prefersStatusBarHidden":
                patch.prefersStatusBarHidden = isNull ? .remove : .set(try reader.bool(value, p()))
            case "forwarding":
                // The kind is checked against the target once references are resolved.
                if isNull {
                    patch.forwarding = .remove
                } else {
                    let name = try reader.string(value, p())
                    guard let forwarding = Forwarding(rawValue: name) else {
                        throw RequestError(
                            .invalidRequest, path: p(),
                            "unknown forwarding '\(name)'\(Suggestion.hint(for: name, among: Self.forwardingNames.names)); expected none, top, visible, selected, firstChild or presented"
                        )
                    }
                    patch.forwarding = .set(forwarding)
                }
            case "class":
                patch.className = isNull ? .remove : .set(updateClass(try reader.string(value, p())))
            case "prefersInterfaceOrientationLocked":
                patch.prefersInterfaceOrientationLocked = isNull ? .remove : .set(try reader.bool(value, p()))
            case "childForInterfaceOrientationLock":
                // The kind is checked against the target once references are resolved.
                patch.childForInterfaceOrientationLock = isNull ? .remove : .set(try reader.decodeForwarding(value, p(), kind: nil, field: key))
            default:
                continue  // an unknown key, already reported by `members`
            }
        }
        return patch
    }

    /// Fills every event's references and checks kinds, which needs all controllers and windows known.
    /// Every wrong reference is recorded, not only the first.
    mutating func resolvePendingReferences() throws(RequestError) {
        for reference in pendingReferences {
            do { try resolve(reference) } catch { try note(error) }
        }
        try normalizePresentations()
    }

    private mutating func resolve(_ reference: PendingReference) throws(RequestError) {
        switch reference.target {
        case .window:
            let id = reader.tape.string(reference.node)
            guard let window = windowRef(id) else {
                throw RequestError(
                    .invalidRequest, path: path(of: reference),
                    "no window has the id '\(id)'\(Suggestion.hint(for: id, among: request.windows.map(\.id).sorted()))"
                )
            }
            assign(window.index, reference)
        case .controller(let requiredKind):
            guard let ref = controllerRef(idAt: reference.node) else {
                // A controller without an id cannot be named: the likeliest cause after a typo.
                let id = reader.tape.string(reference.node)
                throw RequestError(
                    .invalidRequest, path: path(of: reference),
                    "no controller has the id '\(id)'\(Suggestion.hint(for: id, among: request.controllers.map(\.id).filter { !$0.isEmpty }.sorted())); events can name only controllers that have an \"id\" (add \"id\": \"\(id)\" to the one you mean)"
                )
            }
            let kind = request.controllers[ref].kind
            if let requiredKind, kind != requiredKind {
                throw RequestError(
                    .invalidRequest, path: path(of: reference),
                    "'\(request.controllers[ref].id)' is a \(kind.rawValue); this field needs a \(requiredKind.rawValue)")
            }
            assign(ref.index, reference)
            try checkEvent(reference.eventIndex, target: ref)
        }
    }

    private mutating func assign(_ slot: Int, _ reference: PendingReference) {
        let ref = ControllerID(slot)
        let index = reference.eventIndex
        switch (request.events[index], reference.assign) {
        case (.pushed(_, let controller), .navigation): request.events[index] = .pushed(navigation: ref, controller: controller)
        case (.pushed(let navigation, _), .pushedController):
            request.events[index] = .pushed(navigation: navigation, controller: ref)
        case (.presented(let presenter, let style, let removes, _), .presentedController):
            request.events[index] = .presented(
                presenter: presenter, style: style, removesPresenterView: removes, controller: ref)
        case (.windowAdded, .addedWindow): request.events[index] = .windowAdded(WindowID(slot))
        case (.popped, .navigation): request.events[index] = .popped(navigation: ref)
        case (.poppedToRoot, .navigation): request.events[index] = .poppedToRoot(navigation: ref)
        case (.tabSelected(_, let tab), .tabBar): request.events[index] = .tabSelected(tabBar: ref, index: tab)
        case (.presented(_, let style, let removes, let controller), .presenter):
            request.events[index] = .presented(
                presenter: ref, style: style, removesPresenterView: removes, controller: controller)
        case (.dismissed, .controller): request.events[index] = .dismissed(controller: ref)
        case (.overridesChanged(_, let patch), .controller): request.events[index] = .overridesChanged(controller: ref, patch)
        case (.supportedOrientationsInvalidated, .controller):
            request.events[index] = .supportedOrientationsInvalidated(controller: ref)
        case (.windowRemoved, .window): request.events[index] = .windowRemoved(WindowID(slot))
        case (.windowMadeKey, .window): request.events[index] = .windowMadeKey(WindowID(slot))
        case (.windowMadeKeyOnly, .window): request.events[index] = .windowMadeKeyOnly(WindowID(slot))
        case (.windowHiddenSet(_, let hidden), .window): request.events[index] = .windowHiddenSet(WindowID(slot), hidden: hidden)
        case (.interfaceOrientationLockInvalidated, .controller):
            request.events[index] = .interfaceOrientationLockInvalidated(controller: ref)
        case (.crossPlatform(.flutterSetPreferredOrientations(let mask, _)), .crossPlatformController):
            request.events[index] = .crossPlatform(.flutterSetPreferredOrientations(mask, controller: ref))
        case (.crossPlatform(.rnScreensScreenOrientation(_, let orientation)), .crossPlatformController):
            request.events[index] = .crossPlatform(.rnScreensScreenOrientation(controller: ref, orientation))
        case (.crossPlatform(.swiftUIPresent(let modifier, _, let controller)), .crossPlatformPresenter):
            request.events[index] = .crossPlatform(.swiftUIPresent(modifier, presenter: ref, controller: controller))
        default: break
        }
    }

    /// Checks that need the target: tab indices and forwarding that must fit the kind.
    private func checkEvent(_ index: Int, target: ControllerID) throws(RequestError) {
        let controller = request.controllers[target]
        switch request.events[index] {
        case .tabSelected(_, let tab) where !controller.children.indices.contains(tab):
            throw RequestError(
                .invalidRequest, path: JSONPath.member(eventPath(index), "index"),
                "index \(tab) is out of range: '\(name(target))' has \(Plural.count(controller.children.count, "tab"))\(Plural.validIndices(controller.children.count))"
            )
        case .overridesChanged(_, let patch):
            if case .set(let forwarding) = patch.forwarding, !forwarding.fits(controller.kind) {
                throw RequestError(
                    .invalidRequest, path: JSONPath.member(JSONPath.member(eventPath(index), "set"), "forwarding"),
                    "forwarding '\(forwarding.rawValue)' does not fit '\(name(target))', a \(controller.kind.rawValue)")
            }
            if case .set(let child) = patch.childForInterfaceOrientationLock, !child.fits(controller.kind) {
                throw RequestError(
                    .invalidRequest,
                    path: JSONPath.member(JSONPath.member(eventPath(index), "set"), "childForInterfaceOrientationLock"),
                    "childForInterfaceOrientationLock '\(child.rawValue)' does not fit '\(name(target))', a \(controller.kind.rawValue)"
                )
            }
        default: break
        }
    }

    /// UIKit presents full-screen styles from the root of the presenter's containment hierarchy, so a
    /// `presented` declared on a child hangs on that root. Two presentations on one root cannot be.
    private mutating func normalizePresentations() throws(RequestError) {
        for ref in request.controllers.indices {
            guard request.controllers[ref].parent != nil, let presentation = request.controllers[ref].presentation else {
                continue
            }
            let root = request.controllers[ref].containmentRoot
            if let existing = request.controllers[root].presentation {
                try note(
                    RequestError(
                        .invalidRequest, path: JSONPath.member(path(request.controllers[ref].origin), "presented"),
                        "UIKit presents from the root of the containment hierarchy, '\(name(root))', which already presents '\(name(existing.controller))'"
                    ))
                continue
            }
            request.controllers[ref].presentation = nil
            request.controllers[root].presentation = presentation
            request.controllers[presentation.controller].presenter = root
        }
    }
}
