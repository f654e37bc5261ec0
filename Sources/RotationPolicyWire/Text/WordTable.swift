import RotationPolicyJSON

/// Fixed words made once (the sixteen mask lists) and written into sentences by index, from one block of
/// bytes: a `String` taken out of a static array cost a retain and a release each time (callgrind).
// @unchecked Sendable: the memory is written once in `init` and only read afterwards.
final class WordTable: @unchecked Sendable {
    let words: [String]
    private let text: UnsafeMutablePointer<UInt8>
    /// Where each word's bytes start in `text`, and past the last one's end.
    private let offsets: UnsafeMutablePointer<Int>

    init(_ words: [String]) {
        self.words = words
        let bytes = words.map { Array($0.utf8) }
        text = .allocate(capacity: max(bytes.reduce(0) { $0 + $1.count }, 1))
        offsets = .allocate(capacity: bytes.count + 1)
        var offset = 0
        for (index, word) in bytes.enumerated() {
            offsets[index] = offset
            (text + offset).initialize(from: word, count: word.count)
            offset += word.count
        }
        offsets[bytes.count] = offset
    }

    deinit {
        text.deallocate()
        offsets.deallocate()
    }

    /// Word `index` as a plain piece of the sentence being written: the table holds the wording's own
    /// words, never a name from the request.
    @inline(__always) func write(_ index: Int, into out: inout some JSONSink) {
        precondition(index >= 0 && index < words.count, "WordTable index out of range")
        out.plainPiece(UnsafeBufferPointer(start: text + offsets[index], count: offsets[index + 1] - offsets[index]))
    }
}
