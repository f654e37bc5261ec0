public import RotationPolicyCLI

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
    /// What was and was not seen; nil only for results built without a scan (reporter tests).
    public var coverage: LintCoverage?
    /// The folder paths in SARIF and GitHub output are relative to: the repository holding `root`
    /// (`Tests/LintFixtures/app/…` when lint runs on that folder of a clone). Empty: `root` itself.
    public var repositoryPrefix = ""
    /// The repository's top folder (SARIF's `%SRCROOT%`); nil: `root`.
    public var repositoryRoot: String?
    /// What `--fix` changed, edit by edit.
    public var applied: [TextEdit] = []

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

    /// A path as code scanning and GitHub annotations place it: relative to the repository's top.
    public func repositoryPath(_ location: SourceLocation) -> String { repositoryPrefix + location.path }

    /// The same result with every file, class and module name and every message as one line of text
    /// (`TerminalText.escapeLine`): reporters render this, so no name can forge a line of their output.
    /// The fixes' edits stay raw where they are applied (`--fix`, `--format patch`), never here.
    public var escaped: LintResult {
        func line(_ at: SourceLocation) -> SourceLocation {
            var at = at
            at.path = TerminalText.escapeLine(at.path)
            return at
        }
        func edit(_ edit: TextEdit) -> TextEdit {
            TextEdit(line(edit.location), replacing: TerminalText.escapeLine(edit.old), with: TerminalText.escapeLine(edit.new))
        }
        var copy = self
        copy.root = TerminalText.escapeLine(root)
        copy.repositoryPrefix = TerminalText.escapeLine(repositoryPrefix)
        copy.repositoryRoot = repositoryRoot.map(TerminalText.escapeLine)
        copy.findings = findings.map { finding in
            var finding = finding
            finding.message = TerminalText.escapeLine(finding.message)
            finding.location = line(finding.location)
            finding.flow = finding.flow.map { FlowStep($0.location.map(line), TerminalText.escapeLine($0.message)) }
            finding.fix = finding.fix.map { fix in
                LintFix(
                    description: TerminalText.escapeLine(fix.description), edits: fix.edits.map(edit),
                    verification: TerminalText.escapeLine(fix.verification))
            }
            return finding
        }
        copy.notes = notes.map(TerminalText.escapeLine)
        copy.coverage = coverage?.escaped
        copy.applied = applied.map(edit)
        return copy
    }

    /// Whether any finding is at or above `threshold` (exit 1 for `--fail-on`).
    public func fails(at threshold: Severity) -> Bool { findings.contains { $0.severity >= threshold } }
}

/// The output formats of `lint --reporter`.
public enum LintReporter: String, CaseIterable, Sendable {
    case text, xcode, sarif, github, junit, json

    public func render(_ result: LintResult, style: Style = .plain) -> String {
        let result = result.escaped
        return switch self {
        case .text: TextLintReporter.render(result, style: style)
        case .xcode: XcodeLintReporter.render(result)
        case .sarif: SARIFLintReporter.render(result)
        case .github: GitHubLintReporter.render(result)
        case .junit: JUnitLintReporter.render(result)
        case .json: JSONLintReporter.render(result)
        }
    }
}
