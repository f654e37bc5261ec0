import Foundation
import Testing

@testable import RotationPolicy
@testable import RotationPolicyJSON
@testable import RotationPolicyWire

/// The explorer merges states; a brute-force enumerator that follows every path separately must find
/// the same set of problems. Checked on every seed scenario (its events as the script, the default
/// environment) and on every explore scenario, with small budgets.
@Suite struct BruteForceTests {
    static let requests: [(name: String, body: [UInt8], maxExtraEvents: Int)] = {
        var requests: [(String, [UInt8], Int)] = []
        for fixture in Fixture.all() where fixture.name.hasPrefix("seed-") && fixture.expect != nil {
            requests.append((fixture.name, fixture.requestBody, 2))
        }
        for fixture in ExploreFixture.all() { requests.append((fixture.name, Array(fixture.request), 2)) }
        return requests
    }()

    @Test func coversTheSeedsAndTheExploreScenarios() {
        #expect(Self.requests.count >= 50)
    }

    @Test func bruteForceAgreesWithTheExplorer() throws {
        for (name, body, maxExtraEvents) in Self.requests {
            let (request, options) = try Self.decode(body, maxExtraEvents: maxExtraEvents)
            let explored = Set(try Explorer.explore(request, options: options).findings.map(\.finding.identity))
            let brute = BruteForce.identities(request, options: options)
            #expect(
                explored == brute,
                "\(name): only the explorer: \(explored.subtracting(brute)); only brute force: \(brute.subtracting(explored))")
        }
    }

    static func decode(_ body: [UInt8], maxExtraEvents: Int) throws -> (ResolveRequest, ExploreOptions) {
        let tape = try body.withUnsafeBytes { bytes throws(JSONError) in try JSONParser.parseTape(bytes, maxDepth: 1024, maxStringBytes: 1024) }
        var decoder = RequestDecoder(tape: tape, limits: .default)
        decoder.explore = ExploreDecoding(caps: .default)
        let request = try decoder.decode()
        var options = decoder.explore?.options ?? ExploreOptions()
        options.maxExtraEvents = maxExtraEvents
        options.maxStates = 10_000_000
        options.timeLimitMs = 600_000
        return (request, options)
    }
}

/// Every path: the script in order with up to `maxExtraEvents` extra events anywhere, no merging.
enum BruteForce {
    static func identities(_ request: ResolveRequest, options: ExploreOptions) -> Set<Finding.Identity> {
        let (request, extras, _) = Explorer.prepare(request, options: options)
        let initial = Simulation.started(request, reportsSteps: false)
        var found = Set(Search.findings(before: nil, after: initial, rule: .r3_11, event: nil).map(\.identity))
        func walk(_ state: Simulation, position: Int, used: Int, depth: Int) {
            guard !state.terminated else { return }
            var choices: [Int] = []
            if position < options.scriptEvents { choices.append(position) }
            if used < options.maxExtraEvents { choices += extras }
            for event in choices {
                var after = state
                after.warnings.removeAll()
                guard let outcome = try? after.transition(request.events[event], index: depth) else { continue }
                found.formUnion(Search.findings(before: state, after: after, rule: outcome.rule, event: depth).map(\.identity))
                let isScript = event == position && position < options.scriptEvents
                walk(after, position: isScript ? position + 1 : position, used: isScript ? used : used + 1, depth: depth + 1)
            }
        }
        walk(initial, position: 0, used: 0, depth: 0)
        return found
    }
}
