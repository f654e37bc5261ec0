import ArgumentParser
import RotationPolicy
import RotationPolicyCLI

/// `--max-explore-*`: the in-process explorer's caps on a request's budgets, the same flags and ranges as
/// the server's. Without them the CLI keeps the server's defaults, so a spec that passes here also runs
/// against a default server; with `--server` the server's own flags decide, so these are refused.
struct ExploreCapOptions: ParsableArguments {
    @Option(help: "Cap on explore.maxStates, in-process (default 200000, as the server's flag).")
    var maxExploreStates: Int?

    @Option(help: "Cap on explore.timeLimitMs, in-process (default 10000).")
    var maxExploreMs: Int?

    @Option(help: "Cap on explore.maxExtraEvents, in-process (default 12).")
    var maxExploreExtraEvents: Int?

    @Option(help: "Memory one search may hold in states, in-process (default 100663296, 96 MiB).")
    var maxExploreBytes: Int?

    @Option(help: "Cap on explore.maxFindings, in-process (default 1000).")
    var maxExploreFindings: Int?

    func engine(_ options: EngineOptions) throws(CLIError) -> Engine {
        let given: [(String, Int?)] = [
            ("--max-explore-states", maxExploreStates), ("--max-explore-ms", maxExploreMs),
            ("--max-explore-extra-events", maxExploreExtraEvents), ("--max-explore-bytes", maxExploreBytes),
            ("--max-explore-findings", maxExploreFindings),
        ]
        let engine = try options.engine()
        guard case .inProcess(let limits, _) = engine else {
            if let flag = given.first(where: { $0.1 != nil })?.0 {
                throw CLIError.usage("\(flag) sets the in-process explorer's cap; with --server the server's own \(flag) decides")
            }
            return engine
        }
        let defaults = ExploreLimits.default
        return .inProcess(
            limits,
            ExploreLimits(
                maxStates: try value(maxExploreStates, "--max-explore-states", defaults.maxStates, 1...10_000_000),
                maxMilliseconds: try value(maxExploreMs, "--max-explore-ms", defaults.maxMilliseconds, 1...600_000),
                maxExtraEvents: try value(maxExploreExtraEvents, "--max-explore-extra-events", defaults.maxExtraEvents, 0...64),
                maxBytes: try value(maxExploreBytes, "--max-explore-bytes", defaults.maxBytes, (1 << 20)...(1 << 36)),
                maxFindings: try value(maxExploreFindings, "--max-explore-findings", defaults.maxFindings, 1...1_000_000)))
    }

    private func value(_ given: Int?, _ flag: String, _ fallback: Int, _ range: ClosedRange<Int>) throws(CLIError) -> Int {
        guard let given else { return fallback }
        guard range.contains(given) else {
            throw CLIError.usage("\(flag) must be between \(range.lowerBound) and \(range.upperBound), got \(given)")
        }
        return given
    }
}
