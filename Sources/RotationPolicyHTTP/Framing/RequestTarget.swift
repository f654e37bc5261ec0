/// The path to route from a request target (RFC 9112 §3.2), as libmicrohttpd hands it over: the query
/// already split off, and no percent-decoding (the server installs an unescape callback that keeps the
/// text as it arrived, see shim.h), so `/v1%2fresolve` is not `/v1/resolve`.
public enum RequestTarget {
    /// The origin-form path of `target`. The absolute form (`http://host:port/healthz`), which a server
    /// must accept (RFC 9112 §3.2.2), becomes its path (`/healthz`); an absolute form with no path is `/`.
    public static func path(_ target: String) -> String {
        guard !target.hasPrefix("/"), let colon = target.firstIndex(of: ":"),
            ["http", "https"].contains(target[..<colon].lowercased()),
            target[colon...].hasPrefix("://")
        else { return target }
        let authority = target.index(colon, offsetBy: 3)
        return target[authority...].firstIndex(of: "/").map { String(target[$0...]) } ?? "/"
    }
}
