import CMicroHTTPD
import Logging

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Every C entry point libmicrohttpd calls. They live here, as static members of a plain nonisolated
/// enum, because a closure written in main.swift or inside the `@main` type is inferred main-actor and
/// the Swift 6 runtime kills the process when a pool thread calls it (libmicrohttpd-notes.md).
/// Each closure captures nothing: it recovers its context from the `cls` pointer and hands over to
/// ordinary Swift code in `MHDRequestCycle`.
enum MHDCallbacks {
    /// `MHD_AccessHandlerCallback`: called several times per request (headers, each body chunk, end).
    static let access: MHD_AccessHandlerCallback = {
        cls, connection, url, method, version, uploadData, uploadDataSize, conCls in
        guard let cls, let connection, let uploadDataSize, let conCls else { return .NO }
        let context = Unmanaged<MHDServerContext>.fromOpaque(cls).takeUnretainedValue()
        return MHDRequestCycle.access(
            context: context, connection: connection, url: url, method: method, version: version,
            uploadData: uploadData, uploadDataSize: uploadDataSize, conCls: conCls)
    }

    /// `MHD_KeyValueIteratorN` over the header fields of one request, into the `RequestHead` that
    /// `cls` points to (only valid during `MHD_get_connection_values_n`). Sizes, not C strings: a NUL
    /// inside a value must be seen, not end it.
    static let scanHeader: MHD_KeyValueIteratorN = { cls, _, key, keySize, value, valueSize in
        guard let cls, let key else { return .YES }
        let head = cls.assumingMemoryBound(to: RequestHead.self)
        let name = UnsafeRawBufferPointer(start: key, count: keySize)
        let text = UnsafeRawBufferPointer(start: value, count: value == nil ? 0 : valueSize)
        head.pointee.add(name: name, value: text)
        return .YES
    }

    /// `MHD_RequestCompletedCallback`: once per request that reached the access handler, after the
    /// response was sent or the connection died. Balances the retain stored in `*con_cls`.
    static let completed: MHD_RequestCompletedCallback = { cls, connection, conCls, reason in
        guard let cls, let conCls, let stored = conCls.pointee else { return }
        conCls.pointee = nil
        let context = Unmanaged<MHDServerContext>.fromOpaque(cls).takeUnretainedValue()
        let accumulator = Unmanaged<MHDRequestAccumulator>.fromOpaque(stored).takeRetainedValue()
        if let connection {
            // A kept-alive connection must bring its next request within the timeout too.
            context.deadlines.arm(CMHD_connection_fd(connection))
            if accumulator.holdsBudget { _ = CMHD_set_connection_timeout(connection, context.connectionTimeoutSeconds) }
        }
        // The parse of a large body (answered or refused) leaves heap pages behind: trim once idle.
        if accumulator.receivedBytes >= MHDBurstTrimmer.largeBodyBytes || accumulator.holdsBudget {
            context.trimmer.requestTrim()
        }
        context.handler.requestFinished(abortReason: describe(reason))
    }

    /// nil for a request answered normally, else why libmicrohttpd gave up on it.
    static func describe(_ reason: MHD_RequestTerminationCode) -> String? {
        switch reason {
        case .REQUEST_TERMINATED_COMPLETED_OK: nil
        case .REQUEST_TERMINATED_WITH_ERROR: "error"
        case .REQUEST_TERMINATED_TIMEOUT_REACHED: "timeout"
        case .REQUEST_TERMINATED_DAEMON_SHUTDOWN: "daemon shutdown"
        case .REQUEST_TERMINATED_READ_ERROR: "read error"
        case .REQUEST_TERMINATED_CLIENT_ABORT: "client abort"
        @unknown default: "termination code \(reason.rawValue)"
        }
    }

    /// `MHD_AcceptPolicyCallback`: every connection while the server accepts; none once it drains
    /// (libmicrohttpd then closes the socket it has just accepted).
    static let acceptPolicy: MHD_AcceptPolicyCallback = { cls, _, _ in
        guard let cls else { return .NO }
        return Unmanaged<MHDServerContext>.fromOpaque(cls).takeUnretainedValue().isAccepting ? .YES : .NO
    }

    /// `MHD_NotifyConnectionCallback`: a connection opened (its first request's deadline starts) or is
    /// about to be closed (forget its descriptor before libmicrohttpd closes it).
    static let notifyConnection: MHD_NotifyConnectionCallback = { cls, connection, _, code in
        guard let cls, let connection else { return }
        let context = Unmanaged<MHDServerContext>.fromOpaque(cls).takeUnretainedValue()
        let fd = CMHD_connection_fd(connection)
        switch code {
        case .CONNECTION_NOTIFY_STARTED:
            context.connections.opened(fd)
            context.deadlines.arm(fd)
        case .CONNECTION_NOTIFY_CLOSED:
            context.connections.closed(fd)
            context.deadlines.forget(fd)
        @unknown default: break
        }
    }

    /// `MHD_LogCallback` (MHD_USE_ERROR_LOG): formats libmicrohttpd's printf-style message and sends it
    /// to swift-log instead of stderr. Warning level: its messages are all about something going wrong
    /// (bind failures at start, limits hit, broken clients), and must show at `--log-level warning`.
    static let log: MHD_LogCallback = { cls, format, arguments in
        guard let cls, let format, let arguments else { return }
        let context = Unmanaged<MHDServerContext>.fromOpaque(cls).takeUnretainedValue()
        var buffer = [CChar](repeating: 0, count: 512)
        _ = vsnprintf(&buffer, buffer.count, format, arguments)
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        let message = String(decoding: bytes, as: UTF8.self)
        context.logger.warning("libmicrohttpd: \(message.trimmingTrailingNewlines())")
    }
}

extension String {
    fileprivate func trimmingTrailingNewlines() -> Substring {
        var result = self[...]
        while let last = result.last, last.isNewline { result = result.dropLast() }
        return result
    }
}
