import RotationPolicy

/// The explorer in this process. `Simulator.explore(toJSON:limits:)` is not in the library yet, so
/// in-process explore says so clearly; `--server URL` reaches a service's POST /v1/explore.
enum InProcessExplore {
    static func run(_ body: [UInt8], limits: RequestLimits) throws(CLIError) -> Result<[UInt8], RequestError> {
        throw CLIError.usage(
            "explore is not available in-process in this build (the library has no explorer yet); "
                + "run it against a service with --server URL")
    }
}
