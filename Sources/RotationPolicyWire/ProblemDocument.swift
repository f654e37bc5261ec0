import RotationPolicy
import RotationPolicyJSON

/// RFC 9457 problem details, the body of every error response. Lives here so the HTTP layer and the
/// tests render a `RequestError` the same way.
public enum ProblemDocument {
    /// `type` URIs are URNs: stable names that do not pretend to be fetchable pages.
    public static func typeURI(_ slug: String) -> String { "urn:rotation-policy:problem:" + slug }

    public static func render(
        slug: String, title: String, status: Int, detail: String, errors: [RequestError.Field]
    ) -> [UInt8] {
        var writer = JSONWriter(reservingCapacity: 256)
        writer.beginObject()
        writer.key("type")
        writer.string(typeURI(slug))
        writer.key("title")
        writer.string(title)
        writer.key("status")
        writer.int(status)
        writer.key("detail")
        writer.string(detail)
        writer.key("errors")
        writer.beginArray()
        for error in errors {
            writer.beginObject()
            writer.key("path")
            writer.string(error.path)
            writer.key("message")
            writer.string(error.message)
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
        return ResponseEncoder.withNewline(&writer)
    }
}

extension RequestError {
    /// malformed-json, invalid-request or limit-exceeded.
    public var problemSlug: String {
        switch kind {
        case .malformedJSON: "malformed-json"
        case .invalidRequest: "invalid-request"
        case .limitExceeded: "limit-exceeded"
        }
    }

    /// The problem+json body for this error, answered with `status` (the HTTP layer's
    /// `RequestError.Kind.httpStatus`: the status is the transport's, not the wire's).
    public func problemJSON(status: Int) -> [UInt8] {
        ProblemDocument.render(slug: problemSlug, title: title, status: status, detail: detail, errors: errors)
    }
}
