/// One HTTP request as the router sees it: no C types, no sockets, so routing is testable in-process.
public struct HTTPRequest: Sendable {
    public var method: String
    /// The decoded path without the query string, as libmicrohttpd hands it over.
    public var path: String
    public var headers: HTTPHeaders
    public var body: [UInt8]

    public init(method: String, path: String, headers: HTTPHeaders = HTTPHeaders(), body: [UInt8] = []) {
        self.method = method
        self.path = path
        self.headers = headers
        self.body = body
    }
}
