/// How many distinct ways into one finding the search saw, and a few witnesses of them (docs/explore.md,
/// "Entry paths").
///
/// An entry path is the list of app events (script and `explore.actions`, environment events left out)
/// on the search's shortest path to a transition that shows the finding. One that extends an entry
/// already counted (the finding showing again further along) is the same entry. Only 64-bit hashes of
/// the lists are kept, at most `maxCounted` per finding, so memory stays bounded by the number of
/// distinct findings; the witnesses are path records (a parent pointer each), as for the first one.
struct EntryPaths {
    /// Past this many, the count stops and says so (`capped`).
    static let maxCounted = 100

    private var signatures: Set<UInt64> = []
    private(set) var capped = false
    /// Path records of the kept witnesses, the first (shortest) one first.
    var witnessNodes: [Int] = []
    /// Each kept witness's set of app events, sorted: a new witness must differ from all of them.
    private var witnessActions: [[Int32]] = []

    var count: Int { signatures.count }

    /// Counts `signature` (its prefix hashes, empty list first, given by `prefixes`) unless it or a
    /// prefix of it was counted; a counted one whose events differ from every kept witness's becomes a
    /// witness while fewer than `maxWitnesses` are kept: then it returns true, and the caller appends the
    /// transition's path record to `witnessNodes`.
    mutating func note(_ signature: ArraySlice<Int32>, prefixes: ArraySlice<UInt64>, maxWitnesses: Int) -> Bool {
        guard !capped, !prefixes.contains(where: signatures.contains) else { return false }
        guard signatures.count < Self.maxCounted else {
            capped = true
            return false
        }
        signatures.insert(prefixes.last!)
        guard witnessActions.count < maxWitnesses else { return false }
        let actions = Array(Set(signature)).sorted()
        guard !witnessActions.contains(actions) else { return false }
        witnessActions.append(actions)
        return true
    }

    /// The hashes of every prefix of `signature`, the empty one first.
    static func prefixHashes(_ signature: ArraySlice<Int32>, into hashes: inout [UInt64]) {
        hashes.removeAll(keepingCapacity: true)
        var hash: UInt64 = 0x243F_6A88_85A3_08D3
        hashes.append(hash)
        for element in signature {
            hash = (hash ^ UInt64(UInt32(bitPattern: element))) &* 0x9E37_79B9_7F4A_7C15
            hash ^= hash >> 29
            hashes.append(hash)
        }
    }

    /// Each event's key in an entry path: -1 for environment events (left out), else the first index of
    /// an equal app event, so the same push listed in the script and in the actions is one action.
    static func keys(events: [Event], environment: Range<Int>) -> [Int32] {
        var keys = [Int32](repeating: -1, count: events.count)
        var distinct: [Int] = []
        for index in events.indices where !environment.contains(index) {
            // Bounded: past 256 distinct app events, an event is its own key.
            let same = distinct.count < 256 ? distinct.first { events[$0] == events[index] } : nil
            if same == nil, distinct.count < 256 { distinct.append(index) }
            keys[index] = Int32(same ?? index)
        }
        return keys
    }
}

extension Search {
    /// The app events on the path to `node`, then `event`'s, in `signature`; their prefix hashes in
    /// `prefixes`.
    mutating func entrySignature(to node: Int, then event: Int?) {
        signature.removeAll(keepingCapacity: true)
        if let event, entryKeys[event] >= 0 { signature.append(entryKeys[event]) }
        var current = node
        while current > 0 {
            let key = entryKeys[Int(nodes[current].event)]
            if key >= 0 { signature.append(key) }
            current = Int(nodes[current].parent)
        }
        signature.reverse()
        EntryPaths.prefixHashes(signature[...], into: &prefixes)
    }
}
