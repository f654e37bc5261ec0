#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// SIGINT and SIGTERM, blocked in every thread and collected synchronously with `sigwait`: no signal
/// handler runs, so nothing async-signal-unsafe can happen in one.
struct TerminationSignals {
    private var set = sigset_t()

    /// Blocks the signals in the calling thread; threads started afterwards inherit the mask.
    static func block() -> TerminationSignals {
        var signals = TerminationSignals()
        sigemptyset(&signals.set)
        sigaddset(&signals.set, SIGINT)
        sigaddset(&signals.set, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &signals.set, nil)
        return signals
    }

    /// Waits for one of the signals; returns its name.
    func wait() -> String {
        var set = self.set
        var received: Int32 = 0
        while sigwait(&set, &received) != 0 {}
        return received == SIGTERM ? "SIGTERM" : received == SIGINT ? "SIGINT" : "signal \(received)"
    }
}
