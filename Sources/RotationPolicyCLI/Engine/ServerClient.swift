import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `--server URL`: POSTs the request body to a running RotationPolicy service with URLSession, which
/// ships with the toolchain. Connection failures are exit code 3; answers are passed through untouched.
public struct ServerClient: Sendable {
    public let base: URL
    public let timeout: TimeInterval

    public init(_ text: String, timeout: TimeInterval) throws(CLIError) {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            url.host != nil
        else {
            throw CLIError.usage("--server must be an http:// or https:// URL such as http://127.0.0.1:8080, got '\(text)'")
        }
        self.base = url
        self.timeout = timeout
    }

    func post(_ route: String, _ body: [UInt8]) throws(CLIError) -> Engine.Outcome {
        var path = base.path
        while path.hasSuffix("/") { path.removeLast() }
        guard var components = URLComponents(url: base, resolvingAgainstBaseURL: false) else {
            throw CLIError.usage("--server: cannot use '\(base)' as a base URL")
        }
        components.path = path + route
        guard let url = components.url else { throw CLIError.usage("--server: cannot build a URL from '\(base)'") }
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("application/json, application/problem+json", forHTTPHeaderField: "Accept")
        request.httpBody = Data(body)

        // The CLI is synchronous; wait for the one task on a semaphore.
        let done = DispatchSemaphore(value: 0)
        let box = Mutex<(Data?, URLResponse?, (any Error)?)>((nil, nil, nil))
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        let session = URLSession(configuration: configuration)
        let task = session.dataTask(with: request) { data, response, error in
            box.withLock { $0 = (data, response, error) }
            done.signal()
        }
        task.resume()
        done.wait()
        session.finishTasksAndInvalidate()
        let (data, response, error) = box.withLock { $0 }

        if let error {
            throw CLIError.unreachable("cannot reach \(url.absoluteString): \(error.localizedDescription)")
        }
        guard let http = response as? HTTPURLResponse else {
            throw CLIError.unreachable("no HTTP answer from \(url.absoluteString)")
        }
        let bytes = [UInt8](data ?? Data())
        if http.statusCode == 200 { return .answer(bytes) }
        return .problem(status: http.statusCode, body: bytes)
    }
}
