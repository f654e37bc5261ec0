/// Why a body is not a JSON document this parser accepts: the JSONPath of the innermost value being read
/// and one sentence. `RotationPolicyWire` turns it into the API's `RequestError` with the same path and
/// words; the CLI adds the file and line.
public struct JSONError: Error, Equatable, Sendable {
    public enum Kind: Sendable {
        /// Not JSON at all: syntax, encoding, trailing bytes.
        case malformed
        /// JSON, but one this parser refuses: a duplicate key, a number too large for a `Double`.
        case invalid
        /// Nesting deeper, or a string longer, than the parser was told to allow.
        case limitExceeded
    }

    public var kind: Kind
    /// JSONPath of the value, e.g. `$.root.children[2]` or `$["1a"]`.
    public var path: String
    public var message: String
    /// Byte offset in the body where the parser stopped, for readers that show lines and columns.
    public var offset: Int?

    public init(_ kind: Kind, path: String, _ message: String, offset: Int? = nil) {
        self.kind = kind
        self.path = path
        self.message = message
        self.offset = offset
    }
}
