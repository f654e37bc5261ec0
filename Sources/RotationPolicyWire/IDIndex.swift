import RotationPolicy
import RotationPolicyJSON

/// Ids → positions (controllers, windows), for the uniqueness check and for resolving references.
/// Requests name few controllers and windows: up to `scanLimit` entries, scanning the model's own array
/// beats hashing every id (callgrind: two dictionaries, with their set-up and teardown, cost ~3 K
/// instructions per fixture request). Past the limit an open-addressing table of positions is built once,
/// so a request with thousands of ids stays linear. It hashes the id's bytes with FNV-1a: the `[String:
/// Int]` it replaces spent most of its time in SipHash and in growing (callgrind: ~835 instructions per
/// insert on the 200-controller requests of the HTTP corpus).
struct IDIndex {
    /// Empty while the entries are few enough to scan; else a power-of-two table, at most half full, of
    /// position + 1 (0: a free slot).
    private var slots: [Int] = []
    private var used = 0

    static let scanLimit = 16

    /// The position whose id is `id`, among `count` entries; `idAt` reads an entry's id (empty: none).
    @inline(__always)
    func find(_ id: String, count: Int, idAt: (Int) -> String) -> Int? {
        guard !id.isEmpty else { return nil }
        guard !slots.isEmpty else {
            for position in 0..<count where idAt(position) == id { return position }
            return nil
        }
        let mask = slots.count - 1
        var slot = Self.hash(id) & mask
        while slots[slot] != 0 {
            if idAt(slots[slot] - 1) == id { return slots[slot] - 1 }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Records the id of the entry just appended (the last of `count`); it is not in the index yet.
    @inline(__always)
    mutating func added(_ id: String, count: Int, idAt: (Int) -> String) {
        if !slots.isEmpty {
            if (used + 1) * 2 > slots.count { rebuild(capacity: slots.count * 2, entries: count - 1, idAt: idAt) }
            insert(count - 1, hash: Self.hash(id))
        } else if count > Self.scanLimit {
            var capacity = 64
            while capacity < count * 4 { capacity *= 2 }
            rebuild(capacity: capacity, entries: count, idAt: idAt)
        }
    }

    /// Every id, for "did you mean" hints (the caller sorts).
    func ids(count: Int, idAt: (Int) -> String) -> [String] {
        (0..<count).map(idAt).filter { !$0.isEmpty }
    }

    private mutating func rebuild(capacity: Int, entries: Int, idAt: (Int) -> String) {
        slots = Array(repeating: 0, count: capacity)
        used = 0
        for position in 0..<entries {
            let entry = idAt(position)
            if !entry.isEmpty { insert(position, hash: Self.hash(entry)) }
        }
    }

    private mutating func insert(_ position: Int, hash: Int) {
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = position + 1
        used += 1
    }

    /// FNV-1a over the UTF-8 bytes: ids are short, and the table only needs them spread.
    private static func hash(_ id: String) -> Int {
        var id = id
        return id.withUTF8 { bytes in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            return Int(truncatingIfNeeded: hash ^ (hash >> 29))
        }
    }
}
