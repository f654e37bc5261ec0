public import RotationPolicy
public import RotationPolicyJSON

/// The whole of `POST /v1/resolve` as pure functions: bytes → request model → simulated UIKit → bytes.
/// The HTTP layer calls `respond(toJSON:limits:)`; tests and benchmarks may call the stages one by one.
public enum Simulator {
    /// Parses, validates, simulates and encodes one request. The success value is the compact JSON body
    /// of the 200 response; the failure names the JSON path that is wrong and knows its HTTP status.
    public static func respond(
        toJSON body: UnsafeRawBufferPointer,
        limits: WireLimits = .default
    ) -> Result<[UInt8], RequestError> {
        do throws(RequestError) {
            let tape = try parseTape(body, limits: limits)
            let request = try decodeRequest(tape, limits: limits)
            return ResponseEncoder.encode(try run(request, limits: limits), maxBytes: limits.maxAnswerBytes)
        } catch {
            return .failure(error)
        }
    }

    public static func respond(toJSON body: [UInt8], limits: WireLimits = .default) -> Result<[UInt8], RequestError> {
        body.withUnsafeBytes { respond(toJSON: $0, limits: limits) }
    }

    /// The whole of `POST /v1/explore`: the request of `/v1/resolve` plus `explore` (extra events and
    /// budgets, capped by `exploreLimits`); the success value is the JSON body of the 200 response.
    public static func explore(
        toJSON body: UnsafeRawBufferPointer,
        limits: WireLimits = .default,
        exploreLimits: ExploreLimits = .default
    ) -> Result<[UInt8], RequestError> {
        do throws(RequestError) {
            let tape = try parseTape(body, limits: limits)
            var decoder = RequestDecoder(tape: tape, limits: limits)
            decoder.explore = ExploreDecoding(caps: exploreLimits)
            let request = try decoder.decode()
            let options = decoder.explore?.options ?? ExploreOptions()
            let exploration: Exploration
            do throws(RunError) {
                exploration = try Explorer.explore(request, options: options)
            } catch {
                throw error.requestError
            }
            return .success(ExploreResponseEncoder.encode(exploration, body: tape.value()))
        } catch {
            return .failure(error)
        }
    }

    public static func explore(
        toJSON body: [UInt8], limits: WireLimits = .default, exploreLimits: ExploreLimits = .default
    ) -> Result<[UInt8], RequestError> {
        body.withUnsafeBytes { explore(toJSON: $0, limits: limits, exploreLimits: exploreLimits) }
    }

    /// The same answer for an already parsed document, as a value tree (for callers that bring their
    /// own JSON serializer, such as the Codable benchmark peer).
    public static func respond(to value: JSONValue, limits: WireLimits = .default) -> Result<JSONValue, RequestError> {
        do throws(RequestError) {
            let resolution = try run(try decodeRequest(JSONTape(value: value), limits: limits), limits: limits)
            var builder = JSONTreeBuilder()
            ResponseEncoder.encode(resolution, into: &builder)
            return .success(builder.value)
        } catch {
            return .failure(error)
        }
    }

    /// Validates a parsed request against the contract and the limits.
    public static func decodeRequest(_ tape: JSONTape, limits: WireLimits = .default) throws(RequestError) -> ResolveRequest {
        var decoder = RequestDecoder(tape: tape, limits: limits)
        return try decoder.decode()
    }

    /// The same for a parsed tree.
    public static func decodeRequest(_ value: JSONValue, limits: WireLimits = .default) throws(RequestError) -> ResolveRequest {
        try decodeRequest(JSONTape(value: value), limits: limits)
    }

    /// Simulates UIKit over the request's events. Throws only for what the contract makes a 400 at run
    /// time: an event naming a controller or window that is no longer on screen, or removing the last window.
    public static func resolve(_ request: ResolveRequest) throws(RequestError) -> Resolution {
        try run(request, limits: .default)
    }

    /// The run with its domain error worded as the API's.
    static func run(_ request: consuming ResolveRequest, limits: WireLimits) throws(RequestError) -> Resolution {
        do throws(RunError) {
            return try Simulation.run(request, limits: limits.run)
        } catch {
            throw error.requestError
        }
    }

    /// The parser with its error worded as the API's.
    static func parseTape(_ body: UnsafeRawBufferPointer, limits: WireLimits) throws(RequestError) -> JSONTape {
        do throws(JSONError) {
            return try JSONParser.parseTape(body, maxDepth: limits.maxJSONDepth, maxStringBytes: limits.maxStringBytes)
        } catch {
            throw RequestError(error)
        }
    }

    /// The compact JSON body for a resolution.
    public static func encode(_ resolution: Resolution) -> [UInt8] {
        ResponseEncoder.encode(resolution)
    }
}
