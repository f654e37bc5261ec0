/// Byte offsets to lines and columns (1-based; columns count characters, not UTF-8 bytes).
public struct SourceLines: Sendable {
    public let bytes: [UInt8]
    /// Offset of each line's first byte.
    public let starts: [Int]

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
        self.starts = starts
    }

    /// O(log lines): every value asks, and an answer can be megabytes on one line.
    public func line(of offset: Int) -> Int {
        let offset = min(max(offset, 0), bytes.count)
        // The last line start at or before `offset`.
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// Only for an error: the column counts the line's characters up to `offset`.
    public func place(of offset: Int) -> (line: Int, column: Int) {
        let offset = min(max(offset, 0), bytes.count)
        let line = line(of: offset)
        var column = 1
        for byte in bytes[starts[line - 1]..<offset] where byte & 0xC0 != 0x80 { column += 1 }
        return (line, column)
    }
}
