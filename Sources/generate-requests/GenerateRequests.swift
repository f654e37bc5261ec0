import ArgumentParser
import RequestGenerator
import RotationPolicy
import RotationPolicyHTTP
import RotationPolicyWire

#if canImport(Glibc)
    import Glibc
#endif

/// `generate-requests --count N --out DIR`: writes N generated requests (`ContractRequestGenerator`, seeds
/// 1…N) and the service's answers as `NNNNN.request.json` and `NNNNN.response.json` (a 400 answer as
/// `NNNNN.problem.json`), for Tests/OpenAPI/check_generated.py to validate against openapi.yaml.
@main
struct GenerateRequests: ParsableCommand {
    @Option(help: "How many requests.") var count = 2000
    @Option(help: "The first seed.") var firstSeed: UInt64 = 1
    @Option(help: "The folder to write to (must exist).") var out: String

    func run() throws {
        for seed in firstSeed..<(firstSeed + UInt64(count)) {
            let request = ContractRequestGenerator(seed: seed).request()
            let body = request.body
            let name = "\(out)/\(String(repeating: "0", count: max(0, 5 - String(seed).count)))\(seed)"
            try write(body, to: name + ".request.json")
            switch Simulator.respond(toJSON: body) {
            case .success(let answer): try write(answer, to: name + ".response.json")
            case .failure(let error): try write(Problem(error).json, to: name + ".problem.json")
            }
        }
    }

    func write(_ bytes: [UInt8], to path: String) throws {
        guard let file = fopen(path, "wb") else { throw ValidationError("cannot write \(path)") }
        defer { fclose(file) }
        guard fwrite(bytes, 1, bytes.count, file) == bytes.count else { throw ValidationError("cannot write \(path)") }
    }
}
