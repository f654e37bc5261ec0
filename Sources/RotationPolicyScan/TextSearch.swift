/// Substring tests on UTF-8 bytes, for the gates that decide whether a file is worth parsing.
/// `String.contains(_:)` compares Characters (canonical equivalence), which made these gates 14 % of a
/// 2,000-file lint's CPU (perf, stop 41). The needles are ASCII code words, so byte equality gives the
/// same answer but at a combining mark right after a match, which source code does not put there.
enum TextSearch {
    static func contains(_ text: String, _ needle: String) -> Bool { containsAny(text, CollectionOfOne(needle)) }

    static func containsAny(_ text: String, _ needles: some Sequence<String>) -> Bool { NeedleSet(needles).occurs(in: text) }
}

/// Many needles looked for in many files (the rotation helpers' names in every file not yet read): each
/// file is walked once, and at each byte only the needles that start with the next two bytes are
/// compared. The loop per needle and file it replaces was half of a 500-file app's lint (yattee, perf).
struct NeedleSet {
    private var single = [Bool](repeating: false, count: 256)
    private var byPair: [UInt16: [[UInt8]]] = [:]
    private(set) var isEmpty = true

    init(_ needles: some Sequence<String>) {
        for needle in needles {
            let bytes = Array(needle.utf8)
            guard let first = bytes.first else { continue }
            isEmpty = false
            if bytes.count == 1 {
                single[Int(first)] = true
            } else {
                byPair[UInt16(first) << 8 | UInt16(bytes[1]), default: []].append(bytes)
            }
        }
    }

    /// Whether any needle occurs in `text`, byte for byte.
    func occurs(in text: String) -> Bool {
        let span = text.utf8.span
        let count = span.count
        var start = 0
        while start < count {
            let byte = span[start]
            if single[Int(byte)] { return true }
            if start + 1 < count, let candidates = byPair[UInt16(byte) << 8 | UInt16(span[start + 1])] {
                for needle in candidates where start + needle.count <= count {
                    var matched = 2
                    while matched < needle.count && span[start + matched] == needle[matched] { matched += 1 }
                    if matched == needle.count { return true }
                }
            }
            start += 1
        }
        return false
    }
}
