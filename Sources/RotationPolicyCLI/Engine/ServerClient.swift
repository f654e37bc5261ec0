import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `--server URL`: POSTs the request body to a running RotationPolicy service with URLSession, which
/// ships with the toolchain. The answer is read as it arrives and stops at `maxAnswerBytes`; `timeout`
/// bounds the whole exchange; redirects are reported, never followed. These failures are exit code 3;
/// answers are passed through untouched.
public struct ServerClient: Sendable {
    /// 32 MiB: twice the server's default `--max-answer-bytes` (16 MiB), so any answer a default server
    /// sends fits, while a hostile or broken one cannot grow the CLI past about this plus 40 MB.
    public static let defaultMaxAnswerBytes = 32 << 20
    /// A day: longer has no use, and it keeps the deadline arithmetic far from overflow.
    public static let maxTimeout: TimeInterval = 86_400

    public let base: URL
    public let timeout: TimeInterval
    public let maxAnswerBytes: Int

    public init(_ text: String, timeout: TimeInterval, maxAnswerBytes: Int = defaultMaxAnswerBytes) throws(CLIError) {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            url.host != nil
        else {
            throw CLIError.usage(
                "--server must be an http:// or https:// URL such as http://127.0.0.1:8080, got '\(DisplayURL.redacted(text))'")
        }
        guard timeout > 0, timeout <= Self.maxTimeout else {
            throw CLIError.usage("--timeout must be more than 0 and at most \(Int(Self.maxTimeout)) seconds")
        }
        guard (1024...(1 << 32)).contains(maxAnswerBytes) else {
            throw CLIError.usage("--max-answer-bytes must be between 1024 and \(1 << 32)")
        }
        self.base = url
        self.timeout = timeout
        self.maxAnswerBytes = maxAnswerBytes
    }

    func post(_ route: String, _ body: [UInt8]) throws(CLIError) -> Engine.Outcome {
        var path = base.path
        while path.hasSuffix("/") { path.removeLast() }
        let shownBase = DisplayURL.redacted(base.absoluteString)
        guard var components = URLComponents(url: base, resolvingAgainstBaseURL: false) else {
            throw CLIError.usage("--server: cannot use '\(shownBase)' as a base URL")
        }
        components.path = path + route
        guard let url = components.url else { throw CLIError.usage("--server: cannot build a URL from '\(shownBase)'") }
        let shown = DisplayURL.redacted(url.absoluteString)
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("application/json, application/problem+json", forHTTPHeaderField: "Accept")
        request.httpBody = Data(body)

        let exchange = ServerExchange(maxBytes: maxAnswerBytes)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        let session = URLSession(configuration: configuration, delegate: exchange, delegateQueue: nil)
        let task = session.dataTask(with: request)
        task.resume()
        // URLSession's own timeouts restart with every byte (a body that trickles forever never ends);
        // this deadline covers connect, send and the whole answer.
        let finished = exchange.wait(seconds: timeout)
        if !finished { task.cancel() }
        session.finishTasksAndInvalidate()

        switch exchange.result {
        case .answer(let response, let bytes):
            if response.statusCode == 200 { return .answer(bytes) }
            if (300..<400).contains(response.statusCode) { throw Self.redirect(response, from: url, shown: shown) }
            return .problem(status: response.statusCode, body: bytes)
        case .redirect(let response):
            throw Self.redirect(response, from: url, shown: shown)
        case .tooLarge(let received):
            throw CLIError.unreachable(
                "\(shown): the answer is larger than --max-answer-bytes \(maxAnswerBytes) (stopped after \(received) bytes)")
        case .failed(let error):
            throw CLIError.unreachable("cannot reach \(shown): \(DisplayURL.redacted(error.localizedDescription))")
        case nil:
            let received = exchange.received
            throw CLIError.unreachable(
                "\(shown): no complete answer within --timeout \(Self.seconds(timeout)) s"
                    + (received > 0 ? " (\(received) bytes received)" : ""))
        }
    }

    /// A 3xx names the status and only the host it points to: the Location may carry credentials or tokens.
    static func redirect(_ response: HTTPURLResponse, from url: URL, shown: String) -> CLIError {
        let location = response.value(forHTTPHeaderField: "Location").flatMap { URL(string: $0, relativeTo: url) }
        var target = "no Location"
        if let location, let host = location.host { target = "to host " + host + (location.port.map { ":\($0)" } ?? "") }
        return .unreachable(
            "\(shown): the server answered HTTP \(response.statusCode), a redirect \(target); --server does not follow "
                + "redirects: give the service's own URL")
    }

    static func seconds(_ value: TimeInterval) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
