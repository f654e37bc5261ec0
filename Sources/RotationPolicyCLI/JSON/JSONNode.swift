/// A JSON document as written: objects keep their member order (and any duplicate keys, so the API
/// can reject them as it would over HTTP) and numbers keep their literal text. The CLI reads specs,
/// requests and answers with it; it never depends on the library's internal JSON types.
public indirect enum JSONNode: Equatable, Sendable {
    case null
    case bool(Bool)
    /// The number's literal, e.g. `8`, `1.5e3`.
    case number(String)
    case string(String)
    case array([JSONNode])
    case object([Member])

    public struct Member: Equatable, Sendable {
        public var key: String
        public var value: JSONNode

        public init(_ key: String, _ value: JSONNode) {
            self.key = key
            self.value = value
        }
    }

    /// The first member named `key`, for objects.
    public subscript(key: String) -> JSONNode? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    public var members: [Member]? {
        if case .object(let members) = self { return members }
        return nil
    }

    public var items: [JSONNode]? {
        if case .array(let items) = self { return items }
        return nil
    }

    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    public var int: Int? {
        if case .number(let text) = self, let value = Double(text), value == value.rounded(), abs(value) < 1e15 {
            return Int(value)
        }
        return nil
    }

    public var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// A copy with `key` set (replacing the first member of that name, else appended).
    public func setting(_ key: String, _ value: JSONNode) -> JSONNode {
        guard case .object(var members) = self else { return self }
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].value = value
        } else {
            members.append(Member(key, value))
        }
        return .object(members)
    }

    /// A copy without members named `key`.
    public func removing(_ key: String) -> JSONNode {
        guard case .object(let members) = self else { return self }
        return .object(members.filter { $0.key != key })
    }

    /// Numbers compare by value (`8` equals `8.0`), everything else structurally.
    public func sameValue(as other: JSONNode) -> Bool {
        switch (self, other) {
        case (.number(let a), .number(let b)): return a == b || (Double(a) != nil && Double(a) == Double(b))
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.sameValue(as: $1) }
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value.sameValue(as: $1.value) }
        default: return self == other
        }
    }
}
