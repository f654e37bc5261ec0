// Duplicate keys: compared by their exact UTF-8 bytes after unescaping, read back off the tape.
extension JSONParsing {
    /// Whether the object open at `frame` already has a key equal to the key node at `key` (its last).
    /// Small objects scan their keys; from `linearKeyScanLimit` members on the object keeps a hash table.
    @inline(__always)
    mutating func isRepeated(_ key: Int, inFrame frame: Int) -> Bool {
        let object = open[frame]
        guard object.count >= Self.linearKeyScanLimit else {
            let tape = nodes.base
            let length = tape[key].length
            var other = object.node + 1
            while other < key {
                if tape[other].length == length, keysEqual(other, key) { return true }
                other = Int(tape[other + 1].end)  // past the member's value
            }
            return false
        }
        return isRepeatedInLargeObject(key, inFrame: frame)
    }

    /// `isRepeated` from `linearKeyScanLimit` members on: out of line, so the common scan stays small.
    @inline(never)
    private mutating func isRepeatedInLargeObject(_ key: Int, inFrame frame: Int) -> Bool {
        let object = open[frame]
        var table: KeyTable
        if let existing = largeObjectKeys.removeValue(forKey: frame) {
            table = existing
        } else {
            table = KeyTable(slots: Array(repeating: -1, count: 64))
            var other = object.node + 1
            while other < key {
                _ = insert(other, into: &table)
                other = Int(nodes[other + 1].end)
            }
        }
        let isNew = insert(key, into: &table)
        largeObjectKeys[frame] = table
        return !isNew
    }

    /// Adds the key node `key` to `table` unless an equal key is there; returns whether it was added.
    private func insert(_ key: Int, into table: inout KeyTable) -> Bool {
        if (table.count + 1) * 2 > table.slots.count {
            var grown = KeyTable(slots: Array(repeating: -1, count: table.slots.count * 2), count: table.count)
            let mask = grown.slots.count - 1
            for slot in table.slots where slot >= 0 {
                var i = hash(Int(slot)) & mask
                while grown.slots[i] >= 0 { i = (i + 1) & mask }
                grown.slots[i] = slot
            }
            table = grown
        }
        let mask = table.slots.count - 1
        var i = hash(key) & mask
        while true {
            let slot = table.slots[i]
            if slot < 0 {
                table.slots[i] = Int32(truncatingIfNeeded: key)
                table.count += 1
                return true
            }
            if keysEqual(Int(slot), key) { return false }
            i = (i + 1) & mask
        }
    }

    /// Seeded per process (`Hasher`), so a hostile body cannot aim for collisions.
    private func hash(_ key: Int) -> Int {
        withKeyBytes(key) { bytes in
            var hasher = Hasher()
            hasher.combine(bytes: bytes)
            return hasher.finalize()
        }
    }

    /// Whether two `.string` nodes hold the same UTF-8 bytes.
    @inline(__always)
    func keysEqual(_ a: Int, _ b: Int) -> Bool {
        let first = nodes[a]
        let second = nodes[b]
        guard first.length == second.length else { return false }
        if !first.flag, !second.flag {
            let x = base + Int(first.start)
            let y = base + Int(second.start)
            for k in 0..<Int(first.length) where x.load(fromByteOffset: k, as: UInt8.self) != y.load(fromByteOffset: k, as: UInt8.self) {
                return false
            }
            return true
        }
        return withKeyBytes(a) { x in withKeyBytes(b) { y in x.elementsEqual(y) } }
    }

    /// The unescaped UTF-8 bytes of the `.string` node at `index`.
    func withKeyBytes<R>(_ index: Int, _ body: (UnsafeRawBufferPointer) -> R) -> R {
        let node = nodes[index]
        guard node.flag else {
            return body(UnsafeRawBufferPointer(start: base + Int(node.start), count: Int(node.length)))
        }
        var text = decoded[Int(node.start)]
        return text.withUTF8 { body(UnsafeRawBufferPointer($0)) }
    }

    /// The text of the `.string` node at `index`, for messages.
    func keyText(_ index: Int) -> String {
        withKeyBytes(index) { String(decoding: $0, as: UTF8.self) }
    }
}
