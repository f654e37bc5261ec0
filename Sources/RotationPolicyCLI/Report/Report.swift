/// What one `check` or `lint` run found, ready for any reporter (`Reporter`): its diagnostics, the test
/// cases a test report lists, and what the run left out or could not see.
public struct Report: Sendable {
    /// The command that made it (`check`, `lint`): JUnit names its document after it.
    public var command: String
    /// The rules the command reports with, in the order SARIF lists them; a diagnostic's rule missing
    /// here is listed after them.
    public var rules: [DiagnosticRule]
    /// The test cases, in run order (check: one per spec); nil for a report of diagnostics alone (lint),
    /// where a test-report format makes a case of each diagnostic.
    public var cases: [TestCase]?
    /// Diagnostics outside any case (lint's findings), in the order reporters list them.
    public var diagnostics: [Diagnostic]
    /// The folder the diagnostics' paths are relative to, as the user named it; empty: the working folder.
    public var root = ""
    /// The folder paths in SARIF and GitHub output are relative to: the repository holding `root`
    /// (`Tests/LintFixtures/app/…` when lint runs on that folder of a clone). Empty: `root` itself.
    public var repositoryPrefix = ""
    /// The repository's top folder (SARIF's `%SRCROOT%`); nil: `root`.
    public var repositoryRoot: String?
    /// How long the whole run took, for test reports.
    public var seconds: Double = 0
    /// Notes for the reader (a search stopped by a budget, a version not checked).
    public var notes: [String] = []
    /// Diagnostics hidden by `rotation-policy:disable:next` comments, and by the baseline.
    public var suppressed = 0
    public var baselined = 0
    /// What was and was not seen; nil for a run that measures none (check).
    public var coverage: (any ReportCoverage)?
    /// What `--fix` changed, edit by edit.
    public var applied: [TextEdit] = []

    public init(command: String, rules: [DiagnosticRule], cases: [TestCase]? = nil, diagnostics: [Diagnostic] = []) {
        self.command = command
        self.rules = rules
        self.cases = cases
        self.diagnostics = diagnostics
    }

    /// Every diagnostic: each case's, in case order, then those outside any case.
    public var allDiagnostics: [Diagnostic] { (cases ?? []).flatMap(\.diagnostics) + diagnostics }

    /// `root/path`, as Xcode and terminals want it (Xcode needs a path it can open from the build folder).
    public func displayPath(_ path: String) -> String {
        if root.isEmpty || root == "." { return path }
        return root.hasSuffix("/") ? root + path : root + "/" + path
    }

    /// A path as code scanning and GitHub annotations place it: relative to the repository's top. An
    /// absolute path (a spec named so on `check`'s command line) loses the top's folders; one outside
    /// the repository stays as it is.
    public func repositoryPath(_ path: String) -> String {
        guard path.hasPrefix("/") else { return repositoryPrefix + path }
        guard let top = repositoryRoot.map({ $0.hasSuffix("/") ? $0 : $0 + "/" }), path.hasPrefix(top) else { return path }
        return String(path.dropFirst(top.count))
    }

    /// Places the paths in the git repository holding `folder` (the folder they are relative to), for
    /// SARIF's `%SRCROOT%` and the annotations; outside a repository they stay as they are.
    public mutating func placePaths(inRepositoryOf folder: String) {
        guard let (top, prefix) = Repository.locate(folder) else { return }
        repositoryRoot = top
        repositoryPrefix = prefix
    }

    /// The rules SARIF lists: the known rules some diagnostic has, in their order, then any other
    /// diagnostic's rule in the order met.
    public var rulesPresent: [DiagnosticRule] {
        let diagnostics = allDiagnostics
        let used = Set(diagnostics.map(\.rule.id))
        var out = rules.filter { used.contains($0.id) }
        var listed = Set(out.map(\.id))
        for diagnostic in diagnostics where listed.insert(diagnostic.rule.id).inserted { out.append(diagnostic.rule) }
        return out
    }

    /// Whether any diagnostic is at or above `threshold` (exit 1 for `--fail-on`).
    public func fails(at threshold: Severity) -> Bool { allDiagnostics.contains { $0.severity >= threshold } }
}
