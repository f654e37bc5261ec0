import Testing

@testable import RotationPolicyHTTP

/// The hand-built access-log message must be byte for byte the line swift-log metadata used to give
/// (fields sorted by key, values as `"\(...)"` spelled them), and the small lookups that replaced
/// allocating ones must answer as before.
@Suite struct AccessLogLineTests {
    /// What `RequestHandler.finish` logged before: message `request`, then the metadata sorted by key.
    static func previousLine(method: String, path: String, status: Int, seconds: Double) -> String {
        let fields = [
            ("http.method", RequestHandler.printable(method)),
            ("http.path", RequestHandler.printable(path)),
            ("http.status", "\(status)"),
            ("duration_ms", "\((seconds * 1e5).rounded() / 100)"),
        ]
        return "request" + fields.sorted { $0.0 < $1.0 }.map { " \($0.0)=\($0.1)" }.joined()
    }

    @Test(arguments: [
        0, 1e-9, 4.9e-6, 5e-6, 1e-5, 1.5e-5, 0.000_049_999, 0.000_05, 0.000_123_4, 0.001, 0.010_01, 0.1, 0.123_456,
        1, 1.000_04, 9.999_996, 100.5, 86_400, 1e9, 1e10 + 0.005, 9.999e9, 1e10, 1e11, 1e12, 1e20, .infinity,
    ])
    func durationIsSpelledAsBefore(_ seconds: Double) {
        let line = AccessLogLine.message(method: "POST", path: "/v1/resolve", status: 200, seconds: seconds)
        #expect(line == Self.previousLine(method: "POST", path: "/v1/resolve", status: 200, seconds: seconds))
    }

    @Test func everyHundredthUpToTwentySecondsIsSpelledAsBefore() {
        var mismatches: [Int] = []
        for hundredths in 0..<2_000_000 {
            let seconds = Double(hundredths) / 100_000
            var bytes: [UInt8] = []
            AccessLogLine.appendMilliseconds(seconds, to: &bytes)
            if String(decoding: bytes, as: UTF8.self) != "\((seconds * 1e5).rounded() / 100)" { mismatches.append(hundredths) }
        }
        #expect(mismatches.isEmpty, "first: \(mismatches.prefix(5))")
    }

    @Test(arguments: [
        ("GET", "/healthz", 200), ("POST", "/v1/resolve", 422), ("BREW", "/a\nINFO fake", 404),
        ("GET", String(repeating: "x", count: 300), 404), ("GET", String(repeating: "é", count: 200), 404),
        ("G\u{7F}T", "/\u{0}", 400), ("", "", 0), ("POST", "/v1/résolve", 999), ("GET", "/", -1),
    ])
    func fieldsAreEscapedAndOrderedAsBefore(_ method: String, _ path: String, _ status: Int) {
        let line = AccessLogLine.message(method: method, path: path, status: status, seconds: 0.000_42)
        #expect(line == Self.previousLine(method: method, path: path, status: status, seconds: 0.000_42))
    }

    @Test func headerLookupComparesNamesAsLowercasedDid() {
        let names = ["Content-Type", "content-type", "CONTENT-TYPE", "Content-Length", "Content-Typ", "", "Ä-x", "ä-X", "\u{212A}ey", "key"]
        for a in names {
            for b in names {
                let expected = a.lowercased() == b.lowercased() ? "1" : nil
                #expect(HTTPHeaders([(a, "1")])[b] == expected, "\(a) vs \(b)")
            }
        }
        // The first field that matches without case wins, even when a later one matches exactly.
        #expect(HTTPHeaders([("content-type", "a"), ("Content-Type", "b")])["Content-Type"] == "a")
        #expect(HTTPHeaders([("Accept", "x"), ("Content-Type", "b")])["content-TYPE"] == "b")
    }

    @Test func ordinalsArePositionsInAllCases() {
        #expect(Route.allCases.map(\.ordinal) == Array(Route.allCases.indices))
        #expect(ResolveOutcome.allCases.map(\.ordinal) == Array(ResolveOutcome.allCases.indices))
    }

    @Test func methodChecksAgreeWithTheAllowList() {
        for route in Route.allCases {
            for method in ["GET", "HEAD", "POST", "PUT", "DELETE", "get", "", "POSTX"] {
                #expect(route.allows(method) == route.allowedMethods.contains(method), "\(route) \(method)")
            }
        }
    }
}
