import Logging

/// The object behind the daemon's `cls` pointers. Passed unretained: `MHDDaemon` owns it and keeps it
/// alive until `MHD_stop_daemon` has returned, after which libmicrohttpd calls nothing more.
/// Immutable and Sendable, because every pool thread reads it at once.
final class MHDServerContext: Sendable {
    let handler: RequestHandler
    let logger: Logger
    let deadlines: MHDRequestDeadlines
    let connections = MHDConnectionRegistry()

    init(handler: RequestHandler, logger: Logger, requestTimeout: Duration) {
        self.handler = handler
        self.logger = logger
        self.deadlines = MHDRequestDeadlines(timeout: requestTimeout)
    }
}
