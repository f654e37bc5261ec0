import Foundation  // ProcessInfo, for PROPERTY_SEEDS
import RequestGenerator
import RotationPolicy
import RotationPolicyJSON
import RotationPolicyWire
import Testing

/// One generated request with everything the properties look at: the answer's bytes, the resolution,
/// and the resolution of every prefix of its events (`prefixes[k]` ran the first k events).
struct PropertyCase: Sendable {
    let request: GeneratedRequest
    let body: [UInt8]
    let answer: Result<[UInt8], RequestError>
    /// The same request decoded from the same bytes and resolved; nil when it is rejected.
    let resolution: Resolution?
    let prefixes: [Resolution?]

    init(_ request: GeneratedRequest) {
        self.request = request
        body = request.body
        answer = Simulator.respond(toJSON: body)
        resolution = Self.resolve(body)
        prefixes = (0...request.events.count).map { Self.resolve(request.with(events: Array(request.events.prefix($0))).body) }
    }

    static func resolve(_ body: [UInt8]) -> Resolution? {
        body.withUnsafeBytes { bytes in
            do {
                let tape = try JSONParser.parseTape(bytes, maxDepth: 1024, maxStringBytes: 1024)
                return try Simulator.resolve(try Simulator.decodeRequest(tape))
            } catch {
                return nil
            }
        }
    }

    var rejection: RequestError? {
        if case .failure(let error) = answer { return error }
        return nil
    }
}

/// The generated corpus, shared by every property (each runs over the same seeds), built once.
enum PropertyCorpus {
    /// `PROPERTY_SEEDS=N` runs N seeds instead of the CI size.
    static let seeds: ClosedRange<UInt64> = {
        let count = ProcessInfo.processInfo.environment["PROPERTY_SEEDS"].flatMap { Int($0) } ?? 3000
        return 1...UInt64(max(1, count))
    }()

    static let cases: [PropertyCase] = seeds.map { PropertyCase(ContractRequestGenerator(seed: $0).request()) }
}

/// A property: nil when it holds for the case (or does not apply), else what is wrong.
typealias Property = @Sendable (PropertyCase) -> String?

enum PropertyRunner {
    /// Checks `property` over the corpus; each failure is recorded with its seed and a request shrunk by
    /// dropping events (from the end, then one at a time) while the property still fails the same way.
    /// Returns the number of failing seeds.
    @discardableResult
    static func check(_ name: String, _ property: Property, report limit: Int = 3) -> Int {
        var failures = 0
        for item in PropertyCorpus.cases {
            guard let message = property(item) else { continue }
            failures += 1
            guard failures <= limit else { continue }
            let small = shrink(item.request) { property(PropertyCase($0)) != nil }
            let smallMessage = property(PropertyCase(small)) ?? message
            Issue.record(
                """
                property '\(name)' fails for seed \(item.request.seed): \(message)
                minimal request (\(small.events.count) of \(item.request.events.count) events): \(smallMessage)
                \(PrettyJSON.render(small.json))
                """)
        }
        if failures > limit {
            Issue.record("property '\(name)' fails for \(failures) of \(PropertyCorpus.cases.count) seeds (first \(limit) shown)")
        }
        return failures
    }

    /// Drops events while `fails` stays true: the last ones first, then each in turn.
    static func shrink(_ request: GeneratedRequest, _ fails: (GeneratedRequest) -> Bool) -> GeneratedRequest {
        var current = request
        var budget = 300
        while current.events.count > 0, budget > 0 {
            budget -= 1
            let shorter = current.with(events: Array(current.events.dropLast()))
            guard fails(shorter) else { break }
            current = shorter
        }
        var progress = true
        while progress, budget > 0 {
            progress = false
            var index = 0
            while index < current.events.count, budget > 0 {
                budget -= 1
                var events = current.events
                events.remove(at: index)
                let candidate = current.with(events: events)
                if fails(candidate) {
                    current = candidate
                    progress = true
                } else {
                    index += 1
                }
            }
        }
        return current
    }
}
