import RotationPolicyJSON

/// Fixed words made once (the sixteen mask lists) and written into sentences by index, from one block of
/// bytes: a `String` taken out of a static array cost a retain and a release each time (callgrind).
final class WordTable: Sendable {
    let words: [String]
    private let packed: PackedBytes

    init(_ words: [String]) {
        self.words = words
        packed = PackedBytes(words.map { Array($0.utf8) })
    }

    /// Word `index` as a plain piece of the sentence being written: the table holds the wording's own
    /// words, never a name from the request.
    @inline(__always) func write(_ index: Int, into out: inout some JSONSink) { out.plainPiece(packed[index]) }
}
