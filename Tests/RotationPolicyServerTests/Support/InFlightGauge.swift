import Foundation

/// The `rotation_policy_http_requests_in_flight` gauge (or another gauge, by name) as the server tests
/// read it from `/metrics`. Every scrape is itself a request in flight while it renders, so a quiet
/// server reads 1.
enum InFlightGauge {
    static let requests = "rotation_policy_http_requests_in_flight"
    /// Explores holding a place of `--max-concurrent-explores`.
    static let explores = "rotation_policy_explores_in_flight"

    /// The gauge's value in a `/metrics` body; nil when the line is missing or not an integer.
    static func value(in metrics: String, gauge: String = requests) -> Int? {
        let prefix = gauge + " "
        return metrics.split(separator: "\n").first { $0.hasPrefix(prefix) }.flatMap { Int($0.dropFirst(prefix.count)) }
    }

    /// Scrapes until `done` accepts the value or `Patience.boundSeconds` pass; returns the last value
    /// read. libmicrohttpd reports a request complete a moment after its client has read the response,
    /// and takes a request in a moment after its headers were sent: a single scrape would race both,
    /// and "a moment" is long on a loaded machine.
    static func poll(
        intervalMicroseconds: UInt32 = 20_000, gauge: String = requests,
        scrape: () throws -> WireResponse, until done: (Int?) -> Bool
    ) throws -> Int? {
        let deadline = Date().addingTimeInterval(Patience.boundSeconds)
        var last = value(in: try scrape().bodyText, gauge: gauge)
        while !done(last), Date() < deadline {
            usleep(intervalMicroseconds)
            last = value(in: try scrape().bodyText, gauge: gauge)
        }
        return last
    }

    /// The gauge once every earlier request has completed: only the scrape itself is in flight.
    static func settled(port: UInt16) throws -> Int? {
        try poll(scrape: { try RawHTTPClient.request(port: port, "GET", "/metrics") }, until: { $0 == 1 })
    }
}
