package import RotationPolicy
public import RotationPolicyCLI
import RotationPolicyScan

/// A lint rule, as SwiftLint's `Rule`: a type whose description says what it finds, how severe it is
/// by default, which docs/rules.md rules it rests on, and examples that trigger it and that do not. The
/// examples are run by the rule's tests (a project on disk, linted for real) and printed in
/// docs/lint.md and by `rotation-policy rules`.
public protocol LintRule: Sendable {
    static var description: RuleDescription { get }
}

/// What a rule is, found by and rests on.
public struct RuleDescription: Sendable {
    /// How a rule finds: by exploring the scanned app, or by reading its code alone.
    public enum Source: String, Sendable {
        case explore, `static`
        case exploreAndStatic = "explore and static"
    }

    public var identifier: RuleID
    public var name: String
    /// One sentence, for SARIF's rule description and `rotation-policy rules`.
    public var summary: String
    /// What it finds, where it reports it, and what it leaves alone (docs/lint.md).
    public var details: String
    public var severity: Severity
    public var source: Source
    /// What the source reads, e.g. "on every controller class", "at every call site".
    public var scope: String
    /// The docs/rules.md rules it rests on; empty: UIKit's warnings across the whole document.
    package var rules: [Rule]
    public var triggeringExamples: [RuleExample]
    public var nonTriggeringExamples: [RuleExample]

    package init(
        _ identifier: RuleID, name: String, severity: Severity, source: Source, scope: String = "", rules: [Rule], summary: String,
        details: String, triggering: [RuleExample], nonTriggering: [RuleExample]
    ) {
        self.identifier = identifier
        self.name = name
        self.severity = severity
        self.source = source
        self.scope = scope
        self.rules = rules
        self.summary = summary
        self.details = details
        triggeringExamples = triggering
        nonTriggeringExamples = nonTriggering
    }

    /// Its section in docs/lint.md (the repository has no public address to link to).
    public var helpReference: String { "docs/lint.md#\(identifier.rawValue.lowercased())" }

    /// The rule as reports name it: what SARIF's driver lists and every diagnostic of it carries.
    public var diagnosticRule: DiagnosticRule {
        DiagnosticRule(id: identifier.rawValue, name: name, summary: summary, severity: severity, help: helpReference)
    }
}

/// A rule read from one class's overrides alone, on one idiom at one iOS version (ClassChecks runs it on
/// every class the scan read, reachable or not).
protocol ClassRule: LintRule {
    static func check(_ overrides: ClassOverrides, in checks: ClassChecks, idiom: String, version: Int) -> [LintFinding]
}

/// A rule read at one call site, on the iOS versions where it `holds` (by default those where the call
/// can run and the iOS 16 changes apply: `ClassChecks.runs`).
protocol CallSiteRule: LintRule {
    static func holds(on version: Int, for call: VersionedCall, in checks: ClassChecks) -> Bool
    static func check(_ call: VersionedCall, in checks: ClassChecks) -> LintFinding?
}

extension CallSiteRule {
    static func holds(on version: Int, for call: VersionedCall, in checks: ClassChecks) -> Bool { checks.runs(call, version: version) }
}

/// A rule read from one explored model (its tree and app settings) at one iOS version.
protocol ModelRule: LintRule {
    static func check(_ app: ScannedApp, major: Int) -> [LintFinding]
}
