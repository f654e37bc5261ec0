#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Starts a detached POSIX thread for one scan or explore, so that its seconds of work leave the
/// libmicrohttpd worker free to serve its other connections. The threads are bounded by the scan and
/// explore gates (a place is taken before a thread starts). The default stack size is kept: it is what
/// libmicrohttpd's own pool threads get, which ran this work before (a scan moves on to a 64 MiB-stack
/// `ScanThread` of its own).
enum MHDWorkThread {
    /// false when the system would not start a thread; `body` has not run then.
    static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        var thread = pthread_t()
        guard pthread_create(&thread, &attributes, entry, box) == 0 else {
            Unmanaged<Box>.fromOpaque(box).release()
            return false
        }
        return true
    }

    private final class Box: Sendable {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }

    /// A static member of a plain enum, for the same reason as `MHDCallbacks`: never main-actor code.
    private static let entry: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { raw in
        guard let raw else { return nil }
        Unmanaged<Box>.fromOpaque(raw).takeRetainedValue().body()
        return nil
    }
}
