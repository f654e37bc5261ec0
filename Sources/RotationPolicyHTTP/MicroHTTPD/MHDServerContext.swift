import Logging
import Synchronization

/// The object behind the daemon's `cls` pointers. Passed unretained: `MHDDaemon` owns it and keeps it
/// alive until `MHD_stop_daemon` has returned, after which libmicrohttpd calls nothing more.
/// Immutable and Sendable, because every pool thread reads it at once.
final class MHDServerContext: Sendable {
    let handler: RequestHandler
    let logger: Logger
    let deadlines: MHDRequestDeadlines
    let connections = MHDConnectionRegistry()
    let trimmer: MHDBurstTrimmer
    /// `--connection-timeout` and `--send-timeout`, in seconds.
    let connectionTimeoutSeconds: UInt32
    let sendTimeoutSeconds: UInt32
    /// False once the drain starts: the accept policy then turns every new connection away.
    private let accepting = Atomic<Bool>(true)

    init(handler: RequestHandler, logger: Logger, connectionTimeoutSeconds: Int, sendTimeoutSeconds: Int) {
        self.handler = handler
        self.logger = logger
        self.deadlines = MHDRequestDeadlines(timeout: .seconds(connectionTimeoutSeconds))
        self.trimmer = MHDBurstTrimmer(budget: handler.answerBudget)
        self.connectionTimeoutSeconds = UInt32(clamping: connectionTimeoutSeconds)
        self.sendTimeoutSeconds = UInt32(clamping: sendTimeoutSeconds)
    }

    var isAccepting: Bool { accepting.load(ordering: .relaxed) }

    func stopAccepting() { accepting.store(false, ordering: .relaxed) }
}
