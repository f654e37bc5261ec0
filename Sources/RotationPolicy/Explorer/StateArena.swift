/// The explorer's distinct states, hash-consed: each is stored once, and a state is its index here.
///
/// A state is first written as a full record of words: its globals, the script position, every node and
/// every window (`encode`). Sound because those parts are padding-free plain values (`NodeLayoutTests`),
/// so two states are equal exactly when their records are; complete because the record holds the whole
/// `SimulationState`, with no field chosen by hand. The arena keeps only the words that differ from the
/// start state's record: a bitmap of them, then the words (`compact`). Most events change a few
/// controllers, so a state of a 60-controller app takes a few hundred bytes instead of 2.4 KB. Records
/// live in fixed-size chunks, so the arena never copies itself to grow.
struct StateArena {
    /// Words of a full record: globals (2), script position (1), the nodes, the windows (padded).
    let fullWords: Int
    let bitmapWords: Int
    /// The start state's full record: what every compact record is the difference from.
    private let base: [UInt64]
    private var chunks: [[UInt64]] = []
    private let chunkWords: Int
    /// Where each record starts: chunk index << 32 | word offset.
    private var locations: [Int] = []
    /// A 32-bit hash per record: compared before the words, and reused when the table grows.
    private var hashes: [UInt32] = []
    /// Open addressing, linear probing: record index + 1, 0 when empty. Never more than half full.
    private var slots: [UInt32] = Array(repeating: 0, count: 1024)
    /// Per search, so states cannot be chosen to collide (not the process's `Hasher`, which is slower
    /// by far on this many words, but seeded by it).
    private let seed: UInt64
    /// What the stored states take: their words, location, hash and table slots (not capacities, so the
    /// figure, and the search's stop, do not depend on the allocator).
    private(set) var bytes = 0
    var count: Int { hashes.count }

    static let globalsWords = 3
    static let headerWords = globalsWords + 1

    init(start: SimulationState) {
        precondition(MemoryLayout<Globals>.size == Self.globalsWords * 8 && MemoryLayout<ControllerNode>.stride % 8 == 0)
        let nodeBytes = start.nodes.count * MemoryLayout<ControllerNode>.stride
        let windowBytes = start.windows.count * MemoryLayout<WindowNode>.stride
        fullWords = Self.headerWords + (nodeBytes + 7) / 8 + (windowBytes + 7) / 8
        bitmapWords = (fullWords + 63) / 64
        chunkWords = max(1 << 15, 2 * (bitmapWords + fullWords))
        var base = [UInt64](repeating: 0, count: fullWords)
        base.withUnsafeMutableBufferPointer { Self.encode(start, position: 0, into: $0) }
        self.base = base
        var hasher = Hasher()
        hasher.combine(fullWords)
        seed = UInt64(UInt(bitPattern: hasher.finalize()))
        bytes = slots.count * 4
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

    /// The difference of a state's full record from the start's: a bitmap of the words that differ,
    /// then those words. Read straight from the state's tables, so no full record is written first.
    /// `out` must hold `bitmapWords + fullWords`; returns the compact length.
    func compact(_ state: SimulationState, position: Int, into out: UnsafeMutableBufferPointer<UInt64>) -> Int {
        var globals = state.globals
        return withUnsafeBytes(of: &globals) { globals in
            state.nodes.withUnsafeBytes { nodes in
                state.windows.withUnsafeBytes { windows in
                    base.withUnsafeBufferPointer { base in
                        Self.compact(
                            globals: globals.baseAddress!, position: UInt64(position), nodes: nodes, windows: windows,
                            base: base.baseAddress!, bitmapWords: bitmapWords, out: out.baseAddress!)
                    }
                }
            }
        }
    }

    /// The loop of `compact`, over raw words. Most words equal the start's, so the nodes are compared
    /// four words at a time and only a block that differs is looked at word by word.
    private static func compact(
        globals: UnsafeRawPointer, position: UInt64, nodes: UnsafeRawBufferPointer, windows: UnsafeRawBufferPointer,
        base: UnsafePointer<UInt64>, bitmapWords: Int, out: UnsafeMutablePointer<UInt64>
    ) -> Int {
        var length = bitmapWords
        for index in 0..<bitmapWords { out[index] = 0 }
        @inline(__always)
        func word(_ index: Int, _ value: UInt64) {
            guard value != base[index] else { return }
            out[index >> 6] |= 1 &<< UInt64(index & 63)
            out[length] = value
            length &+= 1
        }
        word(0, globals.loadUnaligned(fromByteOffset: 0, as: UInt64.self))
        word(1, globals.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        word(2, globals.loadUnaligned(fromByteOffset: 16, as: UInt64.self))
        word(globalsWords, position)
        var index = headerWords
        // A node is a whole number of words (40 bytes), so the nodes end on a word.
        if let start = nodes.baseAddress {
            let count = nodes.count / 8
            var offset = 0
            let words = start.assumingMemoryBound(to: UInt64.self)
            while offset &+ 4 <= count {
                let (a, b, c, d) = (words[offset], words[offset &+ 1], words[offset &+ 2], words[offset &+ 3])
                let at = index &+ offset
                if (a ^ base[at]) | (b ^ base[at &+ 1]) | (c ^ base[at &+ 2]) | (d ^ base[at &+ 3]) != 0 {
                    word(at, a)
                    word(at &+ 1, b)
                    word(at &+ 2, c)
                    word(at &+ 3, d)
                }
                offset &+= 4
            }
            while offset < count {
                word(index &+ offset, words[offset])
                offset &+= 1
            }
            index += count
        }
        if let start = windows.baseAddress {
            var offset = 0
            while offset < windows.count {
                var value: UInt64 = 0
                if offset + 8 <= windows.count {
                    value = start.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                } else {
                    // The last, partly covered word: the rest stays zero, as in `encode`.
                    for byte in 0..<(windows.count - offset) {
                        value |= UInt64(start.load(fromByteOffset: offset + byte, as: UInt8.self)) << UInt64(8 * byte)
                    }
                }
                word(index, value)
                index += 1
                offset += 8
            }
        }
        return length
    }

    /// One word of a full record that an event changed: its index, and its value after and before.
    struct WordChange {
        var index: Int
        var value: UInt64
        var old: UInt64
    }

    /// The words in which a state and script position differ from the full record `record`, in
    /// order, written to `changes` (room for `fullWords`); returns how many. None: the event changed
    /// nothing (about half of them). Most words are equal, so the nodes are compared four words at a
    /// time and only a block that differs is looked at word by word.
    static func differences(
        _ state: SimulationState, position: Int, from record: UnsafePointer<UInt64>, into changes: UnsafeMutablePointer<WordChange>
    ) -> Int {
        var count = 0
        @inline(__always)
        func note(_ index: Int, _ value: UInt64) {
            let old = record[index]
            guard value != old else { return }
            changes[count] = WordChange(index: index, value: value, old: old)
            count &+= 1
        }
        var globals = state.globals
        withUnsafeBytes(of: &globals) { globals in
            note(0, globals.loadUnaligned(fromByteOffset: 0, as: UInt64.self))
            note(1, globals.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            note(2, globals.loadUnaligned(fromByteOffset: 16, as: UInt64.self))
        }
        note(globalsWords, UInt64(position))
        var index = headerWords
        state.nodes.withUnsafeBytes { nodes in
            guard let start = nodes.baseAddress else { return }
            let words = start.assumingMemoryBound(to: UInt64.self)
            let nodeWords = nodes.count / 8
            let base = record + headerWords
            var offset = 0
            // Eight words at a time: most blocks are equal, and this loop compiles to vector compares.
            while offset &+ 8 <= nodeWords {
                var differ: UInt64 = 0
                for word in offset..<(offset &+ 8) { differ |= words[word] ^ base[word] }
                if differ != 0 {
                    for word in offset..<(offset &+ 8) { note(headerWords &+ word, words[word]) }
                }
                offset &+= 8
            }
            while offset < nodeWords {
                note(headerWords &+ offset, words[offset])
                offset &+= 1
            }
            index &+= nodeWords
        }
        state.windows.withUnsafeBytes { windows in
            guard let start = windows.baseAddress else { return }
            var offset = 0
            while offset < windows.count {
                note(index, windowWord(start, at: offset, of: windows.count))
                index &+= 1
                offset &+= 8
            }
        }
        return count
    }

    /// The window bytes' word at `offset`; the last, partly covered word is zero past the end, as in
    /// `encode`.
    @inline(__always)
    private static func windowWord(_ start: UnsafeRawPointer, at offset: Int, of count: Int) -> UInt64 {
        if offset &+ 8 <= count { return start.loadUnaligned(fromByteOffset: offset, as: UInt64.self) }
        // A window is 4 bytes, so the rest is one window.
        guard count &- offset == 4 else {
            var value: UInt64 = 0
            for byte in 0..<(count &- offset) {
                value |= UInt64(start.load(fromByteOffset: offset &+ byte, as: UInt8.self)) << UInt64(8 &* byte)
            }
            return value
        }
        return UInt64(start.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
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

    /// The compact record of a state that differs from a stored one (`parent`, its full record, and
    /// `parentBitmap`, its compact record's bitmap) in `changes` (in order): the parent's bitmap with
    /// the changed words' bits set or cleared, then the words, without a pass over the whole record.
    /// `out` must hold `bitmapWords + fullWords`; returns the compact length.
    func compact(
        parent: UnsafePointer<UInt64>, parentBitmap: UnsafePointer<UInt64>, changes: UnsafeBufferPointer<WordChange>,
        into out: UnsafeMutablePointer<UInt64>
    ) -> Int {
        base.withUnsafeBufferPointer { base in
            for word in 0..<bitmapWords { out[word] = parentBitmap[word] }
            for change in changes {
                let bit: UInt64 = 1 &<< UInt64(change.index & 63)
                if change.value != base[change.index] {
                    out[change.index >> 6] |= bit
                } else {
                    out[change.index >> 6] &= ~bit
                }
            }
            var length = bitmapWords
            var next = 0
            for word in 0..<bitmapWords {
                var bits = out[word]
                while bits != 0 {
                    let index = word << 6 | bits.trailingZeroBitCount
                    while next < changes.count && changes[next].index < index { next &+= 1 }
                    out[length] = next < changes.count && changes[next].index == index ? changes[next].value : parent[index]
                    length &+= 1
                    bits &= bits &- 1
                }
            }
            return length
        }
    }

    /// Rebuilds record `index` as a full record, and copies its bitmap to `bitmap` (`bitmapWords`).
    func expand(_ index: Int, into full: UnsafeMutableBufferPointer<UInt64>, bitmap: UnsafeMutablePointer<UInt64>? = nil) {
        base.withUnsafeBufferPointer { base in
            _ = full.initialize(from: base)
            let location = locations[index]
            chunks[location >> 32].withUnsafeBufferPointer { chunk in
                let start = location & 0xFFFF_FFFF
                var next = start + bitmapWords
                for word in 0..<bitmapWords {
                    var bits = chunk[start + word]
                    bitmap?[word] = bits
                    while bits != 0 {
                        let index = word << 6 | bits.trailingZeroBitCount
                        full[index] = chunk[next]
                        next += 1
                        bits &= bits - 1
                    }
                }
            }
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

    /// How many words record `index` takes: its bitmap and one word per bit.
    private func length(at location: Int, in chunk: UnsafeBufferPointer<UInt64>) -> Int {
        var length = bitmapWords
        for word in 0..<bitmapWords { length += chunk[location + word].nonzeroBitCount }
        return length
    }

    /// The compact record's index, and whether it was new (then it was stored).
    mutating func insert(_ record: UnsafeBufferPointer<UInt64>) -> (index: Int, inserted: Bool) {
        let full = hash(record)
        let tag = UInt32(truncatingIfNeeded: full >> 32)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: full) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { break }
            let index = Int(entry) - 1
            if hashes[index] == tag, equals(index, record) { return (index, false) }
            slot = (slot + 1) & mask
        }
        let index = hashes.count
        store(record)
        hashes.append(tag)
        slots[slot] = UInt32(index + 1)
        bytes += record.count * 8 + MemoryLayout<Int>.stride + 4
        if hashes.count * 2 > slots.count { grow() }
        return (index, true)
    }

    private func equals(_ index: Int, _ record: UnsafeBufferPointer<UInt64>) -> Bool {
        let location = locations[index]
        return chunks[location >> 32].withUnsafeBufferPointer { chunk in
            let start = location & 0xFFFF_FFFF
            guard length(at: start, in: chunk) == record.count else { return false }
            for offset in 0..<record.count where chunk[start + offset] != record[offset] { return false }
            return true
        }
    }

    private mutating func store(_ record: UnsafeBufferPointer<UInt64>) {
        if chunks.isEmpty || chunks[chunks.count - 1].count + record.count > chunkWords {
            var chunk: [UInt64] = []
            chunk.reserveCapacity(chunkWords)
            chunks.append(chunk)
        }
        let last = chunks.count - 1
        locations.append(last << 32 | chunks[last].count)
        chunks[last].append(contentsOf: record)
    }

    /// Takes the newest record out again (a state over the budget is not kept).
    mutating func removeLast() {
        let index = hashes.count - 1
        let location = locations[index]
        let start = location & 0xFFFF_FFFF
        let length = chunks[location >> 32].withUnsafeBufferPointer { self.length(at: start, in: $0) }
        let full = chunks[location >> 32].withUnsafeBufferPointer {
            hash(UnsafeBufferPointer(rebasing: $0[start..<(start + length)]))
        }
        // Its slot was empty when every older record was placed, so no older probe run passes it.
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: full) & mask
        while slots[slot] != UInt32(index + 1) { slot = (slot + 1) & mask }
        slots[slot] = 0
        chunks[location >> 32].removeLast(length)
        locations.removeLast()
        hashes.removeLast()
        bytes -= length * 8 + MemoryLayout<Int>.stride + 4
    }

    private mutating func grow() {
        var bigger = [UInt32](repeating: 0, count: slots.count * 2)
        let mask = bigger.count - 1
        for index in hashes.indices {
            let location = locations[index]
            let start = location & 0xFFFF_FFFF
            let full = chunks[location >> 32].withUnsafeBufferPointer {
                hash(UnsafeBufferPointer(rebasing: $0[start..<(start + length(at: start, in: $0))]))
            }
            var slot = Int(truncatingIfNeeded: full) & mask
            while bigger[slot] != 0 { slot = (slot + 1) & mask }
            bigger[slot] = UInt32(index + 1)
        }
        bytes += (bigger.count - slots.count) * 4
        slots = bigger
    }
}
