public import RotationPolicyJSON

/// The spec, the request and the model are built as `RotationPolicyJSON` values, members in the order
/// people read them (app, root, explore), and written by its one writer.
extension JSONValue {
    /// An object from `(key, value)` pairs, in order.
    static func members(_ pairs: [(String, JSONValue)]) -> JSONValue {
        .object(JSONObject(pairs.map { JSONObject.Member(key: $0.0, value: $0.1) }))
    }

    static func int(_ value: Int) -> JSONValue { .number(Double(value)) }

    /// The member `key` of an object; nil for anything else.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let object) = self else { return nil }
        return object[key]
    }
}
