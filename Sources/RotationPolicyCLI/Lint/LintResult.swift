/// What one `lint` run found, ready for a reporter: findings sorted by place, and what was left out.
public struct LintResult: Sendable {
    /// The project folder as the user named it; reporters join it with each finding's relative path.
    public var root: String
    public var findings: [LintFinding]
    /// Findings hidden by `rotation-policy:disable:next` comments.
    public var suppressed: Int
    /// Findings hidden because the baseline holds them.
    public var baselined: Int
    /// Notes for the reader (a search stopped by a budget, a version not checked), printed by text reporters.
    public var notes: [String]

    public init(root: String, findings: [LintFinding], suppressed: Int = 0, baselined: Int = 0, notes: [String] = []) {
        self.root = root
        self.findings = findings.sorted { ($0.location, $0.kind, $0.message) < ($1.location, $1.kind, $1.message) }
        self.suppressed = suppressed
        self.baselined = baselined
        self.notes = notes
    }

    /// `root/path`, as Xcode and terminals want it (Xcode needs a path it can open from the build folder).
    public func displayPath(_ location: SourceLocation) -> String {
        if root.isEmpty || root == "." { return location.path }
        return root.hasSuffix("/") ? root + location.path : root + "/" + location.path
    }

    /// Whether any finding is at or above `threshold` (exit 1 for `--fail-on`).
    public func fails(at threshold: Severity) -> Bool { findings.contains { $0.severity >= threshold } }
}

/// The output formats of `lint --reporter`.
public enum LintReporter: String, CaseIterable, Sendable {
    case text, xcode, sarif, github, junit, json

    public func render(_ result: LintResult, style: Style = .plain) -> String {
        switch self {
        case .text: TextLintReporter.render(result, style: style)
        case .xcode: XcodeLintReporter.render(result)
        case .sarif: SARIFLintReporter.render(result)
        case .github: GitHubLintReporter.render(result)
        case .junit: JUnitLintReporter.render(result)
        case .json: JSONLintReporter.render(result)
        }
    }
}
