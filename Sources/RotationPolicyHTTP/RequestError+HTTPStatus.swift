public import RotationPolicyWire

extension RequestError.Kind {
    /// The HTTP status a refused request is answered with (openapi.yaml): a body that is not JSON or does
    /// not fit the contract is the client's mistake (400); valid JSON past a documented limit is 422.
    public var httpStatus: Int {
        switch self {
        case .malformedJSON, .invalidRequest: 400
        case .limitExceeded: 422
        }
    }
}
