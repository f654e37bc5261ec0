/// The explorer's distinct states, hash-consed: each is stored once, as its bytes, in one flat arena of
/// words, and a state is its index there. Sound because a state's parts are padding-free plain values
/// (`NodeLayoutTests`), so two states are equal exactly when their bytes are; and complete because the
/// record holds the whole `SimulationState` (its globals, every node, every window) plus the script
/// position, with no field chosen by hand.
struct StateArena {
    /// Words per record: globals (2), script position (1), the nodes, the windows (padded to a word).
    let recordWords: Int
    let nodeCount: Int
    let windowCount: Int
    private(set) var words: [UInt64] = []
    /// A 32-bit hash per record: compared before the bytes, and reused when the table grows.
    private var hashes: [UInt32] = []
    /// Open addressing, linear probing: record index + 1, 0 when empty. Never more than half full.
    private var slots: [UInt32]
    /// Per search, so states cannot be chosen to collide (the hash is not the process's `Hasher`, which
    /// is slower by far on this many words, but its seed is).
    private let seed: UInt64
    var count: Int { hashes.count }

    static let globalsWords = 2
    static let headerWords = globalsWords + 1

    init(nodes: Int, windows: Int) {
        precondition(MemoryLayout<Globals>.size == Self.globalsWords * 8)
        nodeCount = nodes
        windowCount = windows
        let nodeBytes = nodes * MemoryLayout<ControllerNode>.stride
        let windowBytes = windows * MemoryLayout<WindowNode>.stride
        recordWords = Self.headerWords + (nodeBytes + 7) / 8 + (windowBytes + 7) / 8
        slots = Array(repeating: 0, count: 1024)
        var hasher = Hasher()
        hasher.combine(nodes)
        seed = UInt64(UInt(bitPattern: hasher.finalize()))
    }

    /// About how many bytes one more state costs: its record, its hash and two slots.
    var bytesPerState: Int { recordWords * 8 + 4 + 2 * 4 }

    /// Writes a state and its script position as one record into `record` (`recordWords` long).
    func encode(_ state: SimulationState, position: Int, into record: UnsafeMutableBufferPointer<UInt64>) {
        let bytes = UnsafeMutableRawBufferPointer(record)
        // The last word may be only partly covered by windows: zero it first, so equal states match.
        record[recordWords - 1] = 0
        withUnsafeBytes(of: state.globals) { bytes.baseAddress!.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        record[Self.globalsWords] = UInt64(position)
        var offset = Self.headerWords * 8
        state.nodes.withUnsafeBytes { nodes in
            if nodes.count > 0 { (bytes.baseAddress! + offset).copyMemory(from: nodes.baseAddress!, byteCount: nodes.count) }
            offset += (nodes.count + 7) / 8 * 8
        }
        state.windows.withUnsafeBytes { windows in
            if windows.count > 0 { (bytes.baseAddress! + offset).copyMemory(from: windows.baseAddress!, byteCount: windows.count) }
        }
    }

    /// Reads record `index` back into `state` (whose tables already have the right sizes), in place.
    func decode(_ index: Int, into state: inout SimulationState) -> Int {
        words.withUnsafeBytes { all in
            let base = all.baseAddress! + index * recordWords * 8
            withUnsafeMutableBytes(of: &state.globals) { $0.baseAddress!.copyMemory(from: base, byteCount: $0.count) }
            var offset = Self.headerWords * 8
            state.nodes.withUnsafeMutableBytes { nodes in
                if nodes.count > 0 { nodes.baseAddress!.copyMemory(from: base + offset, byteCount: nodes.count) }
                offset += (nodes.count + 7) / 8 * 8
            }
            state.windows.withUnsafeMutableBytes { windows in
                if windows.count > 0 { windows.baseAddress!.copyMemory(from: base + offset, byteCount: windows.count) }
            }
            return Int(base.load(fromByteOffset: Self.globalsWords * 8, as: UInt64.self))
        }
    }

    func hash(_ record: UnsafeBufferPointer<UInt64>) -> UInt64 {
        var hash = seed
        for word in record {
            hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
            hash ^= hash >> 29
        }
        hash ^= hash >> 32
        hash = hash &* 0xBF58_476D_1CE4_E5B9
        return hash ^ hash >> 31
    }

    /// The record's index, and whether it was new (then it was appended).
    mutating func insert(_ record: UnsafeBufferPointer<UInt64>) -> (index: Int, inserted: Bool) {
        let full = hash(record)
        let tag = UInt32(truncatingIfNeeded: full >> 32)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: full) & mask
        let byteCount = recordWords * 8
        while true {
            let entry = slots[slot]
            if entry == 0 { break }
            let index = Int(entry) - 1
            if hashes[index] == tag {
                let same = words.withUnsafeBufferPointer { all in
                    memcmpEqual(all.baseAddress! + index * recordWords, record.baseAddress!, byteCount)
                }
                if same { return (index, false) }
            }
            slot = (slot + 1) & mask
        }
        let index = hashes.count
        words.append(contentsOf: record)
        hashes.append(tag)
        slots[slot] = UInt32(index + 1)
        if hashes.count * 2 > slots.count { grow() }
        return (index, true)
    }

    /// Takes the newest record out again (a state over the budget is not kept).
    mutating func removeLast() {
        let index = hashes.count - 1
        let mask = slots.count - 1
        // Find its slot by probing from its hash; later entries of the run are newer, so none follow it.
        let full = words.withUnsafeBufferPointer { hash(UnsafeBufferPointer(rebasing: $0[(index * recordWords)...].prefix(recordWords))) }
        var slot = Int(truncatingIfNeeded: full) & mask
        while slots[slot] != UInt32(index + 1) { slot = (slot + 1) & mask }
        slots[slot] = 0
        words.removeLast(recordWords)
        hashes.removeLast()
    }

    private mutating func grow() {
        var bigger = [UInt32](repeating: 0, count: slots.count * 2)
        let mask = bigger.count - 1
        words.withUnsafeBufferPointer { all in
            for index in hashes.indices {
                let full = hash(UnsafeBufferPointer(rebasing: all[(index * recordWords)..<((index + 1) * recordWords)]))
                var slot = Int(truncatingIfNeeded: full) & mask
                while bigger[slot] != 0 { slot = (slot + 1) & mask }
                bigger[slot] = UInt32(index + 1)
            }
        }
        slots = bigger
    }
}

/// Word-wise equality of two records (the standard library has no memcmp without Foundation).
@inline(__always)
private func memcmpEqual(_ a: UnsafePointer<UInt64>, _ b: UnsafePointer<UInt64>, _ byteCount: Int) -> Bool {
    let count = byteCount / 8
    var index = 0
    while index < count {
        if a[index] != b[index] { return false }
        index += 1
    }
    return true
}
