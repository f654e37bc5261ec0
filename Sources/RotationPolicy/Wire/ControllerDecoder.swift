/// Controller trees: kinds, overrides, children and presentations, with ids registered as they come.
extension RequestDecoder {
    static let controllerKeys: Set<String> = [
        "id", "class", "kind", "supportedOrientations", "shouldAutorotate", "preferredOrientationForPresentation",
        "prefersStatusBarHidden", "forwarding", "children", "selectedIndex", "presented",
    ]

    /// The JSON path of a controller's declaration; only built when an error needs it.
    func path(_ origin: ControllerOrigin) -> String { request.controllers.path(of: origin) }

    /// Decodes a controller and everything below it; returns its reference.
    mutating func decodeController(
        _ value: JSONValue, origin: ControllerOrigin, depth: Int, attached: Bool
    ) throws(RequestError) -> ControllerRef {
        guard depth <= limits.maxControllerDepth else {
            throw RequestError(
                .limitExceeded, path: path(origin),
                "controller tree is deeper than the limit of \(limits.maxControllerDepth) levels")
        }
        guard request.controllers.count < limits.maxControllers else {
            throw RequestError(
                .limitExceeded, path: path(origin), "more than the limit of \(limits.maxControllers) controllers in one request")
        }
        let object = try WireReader.object(value, path(origin))
        try WireReader.checkKeys(object, allowed: Self.controllerKeys, path(origin))

        var kind = ControllerKind.viewController
        if let value = WireReader.optional(object, "kind") {
            let name = try WireReader.string(value, JSONPath.member(path(origin), "kind"))
            guard let parsed = ControllerKind(rawValue: name) else {
                throw RequestError(
                    .invalidRequest, path: JSONPath.member(path(origin), "kind"),
                    "unknown kind '\(name)'; expected viewController, navigationController, tabBarController, pageViewController, splitViewController or container"
                )
            }
            kind = parsed
        }
        // Without an id the controller is named by its path, which is unique too (see `name(_:)`).
        var id = ""
        if let value = WireReader.optional(object, "id") {
            id = try WireReader.string(value, JSONPath.member(path(origin), "id"))
            guard !id.isEmpty, !id.hasPrefix("$") else {
                throw RequestError(
                    .invalidRequest, path: JSONPath.member(path(origin), "id"),
                    "an id must not be empty or start with '$' (generated names are JSON paths)")
            }
            guard controllerIndex[id] == nil else {
                throw RequestError(
                    .invalidRequest, path: JSONPath.member(path(origin), "id"),
                    "controller id '\(id)' is used twice; ids are unique in the whole request")
            }
        }
        let overrides = try decodeOverrides(object, path(origin), kind: kind)
        let ref = request.controllers.count
        if !id.isEmpty { controllerIndex[id] = ref }
        var controller = Controller(id: id, kind: kind, overrides: overrides, origin: origin)
        controller.attached = attached
        request.controllers.append(controller)

        var children: [ControllerRef] = []
        if let value = WireReader.optional(object, "children") {
            let items = try WireReader.array(value, JSONPath.member(path(origin), "children"))
            children.reserveCapacity(items.count)
            for (index, item) in items.enumerated() {
                let child = try decodeController(
                    item, origin: .child(of: ref, index: index), depth: depth + 1, attached: attached)
                request.controllers[child].parent = ref
                children.append(child)
            }
        }
        request.controllers[ref].children = children

        if let value = WireReader.optional(object, "selectedIndex") {
            guard kind == .tabBarController else {
                throw RequestError(
                    .invalidRequest, path: JSONPath.member(path(origin), "selectedIndex"),
                    "selectedIndex applies to a tabBarController only")
            }
            let index = try WireReader.integer(value, JSONPath.member(path(origin), "selectedIndex"))
            guard children.indices.contains(index) else {
                throw RequestError(
                    .invalidRequest, path: JSONPath.member(path(origin), "selectedIndex"),
                    "selectedIndex \(index) is outside the \(children.count) children")
            }
            request.controllers[ref].selectedIndex = index
        }

        if let value = WireReader.optional(object, "presented") {
            let presentation = try decodePresentation(value, presenter: ref, depth: depth, attached: attached)
            request.controllers[presentation.controller].presenter = ref
            request.controllers[ref].presentation = presentation
        }
        return ref
    }

    mutating func decodePresentation(
        _ value: JSONValue, presenter: ControllerRef, depth: Int, attached: Bool
    ) throws(RequestError) -> Presentation {
        let base = JSONPath.member(path(request.controllers[presenter].origin), "presented")
        let object = try WireReader.object(value, base)
        try WireReader.checkKeys(object, allowed: ["style", "removesPresenterView", "controller"], base)
        let style = try decodeStyle(WireReader.optional(object, "style"), JSONPath.member(base, "style"))
        let removes = try decodeRemovesPresenterView(object, base, style: style)
        let controller = try decodeController(
            WireReader.required(object, "controller", base), origin: .presented(by: presenter),
            depth: depth + 1, attached: attached)
        return Presentation(style: style, removesPresenterView: removes, controller: controller)
    }

    func decodeStyle(_ value: JSONValue?, _ path: @autoclosure () -> String) throws(RequestError) -> PresentationStyle {
        guard let value else { return .automatic }
        let name = try WireReader.string(value, path())
        guard let style = PresentationStyle(rawValue: name) else {
            throw RequestError(
                .invalidRequest, path: path(),
                "unknown modalPresentationStyle '\(name)'; expected fullScreen, overFullScreen, pageSheet, formSheet, popover, automatic, currentContext, overCurrentContext or custom"
            )
        }
        return style
    }

    func decodeRemovesPresenterView(
        _ object: JSONObject, _ path: @autoclosure () -> String, style: PresentationStyle
    ) throws(RequestError) -> Bool {
        guard let value = WireReader.optional(object, "removesPresenterView") else { return false }
        let removes = try WireReader.bool(value, JSONPath.member(path(), "removesPresenterView"))
        guard style == .custom else {
            throw RequestError(
                .invalidRequest, path: JSONPath.member(path(), "removesPresenterView"),
                "removesPresenterView applies to the custom style only")
        }
        return removes
    }

    func decodeOverrides(
        _ object: JSONObject, _ path: @autoclosure () -> String, kind: ControllerKind
    ) throws(RequestError) -> ControllerOverrides {
        var overrides = ControllerOverrides()
        if let value = WireReader.optional(object, "supportedOrientations") {
            overrides.supportedOrientations = try WireReader.mask(value, JSONPath.member(path(), "supportedOrientations"))
        }
        if let value = WireReader.optional(object, "shouldAutorotate") {
            overrides.shouldAutorotate = try WireReader.bool(value, JSONPath.member(path(), "shouldAutorotate"))
        }
        if let value = WireReader.optional(object, "preferredOrientationForPresentation") {
            overrides.preferredOrientationForPresentation = try WireReader.interfaceOrientation(
                value, JSONPath.member(path(), "preferredOrientationForPresentation"))
        }
        if let value = WireReader.optional(object, "prefersStatusBarHidden") {
            overrides.prefersStatusBarHidden = try WireReader.bool(value, JSONPath.member(path(), "prefersStatusBarHidden"))
        }
        if let value = WireReader.optional(object, "forwarding") {
            overrides.forwarding = try decodeForwarding(value, JSONPath.member(path(), "forwarding"), kind: kind)
        }
        if let value = WireReader.optional(object, "class") {
            overrides.className = try WireReader.string(value, JSONPath.member(path(), "class"))
        }
        return overrides
    }

    func decodeForwarding(_ value: JSONValue, _ path: @autoclosure () -> String, kind: ControllerKind) throws(RequestError) -> Forwarding {
        let name = try WireReader.string(value, path())
        guard let forwarding = Forwarding(rawValue: name) else {
            throw RequestError(
                .invalidRequest, path: path(),
                "unknown forwarding '\(name)'; expected none, top, visible, selected, firstChild or presented")
        }
        guard forwarding.fits(kind) else {
            throw RequestError(
                .invalidRequest, path: path(), "forwarding '\(name)' does not fit a \(kind.rawValue)")
        }
        return forwarding
    }
}
