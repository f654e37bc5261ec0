/// Controller trees: kinds, overrides, children and presentations, with ids registered as they come.
extension RequestDecoder {
    static let controllerKeys: Set<String> = [
        "id", "class", "kind", "supportedOrientations", "shouldAutorotate", "preferredOrientationForPresentation",
        "prefersStatusBarHidden", "forwarding", "children", "selectedIndex", "presented",
    ]

    /// Decodes a controller and everything below it; returns its reference.
    mutating func decodeController(
        _ value: JSONValue, _ path: String, depth: Int, attached: Bool
    ) throws(RequestError) -> ControllerRef {
        guard depth <= limits.maxControllerDepth else {
            throw RequestError(
                .limitExceeded, path: path,
                "controller tree is deeper than the limit of \(limits.maxControllerDepth) levels")
        }
        guard request.controllers.count < limits.maxControllers else {
            throw RequestError(
                .limitExceeded, path: path, "more than the limit of \(limits.maxControllers) controllers in one request")
        }
        let object = try WireReader.object(value, path)
        try WireReader.checkKeys(object, allowed: Self.controllerKeys, path)

        var kind = ControllerKind.viewController
        if let value = WireReader.optional(object, "kind") {
            let p = JSONPath.member(path, "kind")
            let name = try WireReader.string(value, p)
            guard let parsed = ControllerKind(rawValue: name) else {
                throw RequestError(
                    .invalidRequest, path: p,
                    "unknown kind '\(name)'; expected viewController, navigationController, tabBarController, pageViewController, splitViewController or container"
                )
            }
            kind = parsed
        }
        // Without an id the controller is named by where it stands, which is unique too.
        var id = path
        if let value = WireReader.optional(object, "id") {
            id = try WireReader.string(value, JSONPath.member(path, "id"))
        }
        let overrides = try decodeOverrides(object, path, kind: kind)
        let ref = request.controllers.count
        if controllerIndex[id] != nil {
            throw RequestError(
                .invalidRequest, path: JSONPath.member(path, "id"),
                "controller id '\(id)' is used twice; ids are unique in the whole request")
        }
        controllerIndex[id] = ref
        var controller = Controller(id: id, kind: kind, overrides: overrides, path: path)
        controller.attached = attached
        request.controllers.append(controller)

        var children: [ControllerRef] = []
        if let value = WireReader.optional(object, "children") {
            let p = JSONPath.member(path, "children")
            for (index, item) in try WireReader.array(value, p).enumerated() {
                let child = try decodeController(item, JSONPath.index(p, index), depth: depth + 1, attached: attached)
                request.controllers[child].parent = ref
                children.append(child)
            }
        }
        request.controllers[ref].children = children

        if let value = WireReader.optional(object, "selectedIndex") {
            let p = JSONPath.member(path, "selectedIndex")
            guard kind == .tabBarController else {
                throw RequestError(.invalidRequest, path: p, "selectedIndex applies to a tabBarController only")
            }
            let index = try WireReader.integer(value, p)
            guard children.indices.contains(index) else {
                throw RequestError(
                    .invalidRequest, path: p, "selectedIndex \(index) is outside the \(children.count) children")
            }
            request.controllers[ref].selectedIndex = index
        }

        if let value = WireReader.optional(object, "presented") {
            let p = JSONPath.member(path, "presented")
            let presentation = try decodePresentation(value, p, depth: depth, attached: attached)
            request.controllers[presentation.controller].presenter = ref
            request.controllers[ref].presentation = presentation
        }
        return ref
    }

    mutating func decodePresentation(
        _ value: JSONValue, _ path: String, depth: Int, attached: Bool
    ) throws(RequestError) -> Presentation {
        let object = try WireReader.object(value, path)
        try WireReader.checkKeys(object, allowed: ["style", "removesPresenterView", "controller"], path)
        let style = try decodeStyle(WireReader.optional(object, "style"), JSONPath.member(path, "style"))
        let removes = try decodeRemovesPresenterView(object, path, style: style)
        let controller = try decodeController(
            WireReader.required(object, "controller", path), JSONPath.member(path, "controller"),
            depth: depth + 1, attached: attached)
        return Presentation(style: style, removesPresenterView: removes, controller: controller)
    }

    func decodeStyle(_ value: JSONValue?, _ path: String) throws(RequestError) -> PresentationStyle {
        guard let value else { return .automatic }
        let name = try WireReader.string(value, path)
        guard let style = PresentationStyle(rawValue: name) else {
            throw RequestError(
                .invalidRequest, path: path,
                "unknown modalPresentationStyle '\(name)'; expected fullScreen, overFullScreen, pageSheet, formSheet, popover, automatic, currentContext, overCurrentContext or custom"
            )
        }
        return style
    }

    func decodeRemovesPresenterView(
        _ object: JSONObject, _ path: String, style: PresentationStyle
    ) throws(RequestError) -> Bool {
        guard let value = WireReader.optional(object, "removesPresenterView") else { return false }
        let p = JSONPath.member(path, "removesPresenterView")
        let removes = try WireReader.bool(value, p)
        guard style == .custom else {
            throw RequestError(.invalidRequest, path: p, "removesPresenterView applies to the custom style only")
        }
        return removes
    }

    func decodeOverrides(_ object: JSONObject, _ path: String, kind: ControllerKind) throws(RequestError) -> ControllerOverrides {
        var overrides = ControllerOverrides()
        if let value = WireReader.optional(object, "supportedOrientations") {
            overrides.supportedOrientations = try WireReader.mask(value, JSONPath.member(path, "supportedOrientations"))
        }
        if let value = WireReader.optional(object, "shouldAutorotate") {
            overrides.shouldAutorotate = try WireReader.bool(value, JSONPath.member(path, "shouldAutorotate"))
        }
        if let value = WireReader.optional(object, "preferredOrientationForPresentation") {
            overrides.preferredOrientationForPresentation = try WireReader.interfaceOrientation(
                value, JSONPath.member(path, "preferredOrientationForPresentation"))
        }
        if let value = WireReader.optional(object, "prefersStatusBarHidden") {
            overrides.prefersStatusBarHidden = try WireReader.bool(value, JSONPath.member(path, "prefersStatusBarHidden"))
        }
        if let value = WireReader.optional(object, "forwarding") {
            overrides.forwarding = try decodeForwarding(value, JSONPath.member(path, "forwarding"), kind: kind)
        }
        if let value = WireReader.optional(object, "class") {
            overrides.className = try WireReader.string(value, JSONPath.member(path, "class"))
        }
        return overrides
    }

    func decodeForwarding(_ value: JSONValue, _ path: String, kind: ControllerKind) throws(RequestError) -> Forwarding {
        let name = try WireReader.string(value, path)
        guard let forwarding = Forwarding(rawValue: name) else {
            throw RequestError(
                .invalidRequest, path: path,
                "unknown forwarding '\(name)'; expected none, top, visible, selected, firstChild or presented")
        }
        guard forwarding.fits(kind) else {
            throw RequestError(
                .invalidRequest, path: path, "forwarding '\(name)' does not fit a \(kind.rawValue)")
        }
        return forwarding
    }
}
