import Foundation
import Synchronization

/// A hostile HTTP server on a free loopback port: it reads each request, then `answer` writes whatever
/// it likes to the socket (an endless body, a trickle, a redirect). Counts connections; `stop()` in a
/// `defer`.
final class FakeHTTPServer: Sendable {
    let port: UInt16
    private let listener: Int32
    private let accepted = Count()
    var url: String { "http://127.0.0.1:\(port)" }
    var connections: Int { accepted.value.withLock { $0 } }

    private final class Count: Sendable {
        let value = Mutex(0)
    }

    struct Failed: Error, CustomStringConvertible {
        var description: String
    }

    init(answer: @escaping @Sendable (_ socket: Int32) -> Void) throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failed(description: "socket: errno \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(fd, pointer, length) == 0 && listen(fd, 16) == 0 && getsockname(fd, pointer, &length) == 0
            }
        }
        guard bound else {
            close(fd)
            throw Failed(description: "bind/listen: errno \(errno)")
        }
        listener = fd
        port = UInt16(bigEndian: address.sin_port)
        let counter = accepted
        Thread {
            while true {
                let connection = accept(fd, nil, nil)
                guard connection >= 0 else { return }
                counter.value.withLock { $0 += 1 }
                Thread {
                    Self.readRequest(connection)
                    answer(connection)
                    close(connection)
                }.start()
            }
        }.start()
    }

    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    /// Sends all of `text`; false once the client has gone (no SIGPIPE: MSG_NOSIGNAL).
    @discardableResult
    static func send(_ socket: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if sent <= 0 { return false }
            offset += sent
        }
        return true
    }

    static func send(_ socket: Int32, _ text: String) -> Bool { send(socket, Array(text.utf8)) }

    /// The head and a Content-Length body, so closing afterwards does not reset the connection early.
    private static func readRequest(_ socket: Int32) {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var headEnd: Int?
        var bodyLength = 0
        while true {
            if let end = headEnd, received.count >= end + bodyLength { return }
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count <= 0 { return }
            received += buffer[0..<count]
            if headEnd == nil, let range = received.firstRange(of: Array("\r\n\r\n".utf8)) {
                headEnd = range.upperBound
                let head = String(decoding: received[..<range.lowerBound], as: UTF8.self).lowercased()
                if let line = head.split(separator: "\r\n").first(where: { $0.hasPrefix("content-length:") }) {
                    bodyLength = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) ?? 0
                }
            }
        }
    }
}
