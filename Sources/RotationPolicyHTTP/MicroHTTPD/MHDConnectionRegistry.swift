import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The sockets of all open connections, and which of them have a request being computed, so that a
/// drain past its deadline can end them without `MHD_stop_daemon`: that call joins the pool threads,
/// and a pool thread busy with a long computation would hold the process for as long as it runs.
///
/// Abandoning is one-way. Under the lock it writes a `503` problem (with `Connection: close`) on each
/// connection whose request is being computed (nothing of that request's answer has been written:
/// libmicrohttpd only writes once the response is queued), half-closes it so the client reads a clean
/// end of stream, and shuts down every other connection. A computation that ends afterwards finds
/// `endComputing` false and queues nothing, so no connection ever gets two answers.
/// Descriptors are removed on `MHD_CONNECTION_NOTIFY_CLOSED`, which comes before libmicrohttpd closes them.
final class MHDConnectionRegistry: Sendable {
    private struct State {
        var open: Set<Int32> = []
        var computing: Set<Int32> = []
        var abandoned = false
    }

    private let state = Mutex(State())

    func opened(_ fd: Int32) {
        guard fd >= 0 else { return }
        state.withLock { _ = $0.open.insert(fd) }
    }

    func closed(_ fd: Int32) {
        state.withLock { state in
            state.open.remove(fd)
            state.computing.remove(fd)
        }
    }

    /// A request on `fd` is about to be computed; false once the server has abandoned its connections.
    func beginComputing(_ fd: Int32) -> Bool {
        state.withLock { state in
            guard !state.abandoned else { return false }
            if fd >= 0 { state.computing.insert(fd) }
            return true
        }
    }

    /// The computation on `fd` ended; false when its connection was abandoned meanwhile (queue nothing).
    func endComputing(_ fd: Int32) -> Bool {
        state.withLock { state in
            state.computing.remove(fd)
            return !state.abandoned
        }
    }

    /// Ends every connection as described above. Returns how many requests were being computed.
    func abandonAll(answer: [UInt8]) -> (computing: Int, connections: Int) {
        state.withLock { state in
            state.abandoned = true
            for fd in state.computing {
                // Non-blocking and best effort: a few hundred bytes fit an empty socket buffer.
                _ = answer.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) }
                shutdown(fd, Int32(SHUT_WR))
            }
            for fd in state.open.subtracting(state.computing) { shutdown(fd, Int32(SHUT_RDWR)) }
            return (state.computing.count, state.open.count)
        }
    }
}
