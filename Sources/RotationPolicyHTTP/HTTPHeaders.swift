/// Header fields in arrival order. Names compare case-insensitively (RFC 9110 §5.1); requests carry a
/// handful of headers, so lookup is a linear scan over lowercased names.
public struct HTTPHeaders: Equatable, Sendable, Sequence {
    public struct Field: Equatable, Sendable {
        public var name: String
        public var value: String
    }

    private var fields: [Field] = []

    public init() {}

    public init(_ pairs: [(String, String)]) {
        for (name, value) in pairs { append(name: name, value: value) }
    }

    /// Room for `count` fields without growing (the transport keeps two).
    init(capacity count: Int) {
        fields.reserveCapacity(count)
    }

    public mutating func append(name: String, value: String) {
        fields.append(Field(name: name, value: value))
    }

    /// The first value of the named field, or nil.
    /// An exact match is checked first, and lower-cased text built only when it fails: the server
    /// stores and looks up the same spelling, so its lookups build no strings.
    public subscript(name: String) -> String? {
        var wanted: String?
        for field in fields {
            if field.name == name { return field.value }
            if wanted == nil { wanted = name.lowercased() }
            if field.name.lowercased() == wanted { return field.value }
        }
        return nil
    }

    public func makeIterator() -> IndexingIterator<[Field]> { fields.makeIterator() }
}
