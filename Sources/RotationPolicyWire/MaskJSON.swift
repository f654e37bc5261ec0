import RotationPolicy
import RotationPolicyJSON

/// A mask as a request writes it: the fix model, the scan's spec.
enum MaskJSON {
    /// Its name when the vocabulary has one (`allButUpsideDown`), else its orientations.
    static func named(_ mask: OrientationMask) -> JSONValue {
        if let name = Vocabulary.name(of: mask) { return .string(name) }
        return list(mask)
    }

    /// Its orientations in the contract's order, as Info.plist lists them.
    static func list(_ mask: OrientationMask) -> JSONValue { .array(mask.orientations.map { .string($0.name) }) }
}
