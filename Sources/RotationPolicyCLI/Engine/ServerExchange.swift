import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One `--server` exchange as URLSession's delegate: the body is counted as it arrives and the task
/// cancelled at the byte cap, and a redirect ends the exchange instead of being followed.
final class ServerExchange: NSObject, URLSessionDataDelegate, Sendable {
    enum Result: Sendable {
        case answer(HTTPURLResponse, [UInt8])
        case redirect(HTTPURLResponse)
        case tooLarge(received: Int)
        case failed(any Error)
    }

    private struct State {
        var response: HTTPURLResponse?
        var bytes: [UInt8] = []
        var received = 0
        /// Set once: the first outcome wins (a cancelled task still reports an error afterwards).
        var result: Result?
    }

    private let maxBytes: Int
    private let state = Mutex(State())
    private let done = DispatchSemaphore(value: 0)

    init(maxBytes: Int) {
        self.maxBytes = maxBytes
    }

    /// True when the exchange ended within `seconds`.
    func wait(seconds: TimeInterval) -> Bool {
        done.wait(timeout: .now() + seconds) == .success
    }

    var result: Result? { state.withLock { $0.result } }
    var received: Int { state.withLock { $0.received } }

    /// Ends the exchange with `result` unless it has already ended.
    private func finish(_ result: Result) {
        let first = state.withLock { state -> Bool in
            guard state.result == nil else { return false }
            state.result = result
            state.bytes = []
            return true
        }
        if first { done.signal() }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        // nil: not followed. URLSession then ends the task with this response (cancelling here first
        // traps in FoundationNetworking).
        completionHandler(nil)
        finish(.redirect(response))
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        // A declared length over the cap is refused before a byte of it is read.
        if response.expectedContentLength > maxBytes {
            finish(.tooLarge(received: 0))
            completionHandler(.cancel)
            return
        }
        state.withLock { $0.response = response as? HTTPURLResponse }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let over = state.withLock { state -> Int? in
            guard state.result == nil else { return nil }
            state.received += data.count
            guard state.received <= maxBytes else { return state.received }
            state.bytes.append(contentsOf: data)
            return nil
        }
        if let over {
            finish(.tooLarge(received: over))
            dataTask.cancel()
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        if let error {
            finish(.failed(error))
            return
        }
        let (response, bytes) = state.withLock { ($0.response, $0.bytes) }
        guard let response else {
            finish(.failed(NoHTTPAnswer()))
            return
        }
        finish(.answer(response, bytes))
    }

    struct NoHTTPAnswer: Error, LocalizedError {
        var errorDescription: String? { "no HTTP answer" }
    }
}
