public import RotationPolicy
import RotationPolicyHTTP
public import RotationPolicyWire

/// Where requests go: the library in this process, or a running service (`--server URL`). Both hand
/// back the exact HTTP body, so everything printed is rendered from the same bytes either way.
public enum Engine: Sendable {
    /// The explore caps are the server's defaults unless lifted with `--max-explore-*`.
    case inProcess(WireLimits, ExploreLimits = .default)
    case server(ServerClient)

    /// The library with the API's default limits.
    public static var library: Engine { .inProcess(.default) }

    /// The explore caps in force, when this process knows them (not for `--server`).
    public var exploreCaps: ExploreLimits? {
        if case .inProcess(_, let caps) = self { return caps }
        return nil
    }

    public enum Route: String, Sendable {
        case resolve = "/v1/resolve"
        case explore = "/v1/explore"
    }

    /// A 200 body, or a problem document with its status.
    public enum Outcome: Sendable {
        case answer([UInt8])
        case problem(status: Int, body: [UInt8])
    }

    public func send(_ route: Route, _ body: [UInt8]) throws(CLIError) -> Outcome {
        switch self {
        case .server(let client):
            return try client.post(route.rawValue, body)
        case .inProcess(let limits, let caps):
            let result: Result<[UInt8], RequestError>
            switch route {
            case .resolve: result = Simulator.respond(toJSON: body, limits: limits)
            case .explore: result = InProcessExplore.run(body, limits: limits, caps: caps)
            }
            switch result {
            case .success(let bytes): return .answer(bytes)
            case .failure(let error):
                // The server's own problem, so a refusal reads the same with and without --server.
                let problem = RotationPolicyHTTP.Problem(error)
                return .problem(status: problem.status, body: problem.json)
            }
        }
    }
}
