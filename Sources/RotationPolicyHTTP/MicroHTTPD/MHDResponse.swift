import CMicroHTTPD

/// Owns one `MHD_Response`. libmicrohttpd reference-counts responses: queueing takes its own
/// reference, so destroying ours in `deinit` right after queueing is the documented pattern.
final class MHDResponse {
    private let handle: OpaquePointer
    private let status: Int

    /// nil when libmicrohttpd cannot allocate the response.
    init?(_ response: HTTPResponse) {
        // MUST_COPY: the Swift array's storage is only valid inside withUnsafeBytes.
        let created = response.body.withUnsafeBytes { bytes in
            MHD_create_response_from_buffer(
                bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), .RESPMEM_MUST_COPY)
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
