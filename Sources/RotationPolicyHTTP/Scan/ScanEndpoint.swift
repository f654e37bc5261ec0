import RotationPolicy
import RotationPolicyScan
import RotationPolicyWire

/// `POST /v1/scan`: the files a change touched in, the spec `rotation-policy scan` would write out.
/// Bounded by the body limit, `ScanRequest.maxFiles`, a place at the scan gate (429), the scan time
/// limit and the answer limit (422); refusals are problem documents whose `errors` name the member
/// (`$.files[2].content`) and, for a file that cannot be read, its path and line.
enum ScanEndpoint {
    struct Limits: Sendable {
        var maxBodyBytes: Int
        var maxAnswerBytes: Int
        var timeLimitMilliseconds: Int
    }

    /// Refusals now; the scan itself as work that holds a place at the scan gate.
    static func admit(_ request: HTTPRequest, limits: Limits, gate: ExploreGate) -> Router.Admission {
        guard request.body.count <= limits.maxBodyBytes else {
            return refused(Problem.payloadTooLarge(limit: limits.maxBodyBytes).response())
        }
        let contentType = request.headers["Content-Type"]
        guard MediaType.isJSON(contentType) else { return refused(Problem.unsupportedMediaType(contentType).response()) }
        guard gate.enter() else {
            return refused(Problem.tooManyScans(limit: gate.limit).response(extraHeaders: [("Retry-After", "1")]))
        }
        let body = request.body
        return .gated(
            GatedWork(route: .scan, gate: gate) {
                answer(ScanRequest.respond(toJSON: body, timeLimitMilliseconds: limits.timeLimitMilliseconds), limits: limits)
            })
    }

    private static func refused(_ response: HTTPResponse) -> Router.Admission {
        .routed(Router.Routed(route: .scan, response: response))
    }

    private static func answer(_ result: Result<[UInt8], ScanRequest.Failure>, limits: Limits) -> HTTPResponse {
        switch result {
        case .success(let body):
            guard body.count <= limits.maxAnswerBytes else {
                return Problem.answerTooLarge(bytes: body.count, limit: limits.maxAnswerBytes).response()
            }
            return .json(200, body)
        case .failure(let failure):
            let (slug, status, title) = problem(failure.kind)
            // At most `maxListedErrors`, in document order, as every other problem document lists them.
            let errors = failure.errors.prefix(RequestError.maxListedErrors).map {
                RequestError.Field(path: $0.path, message: $0.message)
            }
            return Problem(slug, title: title, status: status, detail: failure.detail, errors: errors).response()
        }
    }

    /// Each kind of refusal as the API states it. Valid JSON over a count or time limit is a 422
    /// `limit-exceeded`, as for `--max-events`.
    static func problem(_ kind: ScanRequest.Failure.Kind) -> (Problem.Slug, status: Int, title: String) {
        switch kind {
        case .malformedJSON: (.malformedJSON, 400, "Malformed JSON")
        case .jsonLimit: (.limitExceeded, 422, "Limit exceeded")
        case .invalidRequest: (.invalidRequest, 400, "Invalid request")
        case .tooManyFiles: (.limitExceeded, 422, "Too many files")
        case .timeLimit: (.limitExceeded, 422, "Scan time limit")
        case .notAnIOSProject: (.invalidRequest, 422, "Not an iOS project")
        case .unreadableFile: (.invalidRequest, 422, "Unreadable file")
        }
    }
}
