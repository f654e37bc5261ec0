/// What became of one `POST /v1/resolve`; the `outcome` label of `rotation_policy_resolve_outcomes_total`.
public enum ResolveOutcome: String, CaseIterable, Sendable {
    case resolved
    case malformedJSON = "malformed_json"
    case invalidRequest = "invalid_request"
    case limitExceeded = "limit_exceeded"
    case payloadTooLarge = "payload_too_large"
    case unsupportedMediaType = "unsupported_media_type"
    /// Refused on its head: framing, Host or header characters (`RequestHead.rejection`).
    case badRequest = "bad_request"
    /// The answer would be larger than `--max-answer-bytes`.
    case answerTooLarge = "answer_too_large"
    /// The answer did not fit `--max-answer-bytes-in-flight` (503).
    case overloaded

    /// The position in `allCases`, for the metrics' table of outcomes.
    public var ordinal: Int {
        switch self {
        case .resolved: 0
        case .malformedJSON: 1
        case .invalidRequest: 2
        case .limitExceeded: 3
        case .payloadTooLarge: 4
        case .unsupportedMediaType: 5
        case .badRequest: 6
        case .answerTooLarge: 7
        case .overloaded: 8
        }
    }
}
