import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One HTTP response as read off the wire.
struct WireResponse {
    var status: Int
    var headers: [(name: String, value: String)]
    var body: [UInt8]

    func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    var bodyText: String { String(decoding: body, as: UTF8.self) }

    /// The body parsed with JSONSerialization, for comparisons that ignore whitespace and key order.
    var json: NSObject? {
        (try? JSONSerialization.jsonObject(with: Data(body), options: [.fragmentsAllowed])) as? NSObject
    }

    /// `type` of a problem+json body.
    var problemType: String? { (json as? [String: Any])?["type"] as? String }
}

/// A blocking TCP client over raw sockets, so tests can send malformed, partial and slow requests.
/// Every read and write has a timeout (SO_RCVTIMEO/SO_SNDTIMEO, `Patience.socketSeconds` unless a test
/// asks for less): a test can fail, never hang.
final class RawHTTPClient {
    enum Failure: Error, CustomStringConvertible {
        case system(String, Int32)
        case closed(partial: String)
        case malformed(String)

        var description: String {
            switch self {
            case .system(let call, let code): "\(call) failed: \(String(cString: strerror(code)))"
            case .closed(let partial): "connection closed before a full response; got: \(partial.prefix(300))"
            case .malformed(let text): "malformed response: \(text.prefix(300))"
            }
        }
    }

    private let fd: Int32
    private var buffer: [UInt8] = []
    private var isClosed = false

    init(port: UInt16, timeoutSeconds: Int = Patience.socketSeconds) throws {
        switch Self.connectLoopback(port: port, timeoutSeconds: timeoutSeconds) {
        case .success(let socket): fd = socket
        case .failure(let failure): throw failure
        }
    }

    /// A TCP connection to 127.0.0.1:`port` with send and receive timeouts: the socket, or which call
    /// failed with which errno (the socket is closed then). Shared by every raw client of the tests.
    static func connectLoopback(port: UInt16, timeoutSeconds: Int) -> Result<Int32, Failure> {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return .failure(.system("socket", errno)) }
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            let code = errno
            Glibc.close(fd)
            return .failure(.system("connect", code))
        }
        return .success(fd)
    }

    deinit { close() }

    func close() {
        guard !isClosed else { return }
        isClosed = true
        Glibc.close(fd)
    }

    func send(_ text: String) throws { try send(Array(text.utf8)) }

    func send(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard written > 0 else { throw Failure.system("send", errno) }
            offset += written
        }
    }

    /// Sends one request: adds Host, and Content-Length when there is a body.
    func sendRequest(
        _ method: String, _ path: String, headers: [(String, String)] = [], body: [UInt8]? = nil
    ) throws {
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if let body { head += "Content-Length: \(body.count)\r\n" }
        head += "\r\n"
        try send(Array(head.utf8) + (body ?? []))
    }

    func request(
        _ method: String, _ path: String, headers: [(String, String)] = [], body: [UInt8]? = nil
    ) throws -> WireResponse {
        try sendRequest(method, path, headers: headers, body: body)
        return try readResponse(isHead: method == "HEAD")
    }

    /// Reads one response. Bodies are framed by Content-Length (what libmicrohttpd sends for buffers),
    /// else by end of stream.
    func readResponse(isHead: Bool = false) throws -> WireResponse {
        var response = try readHead()
        let status = response.status
        if isHead || status == 204 || status == 304 { return response }
        if let length = response.header("Content-Length").flatMap(Int.init) {
            _ = try fill(until: { $0.count >= length ? length : nil })
            response.body = Array(buffer[..<length])
            buffer.removeFirst(length)
        } else {
            response.body = try readToEnd()
        }
        return response
    }

    /// Reads the status line and headers of a response and leaves its body unread (a client that does
    /// not read its answer).
    func readHead() throws -> WireResponse {
        let headEnd = try fill(until: { $0.firstRange(of: Array("\r\n\r\n".utf8))?.upperBound })
        let headText = String(decoding: buffer[..<headEnd], as: UTF8.self)
        buffer.removeFirst(headEnd)
        var lines = headText.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        guard !lines.isEmpty else { throw Failure.malformed(headText) }
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else { throw Failure.malformed(headText) }
        let headers = lines.compactMap { line -> (name: String, value: String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        return WireResponse(status: status, headers: headers, body: [])
    }

    /// True when the server closes the connection within the socket timeout without sending anything.
    func isClosedByPeer() -> Bool {
        var byte: UInt8 = 0
        let count = recv(fd, &byte, 1, 0)
        return count == 0 || (count < 0 && errno == ECONNRESET)
    }

    private func readToEnd() throws -> [UInt8] {
        while try readChunk() {}
        defer { buffer.removeAll() }
        return buffer
    }

    private func fill(until done: ([UInt8]) -> Int?) throws -> Int {
        while true {
            if let index = done(buffer) { return index }
            guard try readChunk() else { throw Failure.closed(partial: String(decoding: buffer, as: UTF8.self)) }
        }
    }

    /// Reads what is available; false at end of stream. A timeout throws.
    private func readChunk() throws -> Bool {
        var chunk = [UInt8](repeating: 0, count: 16_384)
        let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        if count < 0 { throw Failure.system("recv", errno) }
        if count == 0 { return false }
        buffer.append(contentsOf: chunk[..<count])
        return true
    }
}

extension RawHTTPClient {
    /// One request on a fresh connection.
    static func request(
        port: UInt16, _ method: String, _ path: String, headers: [(String, String)] = [], body: [UInt8]? = nil
    ) throws -> WireResponse {
        let client = try RawHTTPClient(port: port)
        defer { client.close() }
        return try client.request(method, path, headers: headers, body: body)
    }

    static let json = [("Content-Type", "application/json")]
}

/// Runs `body` on `count` real threads (not the 2-thread cooperative pool) and waits for all of them.
func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let group = DispatchGroup()
        for index in 0..<count {
            group.enter()
            Thread {
                body(index)
                group.leave()
            }.start()
        }
        group.notify(queue: .global()) { continuation.resume() }
    }
}
