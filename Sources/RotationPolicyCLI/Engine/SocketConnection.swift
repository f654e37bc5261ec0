import Foundation

/// A TCP connection whose every wait (connect, send, receive) ends at one deadline: `poll` with the time
/// left, so a silent or trickling peer costs no CPU while it waits and cannot outlast `--timeout`.
/// Name resolution (getaddrinfo) is the one step that has no deadline of its own.
final class SocketConnection {
    enum Failure: Error {
        case unreachable(String)
        case timedOut
    }

    private let fd: Int32
    private let deadline: Date

    init(host: String, port: Int, deadline: Date) throws(Failure) {
        self.deadline = deadline
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        let resolved = getaddrinfo(host, String(port), &hints, &list)
        guard resolved == 0, let list else {
            throw .unreachable("cannot resolve \(host): \(String(cString: gai_strerror(resolved)))")
        }
        defer { freeaddrinfo(list) }
        var problem = "no address for \(host)"
        var entry: UnsafeMutablePointer<addrinfo>? = list
        while let info = entry?.pointee {
            entry = info.ai_next
            let fd = socket(info.ai_family, info.ai_socktype, info.ai_protocol)
            guard fd >= 0 else { continue }
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            do throws(Failure) {
                if Glibc.connect(fd, info.ai_addr, info.ai_addrlen) != 0 {
                    guard errno == EINPROGRESS else { throw .unreachable(String(cString: strerror(errno))) }
                    try Self.wait(fd, for: Int16(POLLOUT), until: deadline)
                    var error: Int32 = 0
                    var length = socklen_t(MemoryLayout<Int32>.size)
                    getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &length)
                    guard error == 0 else { throw .unreachable(String(cString: strerror(error))) }
                }
                self.fd = fd
                return
            } catch {
                close(fd)
                if case .timedOut = error { throw error }
                if case .unreachable(let text) = error { problem = text }
            }
        }
        throw .unreachable(problem)
    }

    deinit { close(fd) }

    func send(_ bytes: [UInt8]) throws(Failure) {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if sent > 0 {
                offset += sent
            } else if sent < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR {
                try Self.wait(fd, for: Int16(POLLOUT), until: deadline)
            } else {
                throw .unreachable("the connection closed while sending: \(String(cString: strerror(errno)))")
            }
        }
    }

    /// Up to `buffer.count` bytes; 0 at the end of the stream.
    func receive(into buffer: inout [UInt8]) throws(Failure) -> Int {
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count >= 0 { return count }
            guard errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR else {
                throw .unreachable("the connection failed while reading: \(String(cString: strerror(errno)))")
            }
            try Self.wait(fd, for: Int16(POLLIN), until: deadline)
        }
    }

    private static func wait(_ fd: Int32, for events: Int16, until deadline: Date) throws(Failure) {
        while true {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { throw .timedOut }
            var entry = pollfd(fd: fd, events: events, revents: 0)
            let ready = poll(&entry, 1, Int32(min(left * 1000, 60_000).rounded(.up)))
            if ready > 0 { return }
            if ready < 0, errno != EINTR { throw .unreachable("poll failed: \(String(cString: strerror(errno)))") }
        }
    }
}
