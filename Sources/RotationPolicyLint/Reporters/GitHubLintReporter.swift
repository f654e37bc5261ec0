import RotationPolicyCLI

/// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=…::message`, one per finding,
/// which a pull request shows beside the line. The witness and the fix go in the message body; the
/// coverage summary is one `::notice`. Paths are relative to the repository's top, as the runner's
/// checkout is, so the annotation lands on the file even when lint ran on a folder below it.
enum GitHubLintReporter {
    static func render(_ result: LintResult) -> String {
        var out: [GitHubAnnotation] = []
        for finding in result.findings {
            let level: GitHubAnnotation.Level =
                switch finding.severity {
                case .crash, .error: .error
                case .warning: .warning
                case .info: .notice
                }
            var body = finding.message
            if !finding.flow.isEmpty {
                body += "\nWitness:"
                for (index, step) in finding.flow.enumerated() {
                    body += "\n  \(index + 1). \(step.message)" + (step.location.map { " (\(result.repositoryPath($0)):\($0.line))" } ?? "")
                }
            }
            if let fix = finding.fix { body += "\nFix (verified): \(fix.description)" }
            let at = finding.location
            out.append(
                GitHubAnnotation(
                    level, file: result.repositoryPath(at), line: at.line, column: at.column, title: "rotation-policy: " + finding.kind.rawValue,
                    message: body))
        }
        if let coverage = result.coverage {
            var lines = coverage.lines(result.repositoryPath).map(\.text)
            if result.findings.isEmpty, !coverage.cleanClaimAllowed { lines.insert(coverage.cleanCaveat, at: 0) }
            out.append(GitHubAnnotation(.notice, title: "rotation-policy coverage", message: lines.joined(separator: "\n")))
        }
        return out.map(\.command).joined()
    }
}
