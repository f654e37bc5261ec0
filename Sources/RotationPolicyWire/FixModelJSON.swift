import RotationPolicy
import RotationPolicyJSON

/// A fix's `model` member: what the fix amounts to in the request's own terms, so a user can apply it
/// to the witness and post that to `/v1/resolve` (overrides as an `update` event's `set`, the app's
/// mask as `app`, and the app calls inserted before or after `witness.events[at]`).
enum FixModelJSON {
    static func json(_ candidate: FixCandidate, request: ResolveRequest) -> JSONValue? {
        let change = candidate.change
        guard !change.isEmpty else { return nil }
        var members: [JSONObject.Member] = []
        func name(_ ref: ControllerID) -> JSONValue { .string(request.controllers.name(ref)) }
        if !change.overrides.isEmpty {
            members.append(
                .init(
                    key: "overrides",
                    value: .array(
                        change.overrides.map {
                            .object(JSONObject([.init(key: "controller", value: name($0.controller)), .init(key: "set", value: patch($0.patch))]))
                        })))
        }
        if let mask = change.appMask {
            let key = request.app.delegateOrientations != nil ? "delegateOrientations" : "supportedOrientations"
            members.append(.init(key: "app", value: .object(JSONObject([.init(key: key, value: MaskJSON.named(mask))]))))
        }
        if let style = change.restyled?.style, let at = candidate.at {
            // The witness's present event at `at`, made in another style.
            members.append(.init(key: "at", value: .number(Double(at))))
            members.append(.init(key: "style", value: .string(style.rawValue)))
        }
        if let splice = change.splice {
            if let at = candidate.at { members.append(.init(key: "at", value: .number(Double(at)))) }
            if !splice.before.isEmpty { members.append(.init(key: "before", value: .array(splice.before.map { event($0, name) }))) }
            if !splice.after.isEmpty { members.append(.init(key: "after", value: .array(splice.after.map { event($0, name) }))) }
            if let only = splice.onlyWhileDeciding { members.append(.init(key: "onlyWhileDeciding", value: name(only))) }
            if let hook = splice.onAppearOf { members.append(.init(key: "onAppearOf", value: name(hook))) }
        }
        return .object(JSONObject(members))
    }

    static func patch(_ patch: OverridePatch) -> JSONValue {
        var members: [JSONObject.Member] = []
        if case .set(let mask) = patch.supportedOrientations { members.append(.init(key: "supportedOrientations", value: MaskJSON.named(mask))) }
        if case .set(let orientation) = patch.preferredOrientationForPresentation {
            members.append(.init(key: "preferredOrientationForPresentation", value: .string(orientation.name)))
        }
        if case .set(let forwarding) = patch.forwarding { members.append(.init(key: "forwarding", value: .string(forwarding.rawValue))) }
        return .object(JSONObject(members))
    }

    /// The events a fix inserts, as the contract spells them.
    static func event(_ event: Event, _ name: (ControllerID) -> JSONValue) -> JSONValue {
        var members: [JSONObject.Member] = [.init(key: "type", value: .string(RequestDecoder.typeName(event)))]
        switch event {
        case .deviceOrientationSet(let orientation): members.append(.init(key: "orientation", value: .string(orientation.name)))
        case .supportedOrientationsInvalidated(let controller?): members.append(.init(key: "controller", value: name(controller)))
        case .geometryUpdateRequested(let mask): members.append(.init(key: "orientations", value: MaskJSON.named(mask)))
        case .overridesChanged(let controller, let patch):
            members.append(.init(key: "controller", value: name(controller)))
            members.append(.init(key: "set", value: self.patch(patch)))
        case .crossPlatform(.flutterSetPreferredOrientations(let mask, _)):
            let names = RequestDecoder.flutterOrientationNames.filter { mask.contains($0.1.orientations[0]) }.map { JSONValue.string($0.0) }
            members.append(.init(key: "orientations", value: .array(names)))
        case .crossPlatform(.expoLockAsync(let lock)): members.append(.init(key: "orientationLock", value: .string(lock.rawValue)))
        default: break
        }
        return .object(JSONObject(members))
    }
}
