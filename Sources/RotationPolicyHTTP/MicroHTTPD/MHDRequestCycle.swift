import CMicroHTTPD

/// The access-handler protocol of libmicrohttpd, in Swift:
/// 1. first call (`*con_cls == NULL`): headers are in. Store a retained accumulator and return YES
///    without answering, because answering now makes 0.9.75 close a keep-alive connection. Exception:
///    a Content-Length above the limit is refused at once (the connection then closes, which is what
///    we want for a client about to send megabytes we will not read).
/// 2. calls with `*upload_data_size > 0`: append the chunk; set `*upload_data_size = 0` to say it was
///    consumed. Once the body crosses the limit, drop what was buffered and discard the rest: 0.9.75
///    refuses `MHD_queue_response` in the middle of a body, so the 413 waits for its end. A client whose
///    body goes on past twice the limit is cut off without an answer.
/// 3. final call (size 0): queue the 413, or route the complete request and queue its response.
///    A scan or explore (seconds of work) instead suspends the connection and runs on a thread of its
///    own (`MHDSuspendedRequest`); one more call follows the resume, and queues the answer.
enum MHDRequestCycle {
    static func access(
        context: MHDServerContext,
        connection: OpaquePointer,
        url: UnsafePointer<CChar>?,
        method: UnsafePointer<CChar>?,
        version: UnsafePointer<CChar>?,
        uploadData: UnsafePointer<CChar>?,
        uploadDataSize: UnsafeMutablePointer<Int>,
        conCls: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    ) -> MHD_Result {
        let handler = context.handler
        guard let stored = conCls.pointee else {
            // Method and target become Swift strings once, on this first call (they come with every call).
            let method = method.map { MHDCommonStrings.string($0, common: MHDCommonStrings.methods) } ?? ""
            let accumulator = MHDRequestAccumulator(
                method: method, path: RequestTarget.path(url.map { MHDCommonStrings.string($0, common: MHDCommonStrings.targets) } ?? "/"),
                startedAt: handler.requestStarted())
            conCls.pointee = Unmanaged.passRetained(accumulator).toOpaque()
            if let problem = head(of: connection, version: version).rejection {
                // Before any body byte is read, and answered on this first call, so libmicrohttpd closes
                // the connection after the answer (and the answer says so): no byte after this head is
                // ever parsed as another request.
                context.deadlines.disarm(CMHD_connection_fd(connection))
                accumulator.answered = true
                let response = handler.rejectHead(
                    problem, method: method, path: accumulator.path, startedAt: accumulator.startedAt)
                return queue(response, on: connection)
            }
            // Only the headers anything downstream reads (Router: media type; this cycle: body size) are
            // copied into Swift strings (case-insensitive lookup): converting every header of every request
            // was measurable per-request work. Literal names: a Swift `String` argument would be converted
            // to a new C string on every call.
            if let value = MHD_lookup_connection_value(connection, .HEADER_KIND, "Content-Type") {
                accumulator.headers.append(name: "Content-Type", value: MHDCommonStrings.string(value, common: MHDCommonStrings.mediaTypes))
            }
            if let value = MHD_lookup_connection_value(connection, .HEADER_KIND, "Content-Length") {
                accumulator.setContentLength(String(cString: value))
            }
            if let declared = accumulator.declaredLength, declared > handler.maxBodyBytes {
                context.deadlines.disarm(CMHD_connection_fd(connection))
                return rejectOversized(accumulator, handler: handler, connection: connection)
            }
            if MHD_lookup_connection_value(connection, .HEADER_KIND, "Expect") != nil,
                !Route(path: accumulator.path).allows(method)
            {
                // `Expect: 100-continue` to a path or method that can only get 404 or 405: answered now,
                // so libmicrohttpd sends no `100 Continue` (it does when the first call queues nothing)
                // and the body is never asked for; the connection closes after the answer.
                context.deadlines.disarm(CMHD_connection_fd(connection))
                accumulator.answered = true
                var answer = handler.respond(to: accumulator.request, startedAt: accumulator.startedAt)
                answer.response.headers.append(name: "Connection", value: "close")
                return queue(answer.response, on: connection)
            }
            if let declared = accumulator.declaredLength {
                // Capped: a client may declare megabytes and send nothing, on many connections.
                accumulator.body.reserveCapacity(min(declared, 65_536))
            }
            return .YES
        }
        let accumulator = Unmanaged<MHDRequestAccumulator>.fromOpaque(stored).takeUnretainedValue()

        let size = uploadDataSize.pointee
        if size > 0 {
            uploadDataSize.pointee = 0
            accumulator.receivedBytes += size
            if accumulator.answered { return .YES }
            if accumulator.discardedBytes > 0 || accumulator.body.count + size > handler.maxBodyBytes {
                accumulator.discardedBytes += accumulator.body.count + size
                accumulator.body = []  // never hold more than the limit
                return accumulator.discardedBytes > 2 * handler.maxBodyBytes ? .NO : .YES
            }
            if let uploadData {
                accumulator.body.append(contentsOf: UnsafeRawBufferPointer(start: uploadData, count: size))
            }
            return .YES
        }

        if let suspended = accumulator.suspended {
            switch suspended.take() {
            case .pending: return .YES
            case .close: return .NO
            case .answer(let answer): return queue(answer, accumulator: accumulator, context: context, on: connection)
            }
        }
        if accumulator.answered { return .YES }
        // The whole request is in: its deadline is met (re-armed when the response is done).
        let fd = CMHD_connection_fd(connection)
        context.deadlines.disarm(fd)
        if accumulator.discardedBytes > 0 {
            return rejectOversized(accumulator, handler: handler, connection: connection)
        }
        accumulator.answered = true
        // A drain past its deadline may abandon this connection while the answer is computed
        // (MHDConnectionRegistry); then it has had its 503 and must get nothing more.
        guard context.connections.beginComputing(fd) else { return .NO }
        switch handler.admit(accumulator.request, startedAt: accumulator.startedAt) {
        case .answer(let answer):
            guard context.connections.endComputing(fd) else { return .NO }
            return queue(answer, accumulator: accumulator, context: context, on: connection)
        case .later(let work):
            let suspended = MHDSuspendedRequest(suspending: connection)
            accumulator.suspended = suspended
            accumulator.body = []  // the work holds the body it needs
            let (method, path, startedAt) = (accumulator.method, accumulator.path, accumulator.startedAt)
            let compute: @Sendable () -> Void = {
                let answer = handler.complete(work, method: method, path: path, startedAt: startedAt)
                suspended.finish(context.connections.endComputing(fd) ? answer : nil)
            }
            // Without a thread the work runs here, as all of it did before; the resume is still allowed.
            if !MHDWorkThread.start(compute) { compute() }
            return .YES
        }
    }

    /// Queues a computed answer; one that holds part of the answer budget gets the short send timeout.
    private static func queue(
        _ answer: RequestHandler.Answer, accumulator: MHDRequestAccumulator, context: MHDServerContext,
        on connection: OpaquePointer
    ) -> MHD_Result {
        if answer.reservation != nil {
            // A client that stops reading holds this answer's budget only until it has been idle for
            // --send-timeout, not for the whole --connection-timeout (the completed callback restores it).
            accumulator.holdsBudget = CMHD_set_connection_timeout(connection, context.sendTimeoutSeconds) == 1
        }
        return queue(answer.response, on: connection, holding: answer.reservation)
    }

    /// Every header field of the request, scanned once for the framing checks.
    private static func head(of connection: OpaquePointer, version: UnsafePointer<CChar>?) -> RequestHead {
        var head = RequestHead(version: version.map { MHDCommonStrings.string($0, common: MHDCommonStrings.versions) } ?? "")
        withUnsafeMutablePointer(to: &head) { pointer in
            _ = MHD_get_connection_values_n(connection, .HEADER_KIND, MHDCallbacks.scanHeader, pointer)
        }
        return head
    }

    private static func rejectOversized(
        _ accumulator: MHDRequestAccumulator, handler: RequestHandler, connection: OpaquePointer
    ) -> MHD_Result {
        accumulator.answered = true
        accumulator.body = []
        let response = handler.rejectOversizedBody(
            method: accumulator.method, path: accumulator.path, startedAt: accumulator.startedAt)
        return queue(response, on: connection)
    }

    private static func queue(
        _ response: HTTPResponse, on connection: OpaquePointer, holding reservation: AnswerBudget.Reservation? = nil
    ) -> MHD_Result {
        // NO closes the connection: the only sane reaction when libmicrohttpd cannot take a response.
        MHDResponse.queue(response, holding: reservation, on: connection) ?? .NO
    }
}
