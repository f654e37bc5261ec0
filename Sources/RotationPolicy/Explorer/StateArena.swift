/// The explorer's distinct states, hash-consed: each is stored once, and a state is its index here.
///
/// A state is a full record of words: its globals, the script position, every node and every window
/// (`encode`). Sound because those parts are padding-free plain values (`NodeLayoutTests`), so two
/// states are equal exactly when their records are; complete because the record holds the whole
/// `SimulationState`, with no field chosen by hand.
///
/// The arena keeps each state as the words in which it differs from the state it was reached from
/// (its parent): an event changes a few words, so a record of a 60-controller app takes tens of bytes
/// instead of 2.4 KB. Every `maxHops`-th record along a path (and the start) differs from the start
/// state's record instead, so rebuilding a state reads at most that many records. A state's hash is a
/// sum over its words, so a new state's hash is its parent's plus what the changed words change, and
/// equal states have equal hashes whichever path reached them; states with equal hashes are rebuilt
/// and compared word by word, so no two different states are ever merged.
struct StateArena {
    /// Words of a full record: globals (3), script position (1), the nodes, the windows (padded).
    let fullWords: Int
    /// The start state's full record: what a record without a parent differs from.
    private let base: UnsafeMutablePointer<UInt64>
    private let baseHash: UInt64
    /// Per search, so states cannot be chosen to collide.
    private let seed: UInt64
    /// Owns the memory below, and frees it.
    private let storage: Storage
    /// The records, in fixed-size chunks (so the arena never copies itself to grow), and the words
    /// used in the last one.
    private var chunks: [UnsafeMutablePointer<UInt64>] = []
    private var used = 0
    private let chunkWords: Int
    /// Which words a record nearer the state already gave, while one is read (see `equals`).
    private let written: UnsafeMutablePointer<UInt64>
    private let writtenWords: Int
    /// Where each record starts: chunk index << 32 | word offset.
    private var locations: [Int] = []
    /// Each state's hash (see above), so the table grows without reading a record.
    private var hashes: [UInt64] = []
    /// Each record's distance to a record without a parent (0: it has none).
    private var hops: [UInt8] = []
    /// How many words of each state's full record differ from the start's.
    private var differing: [UInt32] = []
    /// Open addressing, linear probing: record index + 1, 0 when empty. Never more than half full.
    private var slots: [UInt32] = Array(repeating: 0, count: 1024)
    /// What the stored states take: their words, location, hash, hop count and table slots (not
    /// capacities, so the figure, and the search's stop, do not depend on the allocator).
    private(set) var bytes = 0
    var count: Int { hashes.count }

    static let globalsWords = 3
    static let headerWords = globalsWords + 1
    /// At most this many records are read to rebuild a state.
    static let maxHops = 4

    init(start: SimulationState) {
        precondition(MemoryLayout<Globals>.size == Self.globalsWords * 8 && MemoryLayout<ControllerNode>.stride % 8 == 0)
        let nodeBytes = start.nodes.count * MemoryLayout<ControllerNode>.stride
        let windowBytes = start.windows.count * MemoryLayout<WindowNode>.stride
        fullWords = Self.headerWords + (nodeBytes + 7) / 8 + (windowBytes + 7) / 8
        storage = Storage()
        base = .allocate(capacity: fullWords)
        Self.encode(start, position: 0, into: UnsafeMutableBufferPointer(start: base, count: fullWords))
        writtenWords = (fullWords + 63) / 64
        written = .allocate(capacity: writtenWords)
        storage.owned = [base, written]
        chunkWords = max(1 << 15, 2 * fullWords + 2)
        var hasher = Hasher()
        hasher.combine(fullWords)
        let seed = UInt64(UInt(bitPattern: hasher.finalize()))
        self.seed = seed
        var hash: UInt64 = 0
        for index in 0..<fullWords { hash &+= Self.mix(index, base[index], seed) }
        baseHash = hash
        bytes = slots.count * 4
    }

    /// What the arena allocated, freed with it. A class only for that; an arena is never copied.
    final class Storage {
        var owned: [UnsafeMutablePointer<UInt64>] = []

        deinit { for pointer in owned { pointer.deallocate() } }
    }

    /// One word's share of a state's hash.
    @inline(__always)
    private static func mix(_ index: Int, _ word: UInt64, _ seed: UInt64) -> UInt64 {
        var value = (word &+ seed) ^ (UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15)
        value ^= value >> 33
        value = value &* 0xFF51_AFD7_ED55_8CCD
        value ^= value >> 33
        value = value &* 0xC4CE_B9FE_1A85_EC53
        return value ^ value >> 33
    }

    /// Writes a state and its script position as one full record (`fullWords` long).
    static func encode(_ state: SimulationState, position: Int, into record: UnsafeMutableBufferPointer<UInt64>) {
        let bytes = UnsafeMutableRawBufferPointer(record)
        // The last word may be only partly covered by windows: zero it first, so equal states match.
        record[record.count - 1] = 0
        withUnsafeBytes(of: state.globals) { bytes.baseAddress!.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        record[globalsWords] = UInt64(position)
        var offset = headerWords * 8
        state.nodes.withUnsafeBytes { nodes in
            if nodes.count > 0 { (bytes.baseAddress! + offset).copyMemory(from: nodes.baseAddress!, byteCount: nodes.count) }
            offset += (nodes.count + 7) / 8 * 8
        }
        state.windows.withUnsafeBytes { windows in
            if windows.count > 0 { (bytes.baseAddress! + offset).copyMemory(from: windows.baseAddress!, byteCount: windows.count) }
        }
    }

    /// Reads a full record back into `state` (whose tables already have the right sizes), in place;
    /// returns the script position.
    static func decode(_ record: UnsafeBufferPointer<UInt64>, into state: inout SimulationState) -> Int {
        let base = UnsafeRawPointer(record.baseAddress!)
        withUnsafeMutableBytes(of: &state.globals) { $0.baseAddress!.copyMemory(from: base, byteCount: $0.count) }
        var offset = headerWords * 8
        state.nodes.withUnsafeMutableBytes { nodes in
            if nodes.count > 0 { nodes.baseAddress!.copyMemory(from: base + offset, byteCount: nodes.count) }
            offset += (nodes.count + 7) / 8 * 8
        }
        state.windows.withUnsafeMutableBytes { windows in
            if windows.count > 0 { windows.baseAddress!.copyMemory(from: base + offset, byteCount: windows.count) }
        }
        return Int(record[globalsWords])
    }

    /// One word of a full record that an event changed: its index, and its value after and before.
    struct WordChange {
        var index: Int
        var value: UInt64
        var old: UInt64
    }

    /// The changed words found so far, each with its old value from the record compared against.
    private struct ChangeList {
        let record: UnsafePointer<UInt64>
        let changes: UnsafeMutablePointer<WordChange>
        var count = 0

        @inline(__always) mutating func note(_ index: Int, _ value: UInt64) {
            let old = record[index]
            guard value != old else { return }
            changes[count] = WordChange(index: index, value: value, old: old)
            count &+= 1
        }

        /// The globals' words and the script position, which come first.
        @inline(__always) mutating func noteHeader(_ state: SimulationState, position: Int) {
            var globals = state.globals
            withUnsafeBytes(of: &globals) { globals in
                note(0, globals.loadUnaligned(fromByteOffset: 0, as: UInt64.self))
                note(1, globals.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
                note(2, globals.loadUnaligned(fromByteOffset: 16, as: UInt64.self))
            }
            note(globalsWords, UInt64(position))
        }

        /// The windows' words, which come last, from word `index` on.
        @inline(__always) mutating func noteWindows(_ state: SimulationState, from index: Int) {
            var index = index
            state.windows.withUnsafeBytes { windows in
                guard let start = windows.baseAddress else { return }
                var offset = 0
                while offset < windows.count {
                    note(index, windowWord(start, at: offset, of: windows.count))
                    index &+= 1
                    offset &+= 8
                }
            }
        }
    }

    /// The words in which a state and script position differ from the full record `record`, in
    /// order, written to `changes` (room for `fullWords`); returns how many. None: the event changed
    /// nothing (about half of them). Most words are equal, so the nodes are compared eight words at a
    /// time and only a block that differs is looked at word by word.
    static func differences(
        _ state: SimulationState, position: Int, from record: UnsafePointer<UInt64>, into changes: UnsafeMutablePointer<WordChange>
    ) -> Int {
        var list = ChangeList(record: record, changes: changes)
        list.noteHeader(state, position: position)
        let nodeWords = state.nodes.withUnsafeBytes { nodes in
            let nodeWords = nodes.count / 8
            guard let start = nodes.baseAddress else { return nodeWords }
            let words = start.assumingMemoryBound(to: UInt64.self)
            let base = record + headerWords
            var offset = 0
            // Eight words at a time: most blocks are equal, and this loop compiles to vector compares.
            while offset &+ 8 <= nodeWords {
                var differ: UInt64 = 0
                for word in offset..<(offset &+ 8) { differ |= words[word] ^ base[word] }
                if differ != 0 {
                    for word in offset..<(offset &+ 8) { list.note(headerWords &+ word, words[word]) }
                }
                offset &+= 8
            }
            while offset < nodeWords {
                list.note(headerWords &+ offset, words[offset])
                offset &+= 1
            }
            return nodeWords
        }
        list.noteWindows(state, from: headerWords &+ nodeWords)
        return list.count
    }

    /// As `differences(_:position:from:into:)`, comparing only the nodes in `touchedNodes` (ascending,
    /// repeats allowed): the explorer's working state notes every node it writes, so the others equal
    /// the record. Comparing every node was a quarter of the wide app's search.
    static func differences(
        _ state: SimulationState, touchedNodes: UnsafeBufferPointer<Int32>, position: Int, from record: UnsafePointer<UInt64>,
        into changes: UnsafeMutablePointer<WordChange>
    ) -> Int {
        var list = ChangeList(record: record, changes: changes)
        list.noteHeader(state, position: position)
        let nodeWords = state.nodes.withUnsafeBytes { nodes in
            guard let start = nodes.baseAddress else { return nodes.count / 8 }
            let words = start.assumingMemoryBound(to: UInt64.self)
            let perNode = MemoryLayout<ControllerNode>.stride / 8
            var previous = -1
            for touched in touchedNodes where Int(touched) != previous {
                previous = Int(touched)
                let first = previous &* perNode
                for word in first..<(first &+ perNode) { list.note(headerWords &+ word, words[word]) }
            }
            return nodes.count / 8
        }
        list.noteWindows(state, from: headerWords &+ nodeWords)
        return list.count
    }

    /// The window bytes' word at `offset`; the last, partly covered word is zero past the end, as in
    /// `encode`.
    @inline(__always)
    private static func windowWord(_ start: UnsafeRawPointer, at offset: Int, of count: Int) -> UInt64 {
        if offset &+ 8 <= count { return start.loadUnaligned(fromByteOffset: offset, as: UInt64.self) }
        // The rest (1 to 7 bytes) in memory order, as `encode` copies it: two loads that overlap (their
        // shared bytes are the same), where a `memcpy` per event was 1.4 % of the wide app's search and a
        // shift per byte 4 %. Little-endian, so the first byte is the low one; elsewhere, the copy below.
        #if _endian(little)
            let remaining = count &- offset
            if remaining >= 4 {
                let low = UInt64(start.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
                let high = UInt64(start.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self))
                return low | high &<< UInt64(8 &* (remaining &- 4))
            }
            if remaining >= 2 {
                let low = UInt64(start.loadUnaligned(fromByteOffset: offset, as: UInt16.self))
                let high = UInt64(start.loadUnaligned(fromByteOffset: count &- 2, as: UInt16.self))
                return low | high &<< UInt64(8 &* (remaining &- 2))
            }
            return UInt64(start.load(fromByteOffset: offset, as: UInt8.self))
        #else
            var value: UInt64 = 0
            withUnsafeMutableBytes(of: &value) { $0.baseAddress!.copyMemory(from: start + offset, byteCount: count &- offset) }
            return value
        #endif
    }

    /// Puts the changed words' old values back into `state`: the loaded state again, without copying
    /// the whole record.
    static func revert(_ state: inout SimulationState, _ changes: UnsafeBufferPointer<WordChange>) {
        let nodeWords = state.nodes.count &* MemoryLayout<ControllerNode>.stride / 8
        let nodesEnd = headerWords &+ nodeWords
        // The changes are in order: the globals' (and the script position's), the nodes', the windows'.
        var next = 0
        while next < changes.count && changes[next].index < headerWords {
            let change = changes[next]
            if change.index < globalsWords {
                withUnsafeMutableBytes(of: &state.globals) {
                    $0.storeBytes(of: change.old, toByteOffset: change.index &* 8, as: UInt64.self)
                }
            }
            next &+= 1
        }
        guard next < changes.count else { return }
        if changes[next].index < nodesEnd {
            state.nodes.withUnsafeMutableBytes { nodes in
                let words = nodes.baseAddress!.assumingMemoryBound(to: UInt64.self)
                while next < changes.count && changes[next].index < nodesEnd {
                    words[changes[next].index &- headerWords] = changes[next].old
                    next &+= 1
                }
            }
        }
        guard next < changes.count else { return }
        state.windows.withUnsafeMutableBytes { windows in
            while next < changes.count {
                let change = changes[next]
                let offset = (change.index &- nodesEnd) &* 8
                for byte in 0..<min(8, windows.count &- offset) {
                    windows[offset &+ byte] = UInt8(truncatingIfNeeded: change.old >> UInt64(8 &* byte))
                }
                next &+= 1
            }
        }
    }

    /// Record `index`'s words: its header (parent + 1 in the low half, 0 for none; the number of words
    /// in the high half), the words' indices two to a word, then their values.
    @inline(__always)
    private func record(_ index: Int) -> UnsafeMutablePointer<UInt64> {
        let location = locations[index]
        return chunks[location >> 32] + (location & 0xFFFF_FFFF)
    }

    @inline(__always)
    private static func length(changed count: Int) -> Int { 1 + (count + 1) / 2 + count }

    /// Rebuilds record `index` as a full record: the start's words, overwritten by each record from
    /// the state back to one without a parent, where a record nearer the state wins.
    func expand(_ index: Int, into full: UnsafeMutableBufferPointer<UInt64>) {
        for word in 0..<writtenWords { written[word] = 0 }
        full.baseAddress!.update(from: base, count: fullWords)
        var current = index
        while true {
            let words = record(current)
            let header = words[0]
            let count = Int(header >> 32)
            let indices = UnsafeRawPointer(words + 1).assumingMemoryBound(to: UInt32.self)
            let values = words + 1 + (count + 1) / 2
            for change in 0..<count {
                let at = Int(indices[change])
                let bit: UInt64 = 1 &<< UInt64(at & 63)
                guard written[at >> 6] & bit == 0 else { continue }
                written[at >> 6] |= bit
                full[at] = values[change]
            }
            let parent = Int(header & 0xFFFF_FFFF)
            if parent == 0 { return }
            current = parent - 1
        }
    }

    /// Stores the start state (or any state, as the difference from the start's record).
    mutating func insert(_ state: SimulationState, position: Int) -> (index: Int, inserted: Bool) {
        let changes = UnsafeMutablePointer<WordChange>.allocate(capacity: fullWords)
        let record = UnsafeMutablePointer<UInt64>.allocate(capacity: fullWords)
        defer {
            changes.deallocate()
            record.deallocate()
        }
        record.initialize(from: base, count: fullWords)
        let count = Self.differences(state, position: position, from: record, into: changes)
        return insert(UnsafeBufferPointer(start: changes, count: count), parent: nil, parentRecord: record)
    }

    /// Stores the state that differs from stored state `parent` (nil: the start's record), whose full
    /// record is `parentRecord`, in `changes` (in order, each with its old value). Returns its index and
    /// whether it was new. `parentRecord` holds the new state's record while the table is searched, and
    /// the parent's again on return.
    mutating func insert(
        _ changes: UnsafeBufferPointer<WordChange>, parent: Int?, parentRecord: UnsafeMutablePointer<UInt64>
    ) -> (index: Int, inserted: Bool) {
        var hash = parent.map { hashes[$0] } ?? baseHash
        var count = parent.map { Int(differing[$0]) } ?? 0
        for change in changes {
            hash = hash &+ Self.mix(change.index, change.value, seed) &- Self.mix(change.index, change.old, seed)
            count += (change.value != base[change.index] ? 1 : 0) - (change.old != base[change.index] ? 1 : 0)
            parentRecord[change.index] = change.value
        }
        defer { for change in changes { parentRecord[change.index] = change.old } }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { break }
            let index = Int(entry) - 1
            if hashes[index] == hash, Int(differing[index]) == count, equals(index, parentRecord, differing: count) {
                return (index, false)
            }
            slot = (slot + 1) & mask
        }
        let index = hashes.count
        let hop = parent.map { Int(hops[$0]) + 1 } ?? 0
        if hop < Self.maxHops {
            store(changes, parent: parent)
            hops.append(UInt8(hop))
        } else {
            storeFromBase(parentRecord)
            hops.append(0)
        }
        hashes.append(hash)
        differing.append(UInt32(count))
        slots[slot] = UInt32(index + 1)
        bytes += Self.length(changed: Int(record(index)[0] >> 32)) * 8 + Self.bytesPerState
        if hashes.count * 2 > slots.count { grow() }
        return (index, true)
    }

    /// Besides its words: its location, hash, hop count and differing-word count.
    private static let bytesPerState = MemoryLayout<Int>.stride + 8 + 1 + 4

    /// Whether record `index` is the full record `current`, which differs from the start's in
    /// `differing` words. Read from the state back along its parents, without rebuilding it: each word a
    /// record gives (the nearest record's value counts) must be `current`'s, and every word in which
    /// `current` differs from the start's must be among them (a word none gives is the start's).
    private func equals(_ index: Int, _ current: UnsafePointer<UInt64>, differing: Int) -> Bool {
        for word in 0..<writtenWords { written[word] = 0 }
        var covered = 0
        var at = index
        while true {
            let words = record(at)
            let header = words[0]
            let count = Int(header >> 32)
            let indices = UnsafeRawPointer(words + 1).assumingMemoryBound(to: UInt32.self)
            let values = words + 1 + (count + 1) / 2
            for change in 0..<count {
                let word = Int(indices[change])
                let bit: UInt64 = 1 &<< UInt64(word & 63)
                guard written[word >> 6] & bit == 0 else { continue }
                written[word >> 6] |= bit
                guard values[change] == current[word] else { return false }
                if current[word] != base[word] { covered &+= 1 }
            }
            let parent = Int(header & 0xFFFF_FFFF)
            if parent == 0 { return covered == differing }
            at = parent - 1
        }
    }

    /// Room for a record of `length` words at the end of the last chunk.
    private mutating func reserve(_ length: Int) -> (location: Int, words: UnsafeMutablePointer<UInt64>) {
        if chunks.isEmpty || used + length > chunkWords {
            let chunk = UnsafeMutablePointer<UInt64>.allocate(capacity: max(chunkWords, length))
            storage.owned.append(chunk)
            chunks.append(chunk)
            used = 0
        }
        let last = chunks.count - 1
        let location = last << 32 | used
        used += length
        return (location, chunks[last] + (location & 0xFFFF_FFFF))
    }

    private mutating func store(_ changes: UnsafeBufferPointer<WordChange>, parent: Int?) {
        let count = changes.count
        let (location, words) = reserve(Self.length(changed: count))
        words[0] = UInt64(parent.map { $0 + 1 } ?? 0) | UInt64(count) << 32
        if count % 2 == 1 { words[(count + 1) / 2] = 0 }
        let indices = UnsafeMutableRawPointer(words + 1).assumingMemoryBound(to: UInt32.self)
        let values = words + 1 + (count + 1) / 2
        for (offset, change) in changes.enumerated() {
            indices[offset] = UInt32(truncatingIfNeeded: change.index)
            values[offset] = change.value
        }
        locations.append(location)
    }

    /// Stores the full record `current` as the difference from the start's record (a record without a
    /// parent).
    private mutating func storeFromBase(_ current: UnsafePointer<UInt64>) {
        let differing = UnsafeMutablePointer<WordChange>.allocate(capacity: fullWords)
        defer { differing.deallocate() }
        var count = 0
        for word in 0..<fullWords where current[word] != base[word] {
            differing[count] = WordChange(index: word, value: current[word], old: base[word])
            count += 1
        }
        store(UnsafeBufferPointer(start: differing, count: count), parent: nil)
    }

    /// Takes the newest record out again (a state over the budget is not kept).
    mutating func removeLast() {
        let index = hashes.count - 1
        let length = Self.length(changed: Int(record(index)[0] >> 32))
        // Its slot was empty when every older record was placed, so no older probe run passes it.
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hashes[index]) & mask
        while slots[slot] != UInt32(index + 1) { slot = (slot + 1) & mask }
        slots[slot] = 0
        used -= length
        locations.removeLast()
        hashes.removeLast()
        hops.removeLast()
        differing.removeLast()
        bytes -= length * 8 + Self.bytesPerState
    }

    private mutating func grow() {
        var bigger = [UInt32](repeating: 0, count: slots.count * 2)
        let mask = bigger.count - 1
        for (index, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while bigger[slot] != 0 { slot = (slot + 1) & mask }
            bigger[slot] = UInt32(index + 1)
        }
        bytes += (bigger.count - slots.count) * 4
        slots = bigger
    }
}
