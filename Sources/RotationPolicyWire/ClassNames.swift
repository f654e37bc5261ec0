import RotationPolicyJSON

/// Controllers' class names, made into `String`s once per request: apps repeat a few classes across
/// many controllers (a generated 200-controller request of the HTTP corpus names 19), and a class name
/// is mostly longer than a small string's 15 bytes, so each new `String` was an allocation, a UTF-8
/// validation and a copy, and later a free. A repeated name is a retain of the first one instead.
/// Names are found by their bytes in the body. A name written with escapes (rare) is not interned.
struct ClassNames {
    /// Each distinct name: the string node that first spelled it, its hash, its `String`.
    private var entries: [(node: Int, hash: Int, name: String)] = []
    private var index = IDIndex()
    /// Names asked for so far. The first `plain` are made without the table: most requests name fewer
    /// controllers than that, and for them the table cost more than it saved (callgrind: ~300
    /// instructions per fixture request).
    private var asked = 0
    private static let plain = 8

    /// The class name that the `.string` node `node` spells.
    mutating func name(at node: Int, in tape: JSONTape) -> String {
        asked += 1
        let string = tape.nodes[node]
        guard asked > Self.plain, !string.flag else { return tape.string(node) }
        let text = tape.body.baseAddress! + Int(string.start)
        let length = Int(string.length)
        let hash = Self.hash(text, length)
        let found = index.find(hash: hash, count: entries.count) { position in
            let entry = entries[position]
            return entry.hash == hash && tape.nodes[entry.node].length == string.length
                && Self.equal(text, tape.body.baseAddress! + Int(tape.nodes[entry.node].start), length)
        }
        if let found { return entries[found].name }
        let name = tape.string(node)
        if entries.isEmpty { entries.reserveCapacity(8) }
        entries.append((node, hash, name))
        if index.isHashed {
            index.insert(hash: hash, at: entries.count - 1)
        } else if entries.count > IDIndex.scanLimit {
            index.build(entries.map { Optional($0.hash) })
        }
        return name
    }

    /// The length and the first and last eight bytes: class names differ there (FNV-1a over every byte
    /// cost ~200 instructions a name, as much as the `String` it would save).
    @inline(__always)
    private static func hash(_ text: UnsafeRawPointer, _ length: Int) -> Int {
        var first: UInt64 = 0
        var last: UInt64 = 0
        if length >= 8 {
            first = text.loadUnaligned(as: UInt64.self)
            last = text.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
        } else {
            for offset in 0..<length { first |= UInt64(text.load(fromByteOffset: offset, as: UInt8.self)) << (8 * offset) }
        }
        var hash = (first &* 0x9E37_79B9_7F4A_7C15) ^ (last &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(length)
        hash ^= hash >> 29
        return Int(truncatingIfNeeded: hash)
    }

    /// Whether `length` bytes at `a` and `b` agree.
    @inline(__always)
    private static func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ length: Int) -> Bool {
        guard length >= 8 else {
            for offset in 0..<length where a.load(fromByteOffset: offset, as: UInt8.self) != b.load(fromByteOffset: offset, as: UInt8.self) {
                return false
            }
            return true
        }
        return RawBytes.wordsEqual(a, b, length: length, from: 0)
    }
}
