import RotationPolicy
import RotationPolicyJSON

/// The one place the product's version lives: `--version` of every binary prints it.
extension Simulator {
    /// Semantic version of the service and library (the wire contract is v1: `/v1/resolve`).
    public static let version = "1.0.0"
}
