extension String {
    /// Calls `body` with the string's UTF-8 bytes, read in place when the string is contiguous (native
    /// strings always are). `withUTF8` is mutating, so calling it on a copy cost a retain and a release
    /// per string written (callgrind); it stays as the fallback for bridged or lazy strings.
    @inlinable @inline(__always)
    package func withUTF8InPlace(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        if utf8.withContiguousStorageIfAvailable(body) == nil {
            var copy = self
            copy.withUTF8(body)
        }
    }
}
