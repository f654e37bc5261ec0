import RotationPolicy
public import RotationPolicyJSON
import RotationPolicyWire

/// The model as `scan --format json` and `POST /v1/scan` write it (openapi.yaml, ScanModel). Places are
/// `file:line:column`; members with nothing to say are left out.
extension AppModel {
    public var json: JSONValue {
        .members([
            ("settings", settings.json), ("root", root.json), ("classes", .array(classes.map(\.json))),
            ("callSites", .array(callSites.map(\.json))), ("transitions", .array(transitions.map(\.json))),
        ])
    }
}

extension Sourced {
    fileprivate func json(_ value: JSONValue) -> JSONValue {
        var members: [(String, JSONValue)] = [("value", value)]
        if let at { members.append(("at", .string(at.description))) }
        members.append(("how", .string(how.rawValue)))
        return .members(members)
    }
}

extension AppSettings {
    fileprivate var json: JSONValue {
        var members: [(String, JSONValue)] = [
            ("idiom", idiom.json(.string(idiom.value.rawValue))), ("iosVersion", iosVersion.json(.string(iosVersion.value))),
            ("deviceFamily", .array(deviceFamily.map { .int($0) })),
        ]
        var orientations: [(String, JSONValue)] = []
        for (idiom, mask) in [("phone", phoneOrientations), ("pad", padOrientations)] {
            guard let mask else { continue }
            orientations.append((idiom, mask.json(.array(mask.value.orientations.map { .string($0.name) }))))
        }
        members.append(("supportedOrientations", .members(orientations)))
        if let requiresFullScreen { members.append(("requiresFullScreen", requiresFullScreen.json(.bool(requiresFullScreen.value)))) }
        if let target { members.append(("target", target.json)) }
        return .members(members)
    }
}

extension RootFinding {
    fileprivate var json: JSONValue {
        switch self {
        case .found(let className, let at, let how, let detail):
            var members: [(String, JSONValue)] = [("found", .bool(true))]
            if let className { members.append(("class", .string(className))) }
            if let at { members.append(("at", .string(at.description))) }
            members.append(("how", .string(how.rawValue)))
            if let detail { members.append(("detail", .string(detail))) }
            return .members(members)
        case .notFound(let reason, let tried):
            return .members([("found", .bool(false)), ("reason", .string(reason)), ("tried", .array(tried.map { .string($0.description) }))])
        }
    }
}

extension ClassModel {
    fileprivate var json: JSONValue {
        var members: [(String, JSONValue)] = [("name", .string(name)), ("display", .string(display))]
        if let superclass { members.append(("superclass", .string(superclass))) }
        members += [
            ("at", .string(at.description)), ("language", .string(language.rawValue)), ("controller", .bool(isController)),
            ("appDelegate", .bool(isAppDelegate)), ("overrides", .array(overrides.map(\.json))),
        ]
        if let ownStyle { members.append(("ownStyle", ownStyle.json(.string(ownStyle.value.rawValue)))) }
        return .members(members)
    }
}

extension OverrideModel {
    fileprivate var json: JSONValue {
        var members: [(String, JSONValue)] = [("property", .string(property)), ("at", .string(at.description))]
        if let note { members.append(("note", .string(note))) }
        members.append(("alternatives", .array(alternatives.map(\.json))))
        return .members(members)
    }
}

extension OverrideBranch {
    /// `kind` says what `value` holds: orientations (a list), bool, forwards (the target), or the text as
    /// written for unknownOrientation and unreadable.
    fileprivate var json: JSONValue {
        let (kind, value): (String, JSONValue) =
            switch self.value {
            case .orientations(let names): ("orientations", .array(names.map { .string($0) }))
            case .unknownOrientation(let text): ("unknownOrientation", .string(text))
            case .bool(let flag): ("bool", .bool(flag))
            case .forwards(let target): ("forwards", .string(target))
            case .unreadable(let text): ("unreadable", .string(text))
            }
        return .members([
            ("kind", .string(kind)), ("value", value), ("conditions", .array(conditions.map { .string($0) })), ("at", .string(at.description)),
        ])
    }
}

extension CallSiteModel {
    fileprivate var json: JSONValue {
        var members: [(String, JSONValue)] = [("owner", .string(owner)), ("kind", .string(kind.rawValue)), ("at", .string(at.description))]
        if let controller { members.append(("controller", .string(controller))) }
        if let written { members.append(("written", .string(written))) }
        if let orientation { members.append(("orientation", .string(orientation.name))) }
        if let mainWindow { members.append(("mainWindow", .bool(mainWindow))) }
        return .members(members)
    }
}

extension Transition {
    fileprivate var json: JSONValue {
        var members: [(String, JSONValue)] = [("kind", .string(kind.rawValue)), ("presenter", .string(presenter))]
        if let presented { members.append(("presented", .string(presented))) }
        if let written { members.append(("written", .string(written))) }
        if let style { members.append(("style", style.json(.string(style.value.rawValue)))) }
        members += [("at", .string(at.description)), ("via", .string(via.rawValue))]
        return .members(members)
    }
}
