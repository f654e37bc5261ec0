import RotationPolicy
import RotationPolicyWire

/// The explorer in this process: the library's `POST /v1/explore` with its default budget caps.
enum InProcessExplore {
    static func run(_ body: [UInt8], limits: RequestLimits) -> Result<[UInt8], RequestError> {
        Simulator.explore(toJSON: body, limits: limits)
    }
}
