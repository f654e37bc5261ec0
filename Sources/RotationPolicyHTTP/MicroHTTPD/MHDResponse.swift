import CMicroHTTPD

/// Owns one `MHD_Response`. libmicrohttpd reference-counts responses: queueing takes its own
/// reference, so destroying ours in `deinit` right after queueing is the documented pattern.
final class MHDResponse {
    private let handle: OpaquePointer
    private let status: Int

    /// nil when libmicrohttpd cannot allocate the response. With a `reservation` (a large answer), the
    /// body goes into a buffer libmicrohttpd hands back through a free callback once the answer is sent
    /// or its connection is gone; that callback frees the buffer and gives the budget back.
    init?(_ response: HTTPResponse, holding reservation: AnswerBudget.Reservation? = nil) {
        let created: OpaquePointer?
        if let reservation {
            let owned = MHDOwnedBody(copying: response.body, reservation: reservation)
            let cls = Unmanaged.passRetained(owned).toOpaque()
            created = MHD_create_response_from_buffer_with_free_callback_cls(
                owned.buffer.count, owned.buffer.baseAddress, MHDOwnedBody.free, cls)
            // On failure libmicrohttpd calls nothing: balance the retain here.
            if created == nil { Unmanaged<MHDOwnedBody>.fromOpaque(cls).release() }
        } else {
            // MUST_COPY: the Swift array's storage is only valid inside withUnsafeBytes.
            created = response.body.withUnsafeBytes { bytes in
                MHD_create_response_from_buffer(
                    bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), .RESPMEM_MUST_COPY)
            }
        }
        guard let created else { return nil }
        handle = created
        status = response.status
        for field in response.headers {
            _ = MHD_add_response_header(handle, field.name, field.value)
        }
    }

    deinit { MHD_destroy_response(handle) }

    func queue(on connection: OpaquePointer) -> MHD_Result {
        MHD_queue_response(connection, UInt32(clamping: status), handle)
    }
}

/// A response body in memory this type owns, plus the budget it holds; freed by libmicrohttpd's
/// `MHD_ContentReaderFreeCallback` when the response's last reference goes.
final class MHDOwnedBody {
    let buffer: UnsafeMutableRawBufferPointer
    let reservation: AnswerBudget.Reservation

    init(copying body: [UInt8], reservation: AnswerBudget.Reservation) {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(body.count, 1), alignment: 1)
        body.withUnsafeBytes { buffer.copyMemory(from: $0) }
        self.buffer = UnsafeMutableRawBufferPointer(rebasing: buffer[..<body.count])
        self.reservation = reservation
    }

    deinit { buffer.deallocate() }

    static let free: MHD_ContentReaderFreeCallback = { cls in
        guard let cls else { return }
        Unmanaged<MHDOwnedBody>.fromOpaque(cls).release()
    }
}
