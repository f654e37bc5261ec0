package import RotationPolicy
public import RotationPolicyCLI

/// One orientation problem, at the line that causes it.
public struct LintFinding: Equatable, Sendable {
    /// The rule that found it.
    public var kind: RuleID
    public var severity: Severity
    public var message: String
    public var location: SourceLocation
    /// The witness's steps as a code flow (empty for checks that need no search).
    public var flow: [FlowStep]
    public var fix: DiagnosticFix?
    /// The simulator's rule for a finding of the search (E1, E2, R3.3 …); nil for the static checks.
    package var exploredRule: Rule?

    public init(
        kind: RuleID, severity: Severity? = nil, message: String, location: SourceLocation, flow: [FlowStep] = [],
        fix: DiagnosticFix? = nil
    ) {
        self.kind = kind
        // The rule's default unless the check grades this one otherwise (a sheet's E2, the API's severity).
        self.severity = severity ?? kind.severity
        self.message = message
        self.location = location
        self.flow = flow
        self.fix = fix
    }
}

extension LintFinding {
    /// The finding as every reporter takes it, under its rule's `DiagnosticRule`.
    public var diagnostic: Diagnostic {
        Diagnostic(
            rule: LintRules.diagnosticRule(of: kind), severity: severity, message: message, path: location.path, line: location.line,
            column: location.column, flow: flow, fix: fix)
    }
}
