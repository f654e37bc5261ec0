/// A fixed list of names (object keys, enum spellings, event types) matched against string nodes of the
/// tape by their bytes: the node's length picks the candidates and its first eight bytes, as one word,
/// settle most of them (callgrind: key matching by a byte loop per name was ~3.7 K instructions per
/// fixture request). Scanning the names with a cheaper compare did not pay: the scan itself was the cost.
// A class: the tables are copied into every lookup's caller, and one reference is one retain, not four.
final class ByteNames: Sendable {
    let bytes: [[UInt8]]
    /// Each name's first eight bytes as a little-endian word, zero above its length.
    private let prefixes: [UInt64]
    /// By length: the first name of that length (-1: none); `sameLength` chains the others. Names of one
    /// list mostly differ in length, so a lookup usually compares one word.
    private let firstOfLength: [Int]
    private let sameLength: [Int]

    init(_ names: [String]) {
        bytes = names.map { Array($0.utf8) }
        prefixes = bytes.map { name in
            var word: UInt64 = 0
            for (offset, byte) in name.prefix(8).enumerated() { word |= UInt64(byte) << (8 * offset) }
            return word
        }
        var first = Array(repeating: -1, count: (bytes.map(\.count).max() ?? 0) + 1)
        var next = Array(repeating: -1, count: bytes.count)
        for position in bytes.indices.reversed() {
            next[position] = first[bytes[position].count]
            first[bytes[position].count] = position
        }
        firstOfLength = first
        sameLength = next
    }

    var count: Int { bytes.count }

    /// The position of the name that the `.string` node `node` spells, or nil.
    @inline(__always)
    func position(of node: Int, in tape: JSONTape) -> Int? {
        let string = tape.nodes[node]
        let length = Int(string.length)
        guard length < firstOfLength.count else { return nil }
        var position = firstOfLength[length]
        guard position >= 0 else { return nil }
        guard !string.flag else {
            // Escaped text (rare in keys and names): compare the unescaped bytes.
            while position >= 0, !tape.string(node, equals: bytes[position]) { position = sameLength[position] }
            return position >= 0 ? position : nil
        }
        let start = tape.body.baseAddress! + Int(string.start)
        var word: UInt64
        if Int(string.start) + 8 <= tape.body.count {
            word = UInt64(littleEndian: start.loadUnaligned(as: UInt64.self))
            if length < 8 { word &= (1 &<< UInt64(length &* 8)) &- 1 }
        } else {
            word = 0
            for offset in 0..<min(length, 8) { word |= UInt64(start.load(fromByteOffset: offset, as: UInt8.self)) << (8 * offset) }
        }
        while position >= 0 {
            if prefixes[position] == word, length <= 8 || Self.tail(start, equals: bytes[position]) { return position }
            position = sameLength[position]
        }
        return nil
    }

    /// Whether the bytes at `text` equal `name` past their first eight (the prefix word matched already).
    private static func tail(_ text: UnsafeRawPointer, equals name: [UInt8]) -> Bool {
        name.withUnsafeBytes { name in
            var offset = 8
            while offset + 8 <= name.count {
                if text.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != name.loadUnaligned(fromByteOffset: offset, as: UInt64.self) {
                    return false
                }
                offset += 8
            }
            while offset < name.count {
                if text.load(fromByteOffset: offset, as: UInt8.self) != name[offset] { return false }
                offset += 1
            }
            return true
        }
    }
}
