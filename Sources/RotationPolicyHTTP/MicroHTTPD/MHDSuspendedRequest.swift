import CMicroHTTPD
import Synchronization

/// A request whose connection is suspended (`MHD_suspend_connection`) while its scan or explore runs
/// on an `MHDWorkThread`. The work thread leaves the answer here and resumes the connection (allowed
/// from any thread with `MHD_USE_ITC`); libmicrohttpd then calls the access handler again, on the
/// connection's own worker, and that call queues the answer (`take`). So every response call stays on
/// the worker, as for every other request, and the request's state (`*con_cls`) is untouched meanwhile.
///
/// While suspended, libmicrohttpd 0.9.75 neither times the connection out nor notices a client that
/// left: the work runs to its own bound (scan time limit, explore budget), then the answer's send
/// fails and the connection closes as any aborted one does.
final class MHDSuspendedRequest: Sendable {
    private enum State {
        case computing
        /// nil: the connection was abandoned by a drain meanwhile and must get nothing more.
        case done(RequestHandler.Answer?)
        case taken
    }

    private let state = Mutex(State.computing)
    private let connection: Connection

    /// The connection as the work thread holds it: only `MHD_resume_connection` is called through it,
    /// which libmicrohttpd allows from any thread, once, for a suspended connection.
    private struct Connection: @unchecked Sendable {
        let pointer: OpaquePointer
    }

    /// Suspends `connection`; to be called from its access handler, which then returns YES.
    init(suspending connection: OpaquePointer) {
        self.connection = Connection(pointer: connection)
        MHD_suspend_connection(connection)
    }

    /// From the work thread (or the worker, when no thread could start): the answer, then the resume.
    /// Nothing may touch the connection after this: it may be answered and closed at once.
    func finish(_ answer: RequestHandler.Answer?) {
        state.withLock { $0 = .done(answer) }
        MHD_resume_connection(connection.pointer)
    }

    enum Outcome {
        /// Still running (libmicrohttpd does not call the handler of a suspended connection; kept safe).
        case pending
        case answer(RequestHandler.Answer)
        /// Abandoned by a drain, or taken already: close the connection.
        case close
    }

    /// On the access handler's call after the resume: what to do with the connection.
    func take() -> Outcome {
        state.withLock { state in
            switch state {
            case .computing: return .pending
            case .taken, .done(nil): return .close
            case .done(let answer?):
                state = .taken
                return .answer(answer)
            }
        }
    }
}
