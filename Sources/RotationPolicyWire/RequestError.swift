import RotationPolicy
import RotationPolicyJSON

/// Why a request could not be simulated. Every error names the JSON path that is wrong and has a kind;
/// the transport decides what a kind means to it: the HTTP layer maps kinds to statuses
/// (`RequestError.Kind.httpStatus`), as the CLI maps the answers to exit codes. The title and the slug
/// (`problemSlug`) are wording, so they stay here beside the other words of the wire.
public struct RequestError: Error, Equatable, Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        /// Not JSON at all (syntax, encoding, trailing bytes).
        case malformedJSON
        /// JSON that does not fit the contract: wrong type, unknown key or enum value, unknown or duplicate id.
        case invalidRequest
        /// Valid JSON that crosses a documented limit (depth, counts, string length).
        case limitExceeded
    }

    /// One wrong place in the request.
    public struct Field: Equatable, Sendable {
        /// JSONPath of the offending value, e.g. `$.root.children[2].supportedOrientations`.
        public var path: String
        public var message: String

        public init(path: String, message: String) {
            self.path = path
            self.message = message
        }
    }

    public var kind: Kind
    /// Every validation error of the request, in document order, at most `maxListedErrors`.
    public var errors: [Field]

    /// A request with more validation errors lists the first 20 (README "Errors", openapi.yaml).
    public static let maxListedErrors = 20

    public init(_ kind: Kind, path: String, _ message: String) {
        self.kind = kind
        self.errors = [Field(path: path, message: message)]
    }

    public init(_ kind: Kind, errors: [Field]) {
        self.kind = kind
        self.errors = errors
    }

    /// Short, stable problem title; `type` URIs are derived from it by the HTTP layer.
    public var title: String {
        switch kind {
        case .malformedJSON: "Malformed JSON"
        case .invalidRequest: "Invalid request"
        case .limitExceeded: "Limit exceeded"
        }
    }

    /// One human sentence that repeats the first error, for clients that read only `detail`, and says
    /// how many more `errors` lists.
    public var detail: String {
        guard let first = errors.first else { return title }
        let more =
            switch errors.count {
            case 1: ""
            case 2: " (and 1 more error)"
            case Self.maxListedErrors: " (and \(errors.count - 1) more errors; at most \(Self.maxListedErrors) are listed)"
            default: " (and \(errors.count - 1) more errors)"
            }
        return "\(first.path): \(first.message)\(more)"
    }
}
