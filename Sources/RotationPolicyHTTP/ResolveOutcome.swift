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
}
