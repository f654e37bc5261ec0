public import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `--server URL`: POSTs the request body to a running RotationPolicy service: `http://` with the CLI's
/// own HTTP/1.1 reader on a socket, `https://` with URLSession (TLS ships with the toolchain). The answer
/// is read as it arrives and stops at `maxAnswerBytes`; `timeout` bounds the whole exchange; redirects
/// are reported, never followed. These failures are exit code 3; answers are passed through untouched.
public struct ServerClient: Sendable {
    /// 32 MiB: twice the server's default `--max-answer-bytes` (16 MiB), so any answer a default server
    /// sends fits, while a hostile or broken one cannot grow the CLI past its baseline plus about this.
    public static let defaultMaxAnswerBytes = 32 << 20
    /// A day: longer has no use, and it keeps the deadline arithmetic far from overflow.
    public static let maxTimeout: TimeInterval = 86_400

    public let base: URL
    public let timeout: TimeInterval
    public let maxAnswerBytes: Int
    /// URLSession for `http://` too: only the tests set it, to check the `https://` path on a loopback server.
    var alwaysURLSession = false

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
        let deadline = Date().addingTimeInterval(timeout)
        if url.scheme?.lowercased() == "http", !alwaysURLSession { return try plain(url, body, shown: shown, deadline: deadline) }

        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.httpMethod = "POST"
        for (name, value) in Self.headers { request.setValue(value, forHTTPHeaderField: name) }
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
        if !finished {
            // Our cancel makes URLSession report "cancelled", perhaps before the result is read: the deadline
            // is what ended the exchange, so that is what the message says.
            task.cancel()
            session.invalidateAndCancel()
            throw timedOut(shown, exchange.received)
        }
        session.finishTasksAndInvalidate()

        switch exchange.result {
        case .answer(let response, let bytes):
            if response.statusCode == 200 { return .answer(bytes) }
            if (300..<400).contains(response.statusCode) {
                throw Self.redirect(response.statusCode, response.value(forHTTPHeaderField: "Location"), from: url, shown: shown)
            }
            return .problem(status: response.statusCode, body: bytes)
        case .redirect(let response):
            throw Self.redirect(response.statusCode, response.value(forHTTPHeaderField: "Location"), from: url, shown: shown)
        case .tooLarge(let received):
            throw tooLarge(shown, received)
        case .failed(let error) where (error as? URLError)?.code == .timedOut:
            throw timedOut(shown, exchange.received)  // URLSession's own idle timeout came first
        case .failed(let error):
            throw CLIError.unreachable("cannot reach \(shown): \(DisplayURL.redacted(error.localizedDescription))")
        case nil:
            throw timedOut(shown, exchange.received)
        }
    }

    static let headers = [
        ("Content-Type", "application/json"), ("Accept", "application/json, application/problem+json"),
    ]

    /// `http://`: the CLI's own HTTP/1.1 reader (`PlainHTTPExchange`), which stops reading at the cap.
    private func plain(_ url: URL, _ body: [UInt8], shown: String, deadline: Date) throws(CLIError) -> Engine.Outcome {
        var headers = Self.headers
        // As URLSession did: credentials in the URL are sent as Basic authentication (and never printed).
        if let components = URLComponents(url: url, resolvingAgainstBaseURL: false), let user = components.user {
            let pair = user + ":" + (components.password ?? "")
            headers.append(("Authorization", "Basic " + Data(pair.utf8).base64EncodedString()))
        }
        let exchange = PlainHTTPExchange(url: url, body: body, headers: headers, maxBytes: maxAnswerBytes, deadline: deadline)
        let response: PlainHTTPExchange.Response
        do {
            response = try exchange.run()
        } catch {
            switch error {
            case .unreachable(let text): throw CLIError.unreachable("cannot reach \(shown): \(DisplayURL.redacted(text))")
            case .timedOut(let received): throw timedOut(shown, received)
            case .tooLarge(let received): throw tooLarge(shown, received)
            case .malformed(let text): throw CLIError.unreachable("\(shown): not a usable HTTP answer: \(text)")
            }
        }
        if response.status == 200 { return .answer(response.body) }
        if (300..<400).contains(response.status) {
            throw Self.redirect(response.status, response.header("Location"), from: url, shown: shown)
        }
        return .problem(status: response.status, body: response.body)
    }

    private func tooLarge(_ shown: String, _ received: Int) -> CLIError {
        .unreachable("\(shown): the answer is larger than --max-answer-bytes \(maxAnswerBytes) (stopped after \(received) bytes)")
    }

    private func timedOut(_ shown: String, _ received: Int) -> CLIError {
        .unreachable(
            "\(shown): no complete answer within --timeout \(Self.seconds(timeout)) s" + (received > 0 ? " (\(received) bytes received)" : ""))
    }

    /// A 3xx names the status and only the host it points to: the Location may carry credentials or tokens.
    static func redirect(_ status: Int, _ locationText: String?, from url: URL, shown: String) -> CLIError {
        let location = locationText.flatMap { URL(string: $0, relativeTo: url) }
        var target = "no Location"
        if let location, let host = location.host { target = "to host " + host + (location.port.map { ":\($0)" } ?? "") }
        return .unreachable(
            "\(shown): the server answered HTTP \(status), a redirect \(target); --server does not follow "
                + "redirects: give the service's own URL")
    }

    static func seconds(_ value: TimeInterval) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
