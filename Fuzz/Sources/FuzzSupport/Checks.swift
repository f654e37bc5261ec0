import RotationPolicy
import RotationPolicyJSON
import RotationPolicyWire

#if canImport(Glibc)
    import Glibc
#endif

// The properties every answer of `POST /v1/resolve` must have, whatever the body. Shared by the fuzz
// targets; a broken property is a `fatalError`, which libFuzzer records as a crash with its input.

/// Top-level keys of a 200 body, in the contract's order.
let responseKeys = [
    "interfaceOrientation", "deviceOrientation", "supportedOrientations", "decidingController", "statusBar",
    "violation", "terminated", "warnings", "windows", "steps", "findings", "skippedEvents",
]

/// Members a 200 body has only sometimes, named in `responseOrder`: `deprecations` when the run used a
/// deprecated API, `interfaceOrientationLocked` on iOS 26+ when a controller prefers the scene lock,
/// `scenes` when the request lists scenes. `confidence` always closes the body.
let optionalResponseKeys: Set<String> = ["deprecations", "interfaceOrientationLocked", "scenes"]
let responseOrder: [String] = {
    var order = responseKeys
    order.insert("deprecations", at: order.firstIndex(of: "warnings")! + 1)
    order += ["interfaceOrientationLocked", "scenes", "confidence"]
    return order
}()

/// Top-level keys of a problem+json body (RFC 9457 as the contract uses it), in order.
let problemKeys = ["type", "title", "status", "detail", "errors"]

/// `FUZZ_SHOW=1 <fuzzer> FILE…` prints each answer (status and body) to stderr, for writing seeds.
let show = getenv("FUZZ_SHOW") != nil

/// `FUZZ_SELFTEST=1` makes every body shorter than 4 bytes crash, so `scripts/fuzz.sh --selftest` can
/// check that a crash found while fuzzing is saved and fails the run. (Fork mode silently drops seeds
/// that crash, so the crash has to be one that mutation finds within seconds.)
let selfTest = getenv("FUZZ_SELFTEST") != nil

/// Runs one body through `Simulator.respond(toJSON:limits:)` with the default limits and checks the answer.
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : size)
    if selfTest, input.count < 4 { fail("self-test crash", input) }
    let result = Simulator.respond(toJSON: input, limits: .default)
    switch result {
    case .success(let body): checkSuccess(body, input: input)
    case .failure(let error): checkFailure(error, input: input)
    }
    if show {
        let (status, body) =
            switch result {
            case .success(let body): ("200", body)
            // The library has no HTTP status (RotationPolicyHTTP maps kinds to them): show the kind.
            case .failure(let error): (error.kind.rawValue, error.problemJSON(status: problemStatus))
            }
        let line = Array("\(status) ".utf8) + body + [0x0A]
        _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }
    return 0
}

/// Response strings (paths used as generated names, trace lines) may be longer than a request string
/// may be, and the body nests only a few levels; re-parse with generous limits.
func reparse(_ bytes: [UInt8], _ what: String, input: UnsafeRawBufferPointer) -> JSONValue {
    do throws(JSONError) {
        return try JSONParser.parse(bytes, maxDepth: 64, maxStringBytes: Int.max)
    } catch {
        fail("\(what) does not re-parse: \(error.path): \(error.message)\nbody: \(String(decoding: bytes, as: UTF8.self))", input)
    }
}

func fail(_ message: String, _ input: UnsafeRawBufferPointer) -> Never {
    let shown = String(decoding: input.prefix(4096), as: UTF8.self)
    fatalError("fuzz property violated: \(message)\ninput (\(input.count) bytes): \(shown)")
}

func keys(_ value: JSONValue) -> [String]? {
    guard case .object(let object) = value else { return nil }
    return object.members.map(\.key)
}

func checkSuccess(_ body: [UInt8], input: UnsafeRawBufferPointer) {
    let document = reparse(body, "200 body", input: input)
    guard let found = keys(document), case .object(let object) = document else {
        fail("200 body is not an object", input)
    }
    let expected = responseOrder.filter { !optionalResponseKeys.contains($0) || found.contains($0) }
    guard found == expected else {
        fail("200 body has keys \(found), expected \(expected) (optional: \(optionalResponseKeys))", input)
    }
    if case .array(let windows)? = object["windows"], windows.isEmpty {
        fail("200 body lists no window", input)
    }
    // The tree encoding (`respond(to:)`, for callers with their own serializer) must say the same as
    // the bytes: both come from one generic encoder, so any drift is a bug.
    guard
        let request = try? JSONParser.parse(
            input, maxDepth: WireLimits.default.maxJSONDepth, maxStringBytes: WireLimits.default.maxStringBytes)
    else { fail("request accepted by respond(toJSON:) but rejected by JSONParser.parse", input) }
    switch Simulator.respond(to: request) {
    case .success(let tree):
        if tree != document { fail("respond(to:) tree differs from the re-parsed 200 body", input) }
    case .failure(let error):
        fail("respond(toJSON:) succeeded but respond(to:) failed: \(error.detail)", input)
    }
}

/// Any status does: the checks are on the paths and messages the body quotes, not on the number.
let problemStatus = 400

func checkFailure(_ error: RequestError, input: UnsafeRawBufferPointer) {
    guard !error.errors.isEmpty else { fail("a failure without errors", input) }
    for field in error.errors {
        guard field.path.hasPrefix("$") else { fail("error path '\(field.path)' does not start with '$'", input) }
        guard !field.message.isEmpty else { fail("empty message at \(field.path)", input) }
    }
    // The problem document the HTTP layer sends must be JSON too, whatever bytes the paths quote.
    let problem = reparse(error.problemJSON(status: problemStatus), "problem+json body", input: input)
    guard keys(problem) == problemKeys else { fail("problem+json keys \(keys(problem) ?? [])", input) }
}
