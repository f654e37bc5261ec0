public import RotationPolicyJSON

extension RequestError {
    /// The API's error for a body the JSON parser refused: the same path and words, a 400 or a 422.
    public init(_ error: JSONError) {
        let kind: Kind =
            switch error.kind {
            case .malformed: .malformedJSON
            case .invalid: .invalidRequest
            case .limitExceeded: .limitExceeded
            }
        self.init(kind, path: error.path, error.message)
    }
}
