import CMicroHTTPD

/// Turns an `HTTPResponse` into an `MHD_Response` and queues it. libmicrohttpd reference-counts
/// responses: queueing takes its own reference, so the one created here is destroyed right after
/// queueing, in the same call (the documented pattern; one owner of the handle, one scope).
enum MHDResponse {
    /// nil when libmicrohttpd cannot allocate the response.
    ///
    /// The body is not copied: libmicrohttpd sends straight from the Swift array's storage, which an
    /// `MHDOwnedBody` keeps alive (with the answer budget a large answer holds) until libmicrohttpd's
    /// free callback says the response is gone: sent, or its connection closed. Copying it into
    /// libmicrohttpd's own buffer (`MUST_COPY`) cost an allocation and a copy of every answer, and for a
    /// large answer (1.1 MB) about 1.2 million instructions outside the core.
    static func queue(
        _ response: HTTPResponse, holding reservation: AnswerBudget.Reservation? = nil, on connection: OpaquePointer
    ) -> MHD_Result? {
        let owned = MHDOwnedBody(response.body, reservation: reservation)
        let cls = Unmanaged.passRetained(owned).toOpaque()
        guard
            let handle = MHD_create_response_from_buffer_with_free_callback_cls(
                owned.count, owned.address, MHDOwnedBody.free, cls)
        else {
            // On failure libmicrohttpd calls nothing: balance the retain here.
            Unmanaged<MHDOwnedBody>.fromOpaque(cls).release()
            return nil
        }
        defer { MHD_destroy_response(handle) }
        for field in response.headers {
            // withCString: header names and values are mostly small strings, which a plain `String`
            // argument would copy into a new heap C string; this copies them onto the stack.
            _ = field.name.withCString { name in
                field.value.withCString { value in MHD_add_response_header(handle, name, value) }
            }
        }
        return MHD_queue_response(connection, UInt32(clamping: response.status), handle)
    }
}

/// A response body libmicrohttpd sends from in place, plus the budget it holds; released by
/// libmicrohttpd's `MHD_ContentReaderFreeCallback` when the response's last reference goes.
final class MHDOwnedBody {
    /// Never mutated, so its storage stays where `address` points for as long as this object lives
    /// (a native Swift array's storage is one heap object; nothing else can write to it: a write through
    /// another copy of the array copies the storage first).
    private let body: [UInt8]
    let reservation: AnswerBudget.Reservation?
    let address: UnsafeMutableRawPointer?
    var count: Int { body.count }

    init(_ body: [UInt8], reservation: AnswerBudget.Reservation?) {
        self.body = body
        self.reservation = reservation
        address = body.withUnsafeBytes { UnsafeMutableRawPointer(mutating: $0.baseAddress) }
    }

    static let free: MHD_ContentReaderFreeCallback = { cls in
        guard let cls else { return }
        Unmanaged<MHDOwnedBody>.fromOpaque(cls).release()
    }
}
