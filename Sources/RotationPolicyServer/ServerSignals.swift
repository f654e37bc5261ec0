import Logging

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Every signal an operator or a terminal may send, decided on deliberately (docs/hardening.md):
/// - SIGTERM, SIGINT and SIGQUIT stop the server gracefully; a second one during the drain ends it at once.
///   SIGQUIT is a stop like SIGTERM (as nginx treats it), not a crash: the Swift runtime's backtracer
///   would otherwise catch it, print "Program crashed" and keep serving.
/// - SIGHUP (there is no configuration to reload) and SIGUSR2 are logged and ignored; SIGUSR1 logs a
///   status line. Without this their default action killed the process with no drain and no log line.
/// - SIGPIPE is ignored: a write to a closed stderr or socket is an error return, never a death.
///
/// The handled signals are blocked in every thread and collected synchronously with `sigwait` and
/// `sigtimedwait`: no signal handler runs, so nothing async-signal-unsafe can happen in one.
struct ServerSignals {
    static let termination: [Int32] = [SIGTERM, SIGINT, SIGQUIT]
    static let informational: [Int32] = [SIGHUP, SIGUSR1, SIGUSR2]

    private var set = sigset_t()
    private let logger: Logger
    /// What SIGUSR1 logs: a few numbers about the running server.
    private let status: () -> Logger.Metadata

    /// Blocks the signals in the calling thread; threads started afterwards inherit the mask.
    static func block(logger: Logger, status: @escaping () -> Logger.Metadata) -> ServerSignals {
        var signals = ServerSignals(logger: logger, status: status)
        sigemptyset(&signals.set)
        for signal in termination + informational { sigaddset(&signals.set, signal) }
        pthread_sigmask(SIG_BLOCK, &signals.set, nil)
        signal(SIGPIPE, SIG_IGN)
        return signals
    }

    private init(logger: Logger, status: @escaping () -> Logger.Metadata) {
        self.logger = logger
        self.status = status
    }

    /// Waits for a termination signal, handling the informational ones meanwhile; returns its name.
    func waitForTermination() -> String {
        var set = self.set
        while true {
            var received: Int32 = 0
            guard sigwait(&set, &received) == 0 else { continue }
            if let name = handle(received) { return name }
        }
    }

    /// Waits at most `timeout` for a termination signal (the drain's poll); its name, or nil.
    func termination(within timeout: Duration) -> String? {
        var set = self.set
        let (seconds, attoseconds) = timeout.components
        var wait = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
        let received = sigtimedwait(&set, nil, &wait)
        guard received > 0 else { return nil }  // timeout (EAGAIN) or EINTR
        return handle(received)
    }

    /// The name of a termination signal; nil after handling an informational one.
    private func handle(_ signal: Int32) -> String? {
        switch signal {
        case SIGTERM: return "SIGTERM"
        case SIGINT: return "SIGINT"
        case SIGQUIT: return "SIGQUIT"
        case SIGUSR1:
            logger.info("received SIGUSR1: status", metadata: status())
        case SIGHUP:
            logger.notice("received SIGHUP; ignored (there is no configuration to reload)")
        case SIGUSR2:
            logger.notice("received SIGUSR2; ignored")
        default:
            logger.notice("received signal \(signal); ignored")
        }
        return nil
    }
}
