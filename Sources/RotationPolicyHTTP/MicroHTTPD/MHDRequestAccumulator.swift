/// Per-request state behind `*con_cls`: created on the first access-handler call (retained into
/// `*con_cls`), filled while the body arrives, released by the completed callback. libmicrohttpd calls a
/// connection's handlers from one thread at a time, so this needs no lock (and is not Sendable).
final class MHDRequestAccumulator {
    let method: String
    let path: String
    let startedAt: ContinuousClock.Instant
    var headers = HTTPHeaders(capacity: 2)
    var body: [UInt8] = []
    /// A response is queued; any further upload data is discarded.
    var answered = false
    /// Body bytes seen after the body crossed the limit (including the dropped buffer); 0 while within.
    var discardedBytes = 0
    /// Body bytes received in all, kept or not: a large body is followed by a heap trim.
    var receivedBytes = 0
    /// The answer holds part of the answer budget, and the connection has the short send timeout.
    var holdsBudget = false
    /// Set while (and after) the request's scan or explore runs on a thread of its own.
    var suspended: MHDSuspendedRequest?

    init(method: String, path: String, startedAt: ContinuousClock.Instant) {
        self.method = method
        self.path = path
        self.startedAt = startedAt
    }

    /// Content-Length if present and a plain decimal; nil for chunked or absent bodies.
    private(set) var declaredLength: Int?

    /// Keeps the request's (first) Content-Length, for the router and as `declaredLength`; parsed here
    /// once rather than looked up again by name.
    func setContentLength(_ value: String) {
        headers.append(name: "Content-Length", value: value)
        guard !value.isEmpty, value.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return }
        declaredLength = Int(value) ?? Int.max  // more digits than Int holds is certainly too long
    }

    var request: HTTPRequest {
        HTTPRequest(method: method, path: path, headers: headers, body: body)
    }
}
