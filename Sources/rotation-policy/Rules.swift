import ArgumentParser
import RotationPolicyCLI
import RotationPolicyLint

struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List every lint rule: its identifier, severity, what it rests on and its examples.",
        discussion: """
            The identifiers are those .rotation-policy.yml (disabled:, severity:), suppression comments and \
            baselines name. docs/lint.md's rule list is `rules --reporter markdown`.
            """)

    @Option(help: "text, json (with each rule's examples), sarif (the rules as a SARIF 2.1.0 driver) or markdown (docs/lint.md).")
    var reporter: RulesReporter = .text

    func run() throws {
        Output.out(reporter.render())
    }
}

extension RulesReporter: ExpressibleByArgument {}
