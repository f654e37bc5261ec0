/// Byte compares over raw memory for the name tables (`ByteNames`, `ClassNames`): keys, enum spellings
/// and class names are short, and a word at a time beats a byte loop or a call into libc.
enum RawBytes {
    /// Whether `length` (at least eight) bytes at `a` and `b` agree from offset `start` on: word by word,
    /// the last word overlapping the one before.
    @inline(__always)
    static func wordsEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, length: Int, from start: Int) -> Bool {
        var offset = start
        while offset < length {
            let at = min(offset, length - 8)
            if a.loadUnaligned(fromByteOffset: at, as: UInt64.self) != b.loadUnaligned(fromByteOffset: at, as: UInt64.self) { return false }
            offset += 8
        }
        return true
    }
}
