/// Events: shape, enum values and references, checked before anything is simulated.
extension RequestDecoder {
    /// A controller or window id an event names, resolved once the whole request is read.
    struct PendingReference {
        enum Target {
            case controller(requiredKind: ControllerKind?)
            case window
        }
        var id: String
        var path: String
        var target: Target
        var eventIndex: Int
        var assign: Assign
    }

    /// Where a resolved reference goes in the event, by the event's field name.
    enum Assign { case navigation, tabBar, presenter, controller, window }

    static let eventKeys: [String: Set<String>] = [
        "deviceOrientation": ["orientation"],
        "orientationLock": ["locked"],
        "setDeviceOrientation": ["orientation"],
        "attemptRotationToDeviceOrientation": [],
        "setNeedsUpdateOfSupportedInterfaceOrientations": ["controller"],
        "requestGeometryUpdate": ["orientations"],
        "push": ["navigation", "controller"],
        "pop": ["navigation"],
        "popToRoot": ["navigation"],
        "selectTab": ["tabBar", "index"],
        "present": ["presenter", "style", "removesPresenterView", "controller"],
        "dismiss": ["controller"],
        "update": ["controller", "set"],
        "setStatusBarOrientation": ["orientation"],
        "addWindow": ["window"],
        "removeWindow": ["window"],
        "makeKey": ["window"],
    ]

    mutating func decodeEvents(_ value: JSONValue, _ path: String) throws(RequestError) {
        let items = try WireReader.array(value, path)
        guard items.count <= limits.maxEvents else {
            throw RequestError(
                .limitExceeded, path: path, "\(items.count) events; the limit is \(limits.maxEvents)")
        }
        request.events.reserveCapacity(items.count)
        request.eventPaths.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            let eventPath = JSONPath.index(path, index)
            request.eventPaths.append(eventPath)
            request.events.append(try decodeEvent(item, eventPath, index: index))
        }
    }

    /// Placeholder reference until `resolvePendingReferences` fills it in.
    static let unresolved = -1

    mutating func decodeEvent(_ value: JSONValue, _ path: String, index: Int) throws(RequestError) -> Event {
        let object = try WireReader.object(value, path)
        let typePath = JSONPath.member(path, "type")
        let type = try WireReader.string(WireReader.required(object, "type", path), typePath)
        guard var allowed = Self.eventKeys[type] else {
            throw RequestError(
                .invalidRequest, path: typePath,
                "unknown event type '\(type)'; expected one of: \(Self.eventKeys.keys.sorted().joined(separator: ", "))")
        }
        allowed.insert("type")
        try WireReader.checkKeys(object, allowed: allowed, path)
        let iOS16 = request.app.iosVersion.atLeast(16)

        func field(_ key: String) throws(RequestError) -> (JSONValue, String) {
            (try WireReader.required(object, key, path), JSONPath.member(path, key))
        }

        switch type {
        case "deviceOrientation":
            let (v, p) = try field("orientation")
            return .deviceTurned(try WireReader.deviceOrientation(v, p))
        case "orientationLock":
            let (v, p) = try field("locked")
            return .orientationLockSwitched(locked: try WireReader.bool(v, p))
        case "setDeviceOrientation":
            let (v, p) = try field("orientation")
            return .deviceOrientationSet(try WireReader.deviceOrientation(v, p))
        case "attemptRotationToDeviceOrientation":
            return .rotationAttempted
        case "setNeedsUpdateOfSupportedInterfaceOrientations":
            guard let v = WireReader.optional(object, "controller") else { return .supportedOrientationsInvalidated(controller: nil) }
            try reference(v, JSONPath.member(path, "controller"), .controller(requiredKind: nil), index, .controller)
            return .supportedOrientationsInvalidated(controller: Self.unresolved)
        case "requestGeometryUpdate":
            guard iOS16 else {
                throw RequestError(
                    .invalidRequest, path: typePath,
                    "UIWindowScene.requestGeometryUpdate(_:) is available from iOS 16; this app runs iOS \(request.app.iosVersion)")
            }
            let (v, p) = try field("orientations")
            return .geometryUpdateRequested(try WireReader.mask(v, p))
        case "push":
            let (n, np) = try field("navigation")
            try reference(n, np, .controller(requiredKind: .navigationController), index, .navigation)
            let (c, cp) = try field("controller")
            let pushed = try decodeController(c, cp, depth: 1, attached: false)
            if request.controllers[pushed].presentation != nil {
                throw RequestError(
                    .invalidRequest, path: JSONPath.member(cp, "presented"),
                    "a controller cannot be presenting before it is pushed; present it with a later event")
            }
            return .pushed(navigation: Self.unresolved, controller: pushed)
        case "pop", "popToRoot":
            let (n, np) = try field("navigation")
            try reference(n, np, .controller(requiredKind: .navigationController), index, .navigation)
            return type == "pop" ? .popped(navigation: Self.unresolved) : .poppedToRoot(navigation: Self.unresolved)
        case "selectTab":
            let (t, tp) = try field("tabBar")
            try reference(t, tp, .controller(requiredKind: .tabBarController), index, .tabBar)
            let (i, ip) = try field("index")
            return .tabSelected(tabBar: Self.unresolved, index: try WireReader.integer(i, ip))
        case "present":
            let (p, pp) = try field("presenter")
            try reference(p, pp, .controller(requiredKind: nil), index, .presenter)
            let style = try decodeStyle(WireReader.optional(object, "style"), JSONPath.member(path, "style"))
            let removes = try decodeRemovesPresenterView(object, path, style: style)
            let (c, cp) = try field("controller")
            let presented = try decodeController(c, cp, depth: 1, attached: false)
            return .presented(
                presenter: Self.unresolved, style: style, removesPresenterView: removes, controller: presented)
        case "dismiss":
            let (c, cp) = try field("controller")
            try reference(c, cp, .controller(requiredKind: nil), index, .controller)
            return .dismissed(controller: Self.unresolved)
        case "update":
            let (c, cp) = try field("controller")
            try reference(c, cp, .controller(requiredKind: nil), index, .controller)
            let (s, sp) = try field("set")
            return .overridesChanged(controller: Self.unresolved, try decodePatch(s, sp))
        case "setStatusBarOrientation":
            let (v, p) = try field("orientation")
            return .statusBarOrientationSet(try WireReader.interfaceOrientation(v, p))
        case "addWindow":
            let (w, wp) = try field("window")
            let window = try decodeWindow(w, wp, addedByEvent: true)
            try addWindow(window)
            return .windowAdded(request.windows.count - 1)
        case "removeWindow", "makeKey":
            let (w, wp) = try field("window")
            try reference(w, wp, .window, index, .window)
            return type == "removeWindow" ? .windowRemoved(Self.unresolved) : .windowMadeKey(Self.unresolved)
        default:
            throw RequestError(.invalidRequest, path: typePath, "unknown event type '\(type)'")
        }
    }

    mutating func reference(
        _ value: JSONValue, _ path: String, _ target: PendingReference.Target, _ eventIndex: Int, _ assign: Assign
    ) throws(RequestError) {
        let id = try WireReader.string(value, path)
        pendingReferences.append(PendingReference(id: id, path: path, target: target, eventIndex: eventIndex, assign: assign))
    }

    static let patchKeys: Set<String> = [
        "supportedOrientations", "shouldAutorotate", "preferredOrientationForPresentation", "prefersStatusBarHidden",
        "forwarding", "class",
    ]

    func decodePatch(_ value: JSONValue, _ path: String) throws(RequestError) -> OverridePatch {
        let object = try WireReader.object(value, path)
        try WireReader.checkKeys(object, allowed: Self.patchKeys, path)
        guard !object.members.isEmpty else {
            throw RequestError(.invalidRequest, path: path, "'set' names no override to change")
        }
        var patch = OverridePatch()
        for member in object.members {
            let p = JSONPath.member(path, member.key)
            let isNull = member.value == .null
            switch member.key {
            case "supportedOrientations":
                patch.supportedOrientations = isNull ? .remove : .set(try WireReader.mask(member.value, p))
            case "shouldAutorotate":
                patch.shouldAutorotate = isNull ? .remove : .set(try WireReader.bool(member.value, p))
            case "preferredOrientationForPresentation":
                patch.preferredOrientationForPresentation =
                    isNull ? .remove : .set(try WireReader.interfaceOrientation(member.value, p))
            case "prefersStatusBarHidden":
                patch.prefersStatusBarHidden = isNull ? .remove : .set(try WireReader.bool(member.value, p))
            case "forwarding":
                // The kind is checked against the target once references are resolved.
                if isNull {
                    patch.forwarding = .remove
                } else {
                    let name = try WireReader.string(member.value, p)
                    guard let forwarding = Forwarding(rawValue: name) else {
                        throw RequestError(
                            .invalidRequest, path: p,
                            "unknown forwarding '\(name)'; expected none, top, visible, selected, firstChild or presented")
                    }
                    patch.forwarding = .set(forwarding)
                }
            default:
                patch.className = isNull ? .remove : .set(try WireReader.string(member.value, p))
            }
        }
        return patch
    }

    /// Fills every event's references and checks kinds, which needs all controllers and windows known.
    mutating func resolvePendingReferences() throws(RequestError) {
        for reference in pendingReferences {
            switch reference.target {
            case .window:
                guard let window = windowIndex[reference.id] else {
                    throw RequestError(.invalidRequest, path: reference.path, "no window has the id '\(reference.id)'")
                }
                assign(window, reference)
            case .controller(let requiredKind):
                guard let ref = controllerIndex[reference.id] else {
                    throw RequestError(.invalidRequest, path: reference.path, "no controller has the id '\(reference.id)'")
                }
                let kind = request.controllers[ref].kind
                if let requiredKind, kind != requiredKind {
                    throw RequestError(
                        .invalidRequest, path: reference.path,
                        "'\(reference.id)' is a \(kind.rawValue); this field needs a \(requiredKind.rawValue)")
                }
                assign(ref, reference)
                try checkEvent(reference.eventIndex, target: ref)
            }
        }
        try normalizePresentations()
    }

    private mutating func assign(_ ref: Int, _ reference: PendingReference) {
        let index = reference.eventIndex
        switch (request.events[index], reference.assign) {
        case (.pushed(_, let controller), .navigation): request.events[index] = .pushed(navigation: ref, controller: controller)
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
        case (.windowRemoved, .window): request.events[index] = .windowRemoved(ref)
        case (.windowMadeKey, .window): request.events[index] = .windowMadeKey(ref)
        default: break
        }
    }

    /// Checks that need the target: tab indices and forwarding that must fit the kind.
    private func checkEvent(_ index: Int, target: ControllerRef) throws(RequestError) {
        let controller = request.controllers[target]
        switch request.events[index] {
        case .tabSelected(_, let tab) where !controller.children.indices.contains(tab):
            throw RequestError(
                .invalidRequest, path: JSONPath.member(request.eventPaths[index], "index"),
                "index \(tab) is outside the \(controller.children.count) tabs of '\(controller.id)'")
        case .overridesChanged(_, let patch):
            if case .set(let forwarding) = patch.forwarding, !forwarding.fits(controller.kind) {
                throw RequestError(
                    .invalidRequest, path: JSONPath.member(JSONPath.member(request.eventPaths[index], "set"), "forwarding"),
                    "forwarding '\(forwarding.rawValue)' does not fit '\(controller.id)', a \(controller.kind.rawValue)")
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
            var root = ref
            while let parent = request.controllers[root].parent { root = parent }
            if let existing = request.controllers[root].presentation {
                let rootController = request.controllers[root]
                throw RequestError(
                    .invalidRequest, path: JSONPath.member(request.controllers[ref].path, "presented"),
                    "UIKit presents from the root of the containment hierarchy, '\(rootController.id)', which already presents '\(request.controllers[existing.controller].id)'"
                )
            }
            request.controllers[ref].presentation = nil
            request.controllers[root].presentation = presentation
            request.controllers[presentation.controller].presenter = root
        }
    }
}
