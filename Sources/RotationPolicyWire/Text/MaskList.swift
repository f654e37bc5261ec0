import RotationPolicy
import RotationPolicyJSON

/// A mask's orientations as UIKit lists them in E2b and E3: "portrait, landscapeLeft". The wire's words,
/// so made here, not in the domain; all sixteen lists once, written from a `WordTable`.
struct MaskList: SentencePart {
    let mask: OrientationMask

    /// Indexed by the mask's four bits (1...4) shifted down.
    static let table = WordTable(
        (0..<16).map { bits in OrientationMask(rawValue: bits << 1).orientations.map(\.name).joined(separator: ", ") })

    var index: Int { (mask.rawValue & OrientationMask.validBits) >> 1 }

    var text: String { Self.table.words[index] }

    @inline(__always) func write(into out: inout some JSONSink) { Self.table.write(index, into: &out) }
}

extension OrientationMask {
    /// The list as a sentence piece.
    var list: MaskList { MaskList(mask: self) }

    /// The list as text (fixes, test oracles).
    package var listText: String { list.text }
}
