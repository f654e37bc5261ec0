import RotationPolicy
import RotationPolicyScan
import RotationPolicyWire

/// `POST /v1/scan`: the files a change touched in, the spec `rotation-policy scan` would write out.
/// Bounded by the body limit and `ScanRequest.maxFiles`; refusals are problem documents whose `errors`
/// name the member (`$.files[2].content`) and, for a file that cannot be read, its path and line.
enum ScanEndpoint {
    static func respond(_ request: HTTPRequest, maxBodyBytes: Int) -> HTTPResponse {
        guard request.body.count <= maxBodyBytes else { return Problem.payloadTooLarge(limit: maxBodyBytes).response() }
        let contentType = request.headers["Content-Type"]
        guard MediaType.isJSON(contentType) else { return Problem.unsupportedMediaType(contentType).response() }
        switch ScanRequest.respond(toJSON: request.body) {
        case .success(let body):
            return .json(200, body)
        case .failure(let failure):
            let slug: Problem.Slug =
                switch failure.status {
                case 400 where failure.title == "Malformed JSON": .malformedJSON
                case 413: .payloadTooLarge
                // Valid JSON over a count limit is a 422, as for `--max-events`.
                case 422 where failure.title == "Too many files": .limitExceeded
                default: .invalidRequest
                }
            // At most `maxListedErrors`, in document order, as every other problem document lists them.
            let errors = failure.errors.prefix(RequestError.maxListedErrors).map {
                RequestError.Field(path: $0.path, message: $0.message)
            }
            return Problem(slug, title: failure.title, status: failure.status, detail: failure.detail, errors: errors).response()
        }
    }
}
