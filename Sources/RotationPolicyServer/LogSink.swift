import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Where log lines go: standard error, one `write(2)` per line, or, with `--log-buffer-bytes`, gathered
/// and written together, as nginx's `access_log … buffer= flush=` does. A `write` per request cost more
/// CPU than the HTTP layer's own work for a small answer (docs/performance.md).
///
/// What is buffered is bounded and flushed in order: when the next line would not fit, every
/// `--log-flush-ms` (the main thread's signal wait wakes for it), before any line above `info`, and at
/// shutdown (`stopBuffering`, called as soon as a stop signal arrives, so the shutdown lines and
/// everything before them are out before the drain starts). Lines are written while the lock is held, so
/// they keep the order in which they were logged.
final class LogSink: Sendable {
    private struct Buffer {
        var bytes: [UInt8] = []
        var capacity: Int
    }

    private let buffer: Mutex<Buffer>

    /// Writes every line at once until `startBuffering`.
    init() {
        buffer = Mutex(Buffer(capacity: 0))
    }

    /// From now on keeps lines until `capacity` bytes would be passed (0: keeps writing each at once).
    /// Called once the server is up, so the start-up lines (the port among them) are out at once.
    func startBuffering(capacity: Int) {
        buffer.withLock { $0.capacity = capacity }
    }

    var isBuffering: Bool { buffer.withLock { $0.capacity > 0 } }

    /// Writes `line` (which ends in a newline) now, or keeps it for later when buffering and `urgent` is false.
    func emit(_ line: [UInt8], urgent: Bool) {
        buffer.withLock { buffer in
            guard buffer.capacity > 0 else { return Self.writeAll(line) }
            if buffer.bytes.count + line.count > buffer.capacity || urgent {
                Self.writeAll(buffer.bytes + line)
                buffer.bytes.removeAll(keepingCapacity: true)
            } else {
                buffer.bytes.append(contentsOf: line)
            }
        }
    }

    /// Writes what is buffered.
    func flush() {
        buffer.withLock { buffer in
            guard !buffer.bytes.isEmpty else { return }
            Self.writeAll(buffer.bytes)
            buffer.bytes.removeAll(keepingCapacity: true)
        }
    }

    /// Writes what is buffered and writes every later line at once.
    func stopBuffering() {
        buffer.withLock { buffer in
            if !buffer.bytes.isEmpty { Self.writeAll(buffer.bytes) }
            buffer.bytes = []
            buffer.capacity = 0
        }
    }

    private static func writeAll(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(STDERR_FILENO, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0, errno == EINTR {
                    continue
                } else {
                    return  // stderr is gone or full: drop the lines rather than block request threads
                }
            }
        }
    }
}
