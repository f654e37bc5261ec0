public import RotationPolicyCLI

extension Report {
    /// What one `lint` run found, for the shared reporters: the findings sorted by place, as
    /// diagnostics of lint's rules, and what was left out.
    public init(lint findings: [LintFinding], root: String, suppressed: Int = 0, baselined: Int = 0, notes: [String] = []) {
        let sorted = findings.sorted { ($0.location, $0.kind, $0.message) < ($1.location, $1.kind, $1.message) }
        self.init(command: "lint", rules: LintRules.diagnosticRules, diagnostics: sorted.map(\.diagnostic))
        self.root = root
        self.suppressed = suppressed
        self.baselined = baselined
        self.notes = notes
    }
}
