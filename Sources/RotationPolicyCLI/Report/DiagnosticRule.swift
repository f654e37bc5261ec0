/// What a diagnostic is, above any one command's rules: lint's rules (`RuleDescription`) give one each,
/// and `check` gives its own two. SARIF's `rules` are built from these, so a reporter needs no list of
/// any command's rules.
public struct DiagnosticRule: Hashable, Sendable {
    /// As configuration, suppression comments, baselines and reporters spell it (`kvcOrientation`).
    public var id: String
    public var name: String
    /// One sentence, for SARIF's rule description.
    public var summary: String
    public var severity: Severity
    /// Where the repository explains it, e.g. `docs/lint.md#kvcorientation`.
    public var help: String

    public init(id: String, name: String, summary: String, severity: Severity, help: String) {
        self.id = id
        self.name = name
        self.summary = summary
        self.severity = severity
        self.help = help
    }
}

extension DiagnosticRule {
    /// `check`: an expectation of a spec that the answer does not meet.
    public static let expectation = DiagnosticRule(
        id: "expectation", name: "Expectation differs", summary: "An expectation of a spec differs from the service's answer.",
        severity: .error, help: "docs/spec-format.md#what-a-failure-shows")

    /// `check`: a spec, or its request, that is not valid input.
    public static let invalidSpec = DiagnosticRule(
        id: "invalidSpec", name: "Invalid spec", summary: "A spec file, or the request it holds, is not valid input.", severity: .error,
        help: "docs/spec-format.md#results-and-exit-codes")

    /// The rules `check` reports with, in the order SARIF lists them.
    public static let check = [expectation, invalidSpec]
}
