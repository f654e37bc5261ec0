import RotationPolicy
import RotationPolicyJSON

/// Ids → positions (controllers, windows), for the uniqueness check and for resolving references.
/// Requests name few controllers and windows: up to `scanLimit` entries, scanning the model's own array
/// beats hashing every id (callgrind: two dictionaries, with their set-up and teardown, cost ~3 K
/// instructions per fixture request). Past the limit an open-addressing table of positions is built once,
/// so a request with thousands of ids stays linear. It hashes the id's bytes with FNV-1a: the `[String:
/// Int]` it replaces spent most of its time in SipHash and in growing (callgrind: ~835 instructions per
/// insert on the 200-controller requests of the HTTP corpus).
/// The index holds no ids: callers hash and compare them, as `String`s or as bytes of the body.
struct IDIndex {
    /// Empty while the entries are few enough to scan; else a power-of-two table, at most half full, of
    /// position + 1 (0: a free slot) and the id's hash.
    private var slots: [(position: Int, hash: Int)] = []
    private var used = 0

    static let scanLimit = 16

    /// Whether ids are hashed (past `scanLimit` entries): then each new one must be `insert`ed, and
    /// `find` needs the hash of the id it looks for.
    var isHashed: Bool { !slots.isEmpty }

    /// The position, among `count` entries, for which `matches` holds; `hash` is the id's (read only when
    /// `isHashed`). `matches` says whether an entry has the id looked for.
    @inline(__always)
    func find(hash: @autoclosure () -> Int, count: Int, matches: (Int) -> Bool) -> Int? {
        guard isHashed else {
            for position in 0..<count where matches(position) { return position }
            return nil
        }
        let hash = hash()
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot].position != 0 {
            if slots[slot].hash == hash, matches(slots[slot].position - 1) { return slots[slot].position - 1 }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Records the id hash of a new entry; the caller `build`s the table instead when its entries pass
    /// `scanLimit`. No closure over the decoder here: one that a mutating call carries copies the decoder.
    mutating func insert(hash: Int, at position: Int) {
        if (used + 1) * 2 > slots.count {
            let old = slots
            slots = Array(repeating: (0, 0), count: old.count * 2)
            used = 0
            for entry in old where entry.position != 0 { place(entry) }
        }
        place((position + 1, hash))
    }

    /// Hashes every id (by position; nil: none), once the entries pass `scanLimit`.
    mutating func build(_ hashes: [Int?]) {
        var capacity = 64
        while capacity < hashes.count * 4 { capacity *= 2 }
        slots = Array(repeating: (0, 0), count: capacity)
        used = 0
        for (position, hash) in hashes.enumerated() {
            if let hash { place((position + 1, hash)) }
        }
    }

    private mutating func place(_ entry: (position: Int, hash: Int)) {
        let mask = slots.count - 1
        var slot = entry.hash & mask
        while slots[slot].position != 0 { slot = (slot + 1) & mask }
        slots[slot] = entry
        used += 1
    }

    /// FNV-1a over the UTF-8 bytes: ids are short, and the table only needs them spread.
    static func hash(_ bytes: UnsafeRawBufferPointer) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }

    static func hash(_ id: String) -> Int {
        var result = 0
        id.withUTF8InPlace { result = hash(UnsafeRawBufferPointer($0)) }
        return result
    }
}
