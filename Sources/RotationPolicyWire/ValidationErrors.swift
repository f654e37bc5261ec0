import RotationPolicy
import RotationPolicyJSON

/// Every validation error of one request, in document order, up to `RequestError.maxListedErrors`.
/// The decoder records an error and goes on with the next field, event or controller, so one answer
/// lists them all. Nothing is allocated until the first error: valid requests pay nothing.
struct ValidationErrors {
    private(set) var fields: [RequestError.Field] = []

    var isEmpty: Bool { fields.isEmpty }

    /// Records `error`. A limit error (422) ends decoding at once, as does reaching the cap; the error
    /// then thrown passes through every enclosing `record` unchanged.
    mutating func record(_ error: RequestError) throws(RequestError) {
        guard error.kind == .invalidRequest, fields.count < RequestError.maxListedErrors else { throw error }
        fields.append(contentsOf: error.errors.prefix(RequestError.maxListedErrors - fields.count))
        if fields.count >= RequestError.maxListedErrors { throw combined }
    }

    /// All recorded errors as one 400.
    var combined: RequestError { RequestError(.invalidRequest, errors: fields) }
}
