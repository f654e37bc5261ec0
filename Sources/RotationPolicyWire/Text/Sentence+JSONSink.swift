import RotationPolicy
import RotationPolicyJSON

extension JSONSink {
    /// Words already held as UTF-8 bytes (a step's reason, a trace line), copied as they are.
    mutating func sentence(_ value: Sentence) { utf8String(value.utf8) }
}
