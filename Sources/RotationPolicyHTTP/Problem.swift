import RotationPolicy
public import RotationPolicyWire

/// An RFC 9457 problem: every error this service answers is one of these, as `application/problem+json`.
public struct Problem: Equatable, Sendable {
    /// The last part of the `type` URI, `urn:rotation-policy:problem:<slug>`.
    public enum Slug: String, Sendable {
        case malformedJSON = "malformed-json"
        case invalidRequest = "invalid-request"
        case limitExceeded = "limit-exceeded"
        case payloadTooLarge = "payload-too-large"
        case unsupportedMediaType = "unsupported-media-type"
        case notFound = "not-found"
        case methodNotAllowed = "method-not-allowed"
        case notReady = "not-ready"
        case badRequest = "bad-request"
        case notImplemented = "not-implemented"
        case overloaded = "overloaded"
        case tooManyExplores = "too-many-explores"
        case tooManyScans = "too-many-scans"
    }

    public var slug: Slug
    public var title: String
    public var status: Int
    public var detail: String
    public var errors: [RequestError.Field]

    public init(_ slug: Slug, title: String, status: Int, detail: String, errors: [RequestError.Field] = []) {
        self.slug = slug
        self.title = title
        self.status = status
        self.detail = detail
        self.errors = errors
    }

    /// The problem for a request the simulator refused: the wire names its slug (`RequestError.problemSlug`),
    /// this layer its status (`RequestError.Kind.httpStatus`). The CLI's in-process engine answers with
    /// this too, so its bodies are the server's.
    public init(_ error: RequestError) {
        // Every kind's slug is a case here (RouterTests.everyRequestErrorKindIsRenderedAsTheWireRendersIt).
        let slug = Slug(rawValue: error.problemSlug) ?? .invalidRequest
        self.init(slug, title: error.title, status: error.kind.httpStatus, detail: error.detail, errors: error.errors)
    }

    public var type: String { ProblemDocument.typeURI(slug.rawValue) }

    /// The body, rendered by the same code the domain library uses for its own errors.
    public var json: [UInt8] {
        ProblemDocument.render(slug: slug.rawValue, title: title, status: status, detail: detail, errors: errors)
    }

    public func response(extraHeaders: [(String, String)] = []) -> HTTPResponse {
        var headers = HTTPHeaders([("Content-Type", "application/problem+json"), HTTPResponse.nosniff])
        for (name, value) in extraHeaders { headers.append(name: name, value: value) }
        return HTTPResponse(status: status, headers: headers, body: json)
    }
}

extension Problem {
    static func payloadTooLarge(limit: Int) -> Problem {
        Problem(
            .payloadTooLarge, title: "Payload too large", status: 413,
            detail: "The request body is larger than \(limit) bytes.",
            errors: [RequestError.Field(path: "$", message: "the body must be at most \(limit) bytes")])
    }

    static func unsupportedMediaType(_ contentType: String?) -> Problem {
        let given = contentType.map { "'\($0)'" } ?? "no Content-Type"
        return Problem(
            .unsupportedMediaType, title: "Unsupported media type", status: 415,
            detail: "POST /v1/resolve takes application/json; the request has \(given).")
    }

    static func notFound(_ path: String) -> Problem {
        Problem(.notFound, title: "Not found", status: 404, detail: "There is no resource at \(path).")
    }

    static func methodNotAllowed(_ method: String, _ route: Route) -> Problem {
        Problem(
            .methodNotAllowed, title: "Method not allowed", status: 405,
            detail: "\(route.path) does not answer \(method); it answers \(route.allowHeader).")
    }

    static func tooManyExplores(limit: Int) -> Problem {
        Problem(
            .tooManyExplores, title: "Too many explores", status: 429,
            detail:
                "This server runs at most \(limit) explore(s) at once (--max-concurrent-explores), so /v1/resolve keeps its workers; retry after the Retry-After seconds.",
            errors: [RequestError.Field(path: "$", message: "all \(limit) explore place(s) are taken")])
    }

    static func tooManyScans(limit: Int) -> Problem {
        Problem(
            .tooManyScans, title: "Too many scans", status: 429,
            detail:
                "This server runs at most \(limit) scan(s) at once (--max-concurrent-scans), which bounds their memory; retry after the Retry-After seconds.",
            errors: [RequestError.Field(path: "$", message: "all \(limit) scan place(s) are taken")])
    }

    static var notReady: Problem {
        Problem(.notReady, title: "Not ready", status: 503, detail: "The server is shutting down.")
    }

    static var abandoned: Problem {
        Problem(
            .notReady, title: "Not ready", status: 503,
            detail: "The server is shutting down and gave up on this request at the end of its drain; retry elsewhere.")
    }

    /// A request whose head is refused before its body is read (framing, Host, control characters).
    static func badRequest(_ detail: String) -> Problem {
        Problem(.badRequest, title: "Bad request", status: 400, detail: detail)
    }

    static func notImplemented(_ detail: String) -> Problem {
        Problem(.notImplemented, title: "Not implemented", status: 501, detail: detail)
    }

    static func answerTooLarge(bytes: Int, limit: Int) -> Problem {
        Problem(
            .limitExceeded, title: "Limit exceeded", status: 422,
            detail: "The answer would be \(bytes) bytes, more than the limit of \(limit) (--max-answer-bytes); "
                + "send fewer events, or leave options.trace off.",
            errors: [RequestError.Field(path: "$", message: "the answer must be at most \(limit) bytes")])
    }

    static func overloaded(bytes: Int, inFlight: Int, capacity: Int) -> Problem {
        Problem(
            .overloaded, title: "Overloaded", status: 503,
            detail: "An answer of \(bytes) bytes does not fit: answers not yet read by their clients hold \(inFlight) "
                + "of the \(capacity) bytes allowed (--max-answer-bytes-in-flight). Retry later.")
    }

    static var openAPIMissing: Problem {
        Problem(.notFound, title: "Not found", status: 404, detail: "This server was started without openapi.yaml.")
    }
}
