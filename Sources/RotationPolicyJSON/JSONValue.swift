/// A parsed JSON document. Objects keep their members in document order (Info.plist arrays and error
/// paths depend on order) and never hold the same key bytes twice: the parser rejects duplicates
/// byte for byte (so "é" and "e\u0301" are two keys, though Swift compares them equal).
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)
}

/// JSON object members in document order. Objects in requests are small, so lookup is a linear scan.
public struct JSONObject: Equatable, Sendable {
    public struct Member: Equatable, Sendable {
        public var key: String
        public var value: JSONValue
        public init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    public var members: [Member]

    public init(_ members: [Member] = []) {
        self.members = members
    }

    public subscript(key: String) -> JSONValue? {
        for member in members where member.key == key { return member.value }
        return nil
    }
}
