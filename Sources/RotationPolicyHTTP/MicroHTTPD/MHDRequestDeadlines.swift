import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A deadline per connection for receiving a whole request: `--connection-timeout` from the moment the
/// connection opens, and again from the end of each response on a kept-alive connection. libmicrohttpd's
/// own timeout only counts silence, and every byte restarts it, so a client that trickles its headers
/// one byte at a time (slowloris) would hold a connection for ever.
///
/// A timer shuts down (not closes: libmicrohttpd owns the descriptor) the socket of a connection past
/// its deadline; libmicrohttpd then sees the connection end and cleans it up. libmicrohttpd reports a
/// connection's end (`forget`) before it closes the descriptor, and both paths hold the same lock, so a
/// descriptor number that gets reused is never shut down by mistake.
final class MHDRequestDeadlines: Sendable {
    private let deadlines = Mutex<[Int32: ContinuousClock.Instant]>([:])
    private let timeout: Duration

    init(timeout: Duration) {
        self.timeout = timeout
    }

    /// The connection on `fd` must deliver a complete request within the timeout from now.
    func arm(_ fd: Int32) {
        guard fd >= 0 else { return }
        let deadline = ContinuousClock.now + timeout
        deadlines.withLock { $0[fd] = deadline }
    }

    /// The request on `fd` has arrived: no deadline while it is answered.
    func disarm(_ fd: Int32) {
        guard fd >= 0 else { return }
        _ = deadlines.withLock { $0.removeValue(forKey: fd) }
    }

    /// libmicrohttpd is about to close `fd`.
    func forget(_ fd: Int32) { disarm(fd) }

    /// Shuts down every connection past its deadline. Returns how many.
    @discardableResult
    func expire(now: ContinuousClock.Instant = .now) -> Int {
        deadlines.withLock { table in
            var expired = 0
            for (fd, deadline) in table where deadline <= now {
                shutdown(fd, Int32(SHUT_RDWR))
                table[fd] = nil
                expired += 1
            }
            return expired
        }
    }
}
