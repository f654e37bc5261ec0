import RotationPolicy
import RotationPolicyJSON
import RotationPolicyWire

/// The only file that names the resolver's stage functions: if their signatures change, fix it here.
enum Stages {
    /// `Simulator.decodeRequest` + `Simulator.resolve`: the model and the simulation, no JSON bytes.
    /// Returns nil when the request was rejected (the benchmark then fails).
    static func decodeAndResolve(_ value: JSONValue) -> Resolution? {
        do throws(RequestError) {
            let request = try Simulator.decodeRequest(value, limits: .default)
            return try Simulator.resolve(request)
        } catch {
            print("decodeRequest/resolve rejected the request: \(error.kind) \(error.detail)")
            return nil
        }
    }

    /// The whole `Simulator.respond(toJSON:)`: parse, decode, resolve, encode. Nil when rejected.
    static func respond(_ body: [UInt8]) -> [UInt8]? {
        switch Simulator.respond(toJSON: body, limits: .default) {
        case .success(let bytes): return bytes
        case .failure(let error):
            print("respond(toJSON:) rejected the request: \(error.kind) \(error.detail)")
            return nil
        }
    }
}

/// Single stages, for the breakdown columns. Each traps on a rejection, which the checked run above
/// has already ruled out for the same input.
enum SingleStage {
    static func parse(_ body: [UInt8]) -> JSONValue {
        let limits = WireLimits.default
        do throws(JSONError) {
            return try JSONParser.parse(body, maxDepth: limits.maxJSONDepth, maxStringBytes: limits.maxStringBytes)
        } catch {
            fatalError("parse rejected a generated body: \(error.path): \(error.message)")
        }
    }

    static func decode(_ value: JSONValue) -> ResolveRequest {
        do throws(RequestError) {
            return try Simulator.decodeRequest(value, limits: .default)
        } catch {
            fatalError("decodeRequest rejected a generated request: \(error.detail)")
        }
    }

    static func resolve(_ request: ResolveRequest) -> Resolution {
        do throws(RequestError) {
            return try Simulator.resolve(request)
        } catch {
            fatalError("resolve rejected a generated request: \(error.detail)")
        }
    }

    static func encode(_ resolution: Resolution) -> [UInt8] {
        Simulator.encode(resolution)
    }
}
