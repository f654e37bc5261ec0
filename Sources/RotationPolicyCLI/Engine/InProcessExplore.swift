import RotationPolicy
import RotationPolicyWire

/// The explorer in this process: the library's `POST /v1/explore` with the server's default budget
/// caps, or those lifted by `--max-explore-*`.
enum InProcessExplore {
    static func run(_ body: [UInt8], limits: WireLimits, caps: ExploreLimits) -> Result<[UInt8], RequestError> {
        Simulator.explore(toJSON: body, limits: limits, exploreLimits: caps)
    }
}
