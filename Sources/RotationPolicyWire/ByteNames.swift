import RotationPolicy
import RotationPolicyJSON

/// A fixed list of names (object keys, enum spellings, event types) matched against string nodes of the
/// tape by their bytes: the node's length picks the candidates and its first eight bytes, as one word,
/// settle most of them (callgrind: key matching by a byte loop per name was ~3.7 K instructions per
/// fixture request). Scanning the names with a cheaper compare did not pay: the scan itself was the cost.
// A class that owns its tables as raw memory: lookups run for every key of every object, and array
// subscripts (bounds checks, a retain per copy of each array) were a third of their cost.
// @unchecked Sendable: the memory is written once in `init` and only read afterwards.
final class ByteNames: @unchecked Sendable {
    let bytes: [[UInt8]]
    /// Per name: its first eight bytes as a little-endian word (zero above its length), the next name of
    /// the same length (-1: none), and all its bytes.
    private struct Entry {
        var prefix: UInt64
        var next: Int
        var text: UnsafePointer<UInt8>
    }
    private let entries: UnsafeMutablePointer<Entry>
    /// By length: the first name of that length (-1: none). Names of one list mostly differ in length,
    /// so a lookup usually compares one word.
    private let firstOfLength: UnsafeMutablePointer<Int>
    private let lengths: Int
    private let text: UnsafeMutablePointer<UInt8>

    init(_ names: [String]) {
        bytes = names.map { Array($0.utf8) }
        let total = bytes.reduce(0) { $0 + $1.count }
        text = .allocate(capacity: max(total, 1))
        entries = .allocate(capacity: max(bytes.count, 1))
        lengths = (bytes.map(\.count).max() ?? 0) + 1
        firstOfLength = .allocate(capacity: lengths)
        firstOfLength.initialize(repeating: -1, count: lengths)
        var offset = 0
        for (position, name) in bytes.enumerated() {
            (text + offset).initialize(from: name, count: name.count)
            var word: UInt64 = 0
            for (k, byte) in name.prefix(8).enumerated() { word |= UInt64(byte) << (8 * k) }
            (entries + position).initialize(to: Entry(prefix: word, next: -1, text: UnsafePointer(text + offset)))
            offset += name.count
        }
        for position in bytes.indices.reversed() {
            entries[position].next = firstOfLength[bytes[position].count]
            firstOfLength[bytes[position].count] = position
        }
    }

    deinit {
        text.deallocate()
        entries.deallocate()
        firstOfLength.deallocate()
    }

    var count: Int { bytes.count }

    /// The position of the name that the `.string` node `node` spells, or nil.
    @inline(__always)
    func position(of node: Int, in tape: JSONTape) -> Int? {
        let string = tape.nodes[node]
        let length = Int(string.length)
        guard length < lengths else { return nil }
        var position = firstOfLength[length]
        guard position >= 0 else { return nil }
        guard !string.flag else {
            // Escaped text (rare in keys and names): compare the unescaped bytes.
            while position >= 0, !tape.string(node, equals: bytes[position]) { position = entries[position].next }
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
            let entry = entries[position]
            // The first eight bytes matched already; a longer name is compared from there.
            if entry.prefix == word, length <= 8 || RawBytes.wordsEqual(start, UnsafeRawPointer(entry.text), length: length, from: 8) {
                return position
            }
            position = entry.next
        }
        return nil
    }
}
