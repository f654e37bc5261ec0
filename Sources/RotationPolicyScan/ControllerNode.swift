import RotationPolicyJSON

/// A controller of the model before it is written out: fields keep whether they are literal, so the
/// request format can leave dynamic values out.
struct ControllerNode: Sendable {
    var id: String
    var fields: [(key: String, value: JSONValue, dynamic: Bool)] = []
    var children: [ControllerNode] = []
    /// Zero or one: what the controller presents (from a `_printHierarchy` dump), with its style.
    var presented: [(style: String, node: ControllerNode)] = []

    func json(includeDynamic: Bool) -> JSONValue {
        var members: [(String, JSONValue)] = [("id", .string(id))]
        for field in fields where includeDynamic || !field.dynamic { members.append((field.key, field.value)) }
        if !children.isEmpty { members.append(("children", .array(children.map { $0.json(includeDynamic: includeDynamic) }))) }
        if let (style, node) = presented.first {
            members.append(("presented", .members([("style", .string(style)), ("controller", node.json(includeDynamic: includeDynamic))])))
        }
        return .members(members)
    }
}

/// A `sources` entry: which fact, where it was read and how.
public struct SourceEntry: Sendable {
    public var fact: String
    public var at: SourceRef?
    public var how: Provenance
    public var detail: String?

    var json: JSONValue {
        var members: [(String, JSONValue)] = [("fact", .string(fact))]
        if let at { members.append(("at", .string(at.description))) }
        members.append(("how", .string(how.rawValue)))
        if let detail { members.append(("detail", .string(detail))) }
        return .members(members)
    }
}

/// An `unresolved` entry: what the scan could not decide, where, and the values it could return.
public struct UnresolvedEntry: Sendable {
    public var what: String
    public var at: SourceRef?
    public var reason: String
    public var candidates: [String] = []

    var json: JSONValue {
        var members: [(String, JSONValue)] = [("what", .string(what))]
        if let at { members.append(("at", .string(at.description))) }
        members.append(("reason", .string(reason)))
        if !candidates.isEmpty { members.append(("candidates", .array(candidates.map { .string($0) }))) }
        return .members(members)
    }

    public var warning: String {
        (at.map { "\($0): " } ?? "") + "\(what): \(reason)" + (candidates.isEmpty ? "" : " (can be \(candidates.joined(separator: ", ")))")
    }
}

extension Literal {
    /// The request's spelling for a property: a mask name or list, an orientation, a boolean.
    func json(for property: String) -> JSONValue? {
        switch self {
        case .bool(let b): return property == OverrideName.autorotate || property == OverrideName.statusBarHidden ? .bool(b) : nil
        case .mask(let m):
            if property == OverrideName.preferred { return m.count == 1 ? .string(m.first!) : nil }
            guard property == OverrideName.mask || property == OverrideName.delegate, !m.isEmpty else { return nil }
            if let name = SourceWords.canonicalMaskName(m) { return .string(name) }
            return .array(SourceWords.orientations.filter(m.contains).map { .string($0) })
        }
    }

    var text: String {
        switch self {
        case .bool(let b): b ? "true" : "false"
        case .mask(let m): SourceWords.canonicalMaskName(m) ?? "[" + SourceWords.orientations.filter(m.contains).joined(separator: ", ") + "]"
        }
    }
}
