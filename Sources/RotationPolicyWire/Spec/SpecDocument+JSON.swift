import RotationPolicy
public import RotationPolicyJSON

/// The spec's and the request's spellings (docs/spec-format.md): member names, event types from the
/// decoder's own table, masks and orientations from the vocabulary. Built as `RotationPolicyJSON` values,
/// members in the order people read them, and written by its one writer.
extension SpecDocument {
    public var json: JSONValue {
        var explore: [(String, JSONValue)] = []
        if !actions.isEmpty { explore.append(("actions", .array(actions.map(\.json)))) }
        return .members([
            ("name", .string(name)), ("story", .string(story)), ("request", request.json(includeDynamic: true)),
            ("explore", .members(explore)), ("sources", .array(sources.map(\.json))), ("unresolved", .array(unresolved.map(\.json))),
        ])
    }
}

extension SpecRequest {
    /// The request; without `includeDynamic`, a POST /v1/resolve body with literal values only.
    public func json(includeDynamic: Bool) -> JSONValue {
        let tree: (String, JSONValue)
        if otherWindows.isEmpty {
            tree = ("root", root.json(includeDynamic: includeDynamic))
        } else {
            let windows = ([root] + otherWindows).enumerated().map { index, node in
                JSONValue.members([
                    ("id", .string(index == 0 ? "main" : "window\(index + 1)")), ("key", .bool(index == 0)), ("level", .int(0)),
                    ("root", node.json(includeDynamic: includeDynamic)),
                ])
            }
            tree = ("windows", .array(windows))
        }
        return .members([("app", app.json(includeDynamic: includeDynamic)), tree])
    }
}

extension SpecApp {
    func json(includeDynamic: Bool) -> JSONValue {
        var members: [(String, JSONValue)] = [("idiom", .string(idiom.rawValue)), ("iosVersion", .string(iosVersion))]
        if let supportedOrientations { members.append(("supportedOrientations", MaskJSON.list(supportedOrientations))) }
        if let supportedOrientationsPad { members.append(("supportedOrientationsPad", MaskJSON.list(supportedOrientationsPad))) }
        if let requiresFullScreen { members.append(("requiresFullScreen", .bool(requiresFullScreen))) }
        if let viewControllerBasedStatusBarAppearance {
            members.append(("viewControllerBasedStatusBarAppearance", .bool(viewControllerBasedStatusBarAppearance)))
        }
        if let delegate = delegateOrientations, includeDynamic || !delegate.dynamic {
            switch delegate.value {
            case .mask(let mask): members.append(("delegateOrientations", MaskJSON.named(mask)))
            case .topController: members.append(("delegateOrientations", .string("topController")))
            }
        }
        return .members(members)
    }
}

extension SpecController {
    public func json(includeDynamic: Bool) -> JSONValue {
        var members: [(String, JSONValue)] = [("id", .string(id))]
        if let className { members.append(("class", .string(className))) }
        if kind != .viewController { members.append(("kind", .string(kind.rawValue))) }
        for field in fields where includeDynamic || !field.dynamic { members.append(field.value.member) }
        if !children.isEmpty { members.append(("children", .array(children.map { $0.json(includeDynamic: includeDynamic) }))) }
        if let presentation = presented.first {
            members.append(
                (
                    "presented",
                    .members([
                        ("style", .string(presentation.style.rawValue)), ("controller", presentation.controller.json(includeDynamic: includeDynamic)),
                    ])
                ))
        }
        return .members(members)
    }
}

extension SpecField {
    /// The controller's member: its name and value.
    public var member: (String, JSONValue) {
        switch self {
        case .supportedOrientations(let mask): ("supportedOrientations", MaskJSON.named(mask))
        case .shouldAutorotate(let flag): ("shouldAutorotate", .bool(flag))
        case .preferredOrientationForPresentation(let orientation): ("preferredOrientationForPresentation", .string(orientation.name))
        case .prefersStatusBarHidden(let flag): ("prefersStatusBarHidden", .bool(flag))
        case .forwarding(let forwarding): ("forwarding", .string(forwarding.rawValue))
        case .selectedIndex(let index): ("selectedIndex", .int(index))
        }
    }
}

extension SpecAction {
    public var json: JSONValue {
        func event(_ type: RequestDecoder.UIKitEventType, _ members: [(String, JSONValue)]) -> JSONValue {
            .members([("type", .string(type.rawValue))] + members)
        }
        switch self {
        case .push(let navigation, let controller):
            return event(.push, [("navigation", .string(navigation)), ("controller", controller.json(includeDynamic: true))])
        case .present(let presenter, let style, let controller):
            return event(
                .present,
                [("presenter", .string(presenter)), ("style", .string(style.rawValue)), ("controller", controller.json(includeDynamic: true))])
        case .dismiss(let controller): return event(.dismiss, [("controller", .string(controller))])
        case .pop(let navigation): return event(.pop, [("navigation", .string(navigation))])
        case .popToRoot(let navigation): return event(.popToRoot, [("navigation", .string(navigation))])
        case .setNeedsUpdateOfSupportedInterfaceOrientations(let controller):
            return event(.setNeedsUpdateOfSupportedInterfaceOrientations, [("controller", .string(controller))])
        case .attemptRotationToDeviceOrientation: return event(.attemptRotationToDeviceOrientation, [])
        case .requestGeometryUpdate(let mask): return event(.requestGeometryUpdate, [("orientations", MaskJSON.named(mask))])
        case .setDeviceOrientation(let orientation): return event(.setDeviceOrientation, [("orientation", .string(orientation.name))])
        case .setDelegateMask(let mask): return event(.setDelegateMask, [("orientations", MaskJSON.named(mask))])
        case .update(let controller, let set): return event(.update, [("controller", .string(controller)), ("set", .members(set.map(\.member)))])
        }
    }
}

extension SourceEntry {
    public var json: JSONValue {
        var members: [(String, JSONValue)] = [("fact", .string(fact))]
        if let at { members.append(("at", .string(at.description))) }
        members.append(("how", .string(how.rawValue)))
        if let detail { members.append(("detail", .string(detail))) }
        return .members(members)
    }
}

extension UnresolvedEntry {
    public var json: JSONValue {
        var members: [(String, JSONValue)] = [("what", .string(what))]
        if let at { members.append(("at", .string(at.description))) }
        members.append(("reason", .string(reason)))
        if !candidates.isEmpty { members.append(("candidates", .array(candidates.map { .string($0) }))) }
        return .members(members)
    }
}
