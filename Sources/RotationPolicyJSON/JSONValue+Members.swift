/// Documents the tools write (the scan's spec and model, the CLI's reports) are built as values, members
/// in the order people read them, and written by the one writer.
extension JSONValue {
    /// An object from `(key, value)` pairs, in order.
    public static func members(_ pairs: [(String, JSONValue)]) -> JSONValue {
        .object(JSONObject(pairs.map { JSONObject.Member(key: $0.0, value: $0.1) }))
    }

    public static func int(_ value: Int) -> JSONValue { .number(Double(value)) }

    /// The member `key` of an object; nil for anything else.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let object) = self else { return nil }
        return object[key]
    }
}
