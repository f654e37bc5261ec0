import RotationPolicy

/// One HTTP response as a value. For `HEAD` the router returns the `GET` body unchanged: the transport
/// sends its `Content-Length` and drops the bytes (libmicrohttpd does this for HEAD requests).
public struct HTTPResponse: Equatable, Sendable {
    public var status: Int
    public var headers: HTTPHeaders
    public var body: [UInt8]

    public init(status: Int, headers: HTTPHeaders = HTTPHeaders(), body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    public static func json(_ status: Int = 200, _ body: [UInt8]) -> HTTPResponse {
        HTTPResponse(status: status, headers: jsonHeaders, body: body)
    }

    /// Built once: every answer shares its storage (copied on write) instead of building two arrays.
    /// `nosniff` on every response: a browser must never guess another type than the one declared.
    private static let jsonHeaders = HTTPHeaders([("Content-Type", "application/json"), nosniff])

    static let nosniff = ("X-Content-Type-Options", "nosniff")

    /// `{"status": <text>}`, the body of the health endpoints.
    static func status(_ text: String) -> HTTPResponse {
        var writer = JSONWriter(reservingCapacity: 32)
        writer.beginObject()
        writer.key("status")
        writer.string(text)
        writer.endObject()
        return .json(200, writer.bytes)
    }
}
