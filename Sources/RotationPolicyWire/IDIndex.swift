import RotationPolicy
import RotationPolicyJSON

/// Ids → positions (controllers, windows), for the uniqueness check and for resolving references.
/// Requests name few controllers and windows: up to `scanLimit` entries, scanning the model's own array
/// beats hashing every id into a dictionary (callgrind: the two dictionaries, with their set-up and
/// teardown, cost ~3 K instructions per fixture request). Past the limit the dictionary is built once,
/// so a request with thousands of ids stays linear.
struct IDIndex {
    /// nil while the entries are few enough to scan.
    private(set) var table: [String: Int]?

    static let scanLimit = 16

    /// The position whose id is `id`, among `count` entries; `idAt` reads an entry's id (empty: none).
    @inline(__always)
    func find(_ id: String, count: Int, idAt: (Int) -> String) -> Int? {
        if let table { return table[id] }
        guard !id.isEmpty else { return nil }
        for position in 0..<count where idAt(position) == id { return position }
        return nil
    }

    /// Records the id of the entry just appended (the last of `count`); it is not in the index yet.
    @inline(__always)
    mutating func added(_ id: String, count: Int, idAt: (Int) -> String) {
        if table != nil {
            table![id] = count - 1
        } else if count > Self.scanLimit {
            var built = [String: Int](minimumCapacity: count * 2)
            for position in 0..<count {
                let entry = idAt(position)
                if !entry.isEmpty { built[entry] = position }
            }
            table = built
        }
    }

    /// Every id, for "did you mean" hints (the caller sorts).
    func ids(count: Int, idAt: (Int) -> String) -> [String] {
        if let table { return Array(table.keys) }
        return (0..<count).map(idAt).filter { !$0.isEmpty }
    }
}
