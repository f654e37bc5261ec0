import RotationPolicy
import RotationPolicyJSON
import RotationPolicyWire

/// Runs a request body through the whole pipeline and returns the response text, or throws the error.
enum ResolveHarness {
    static func respond(_ body: String) throws(RequestError) -> String {
        switch Simulator.respond(toJSON: Array(body.utf8)) {
        case .success(let bytes): return String(decoding: bytes, as: UTF8.self)
        case .failure(let error): throw error
        }
    }

    static func error(_ body: String) -> RequestError? {
        if case .failure(let error) = Simulator.respond(toJSON: Array(body.utf8)) { return error }
        return nil
    }

    static func request(_ body: String) throws -> ResolveRequest {
        let value = try JSONParser.parse(Array(body.utf8), maxDepth: 1024, maxStringBytes: 1024)
        return try Simulator.decodeRequest(value)
    }
}
