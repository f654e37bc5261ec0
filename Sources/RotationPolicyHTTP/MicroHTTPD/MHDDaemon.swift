import CMicroHTTPD
import Dispatch
import Logging

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Owns one `MHD_Daemon`: start, stop accepting, stop. Used from one thread (the executable's main
/// thread), so it is deliberately not Sendable. The context it passes as `cls` lives as long as it does.
final class MHDDaemon {
    private var handle: OpaquePointer?
    private let context: MHDServerContext
    /// Enforces request deadlines four times per second (see `MHDRequestDeadlines`).
    private var watchdog: (any DispatchSourceTimer)?

    init(context: MHDServerContext) {
        self.context = context
    }

    deinit { stop() }

    /// Starts the internal thread pool and returns the bound address, e.g. `127.0.0.1:8080`.
    func start(_ configuration: ServerConfiguration) throws -> String {
        guard handle == nil else { throw MHDError(call: "MHD_start_daemon", message: "already started") }
        guard let port = UInt16(exactly: configuration.port),
            let address = MHDSocketAddress(host: configuration.host, port: port)
        else {
            throw MHDError(call: "MHD_start_daemon", message: "cannot bind to \(configuration.host):\(configuration.port)")
        }

        MHDAllocatorTuning.apply()
        // Internal polling threads, each with its own epoll set; ITC so that a connection resumed from a
        // work thread is served at once (MHDSuspendedRequest).
        var flags = MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_EPOLL.rawValue | MHD_USE_ITC.rawValue
        flags |= MHD_ALLOW_SUSPEND_RESUME.rawValue
        flags |= MHD_USE_ERROR_LOG.rawValue
        if address.isIPv6 { flags |= MHD_USE_IPv6.rawValue }

        var options = [
            MHD_OptionItem(option: MHD_OPTION.THREAD_POOL_SIZE, value: configuration.threads, ptr_value: nil),
            MHD_OptionItem(option: MHD_OPTION.CONNECTION_LIMIT, value: configuration.maxConnections, ptr_value: nil),
            MHD_OptionItem(
                option: MHD_OPTION.PER_IP_CONNECTION_LIMIT, value: configuration.maxConnectionsPerIP, ptr_value: nil),
            MHD_OptionItem(
                option: MHD_OPTION.CONNECTION_TIMEOUT, value: configuration.connectionTimeoutSeconds, ptr_value: nil),
            MHD_OptionItem(
                option: MHD_OPTION.CONNECTION_MEMORY_LIMIT, value: configuration.connectionMemoryBytes, ptr_value: nil),
            MHD_OptionItem(option: MHD_OPTION.END, value: 0, ptr_value: nil),
        ]
        let cls = Unmanaged.passUnretained(context).toOpaque()
        let started = address.withSockAddr { sockaddr in
            options.withUnsafeMutableBufferPointer { items in
                CMHD_start_daemon(
                    UInt32(flags), port,
                    MHDCallbacks.acceptPolicy, cls,
                    MHDCallbacks.access, cls,
                    MHDCallbacks.completed, cls,
                    MHDCallbacks.log, cls,
                    MHDCallbacks.notifyConnection, cls,
                    sockaddr, items.baseAddress)
            }
        }
        guard let started else {
            throw MHDError(call: "MHD_start_daemon", message: "the daemon did not start; see the libmicrohttpd log lines above")
        }
        handle = started
        let deadlines = context.deadlines
        let trimmer = context.trimmer
        let watchdog = DispatchSource.makeTimerSource(queue: .global(qos: .utility))
        watchdog.schedule(deadline: .now() + .milliseconds(250), repeating: .milliseconds(250), leeway: .milliseconds(50))
        watchdog.setEventHandler {
            deadlines.expire()
            trimmer.check()
        }
        watchdog.resume()
        self.watchdog = watchdog
        return address.description(port: CMHD_daemon_bound_port(started))
    }

    /// Stops accepting connections: each new one is closed as soon as it is accepted, before a byte is
    /// read; open ones (and their requests) continue. Not `MHD_quiesce_daemon`: with epoll and a thread
    /// pool it races the pool threads, which remove the listen socket from their epoll sets too, and the
    /// loser's `epoll_ctl` fails and aborts the process ("Failed to remove listen FD from epoll set",
    /// daemon.c:5531 in 0.9.75; seen once under load in `SignalTests`). The listen socket stays open until
    /// `MHD_stop_daemon`, as libmicrohttpd's documentation asks of threaded daemons.
    func stopAccepting() {
        context.stopAccepting()
    }

    var openConnections: Int {
        guard let handle else { return 0 }
        return Int(CMHD_daemon_current_connections(handle))
    }

    /// Ends every connection at once without joining the pool threads (see `MHDConnectionRegistry`):
    /// requests being computed get `answer` and a clean end of stream. The process must exit next; the
    /// daemon is left running so that no pool thread is waited for.
    func abandon(answer: HTTPResponse) -> (computing: Int, connections: Int) {
        context.connections.abandonAll(answer: Self.wireBytes(answer))
    }

    /// A whole HTTP/1.1 response as bytes, for the one case where no libmicrohttpd response can be queued.
    static func wireBytes(_ response: HTTPResponse) -> [UInt8] {
        var head = "HTTP/1.1 \(response.status) \(response.status == 503 ? "Service Unavailable" : "Error")\r\n"
        for field in response.headers { head += "\(field.name): \(field.value)\r\n" }
        head += "Content-Length: \(response.body.count)\r\nConnection: close\r\n\r\n"
        return Array(head.utf8) + response.body
    }

    /// Closes every connection and joins the pool threads. No callback runs after this returns.
    func stop() {
        guard let handle else { return }
        self.handle = nil
        MHD_stop_daemon(handle)
        // After the daemon: no connection is left whose deadline could need enforcing.
        watchdog?.cancel()
        watchdog = nil
    }
}
