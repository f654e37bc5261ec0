/// GitHub Actions workflow commands, which a pull request shows beside the line: for a test case, an
/// `::error` per difference on the spec line it was written on (a pass that proves less than it seems
/// is a warning); for a diagnostic outside any case, one annotation at its line with the witness and
/// the fix in the body; the coverage summary is one `::notice`. Paths are relative to the repository's
/// top, as the runner's checkout is, so the annotation lands on the file even when lint ran on a
/// folder below it.
enum GitHubReporter {
    static func render(_ report: Report) -> String {
        var out: [GitHubAnnotation] = []
        for item in report.cases ?? [] { out += annotations(item, report) }
        for diagnostic in report.diagnostics { out.append(annotation(diagnostic, report)) }
        if let coverage = report.coverage {
            var lines = coverage.lines { report.repositoryPath($0.path) }.map(\.text)
            if report.diagnostics.isEmpty, !coverage.cleanClaimAllowed { lines.insert(coverage.cleanCaveat, at: 0) }
            out.append(GitHubAnnotation(.notice, title: "rotation-policy coverage", message: lines.joined(separator: "\n")))
        }
        return out.map(\.command).joined()
    }

    static func annotations(_ item: TestCase, _ report: Report) -> [GitHubAnnotation] {
        let file = report.repositoryPath(item.file)
        switch item.outcome {
        case .passed:
            return item.notes.map { GitHubAnnotation(.warning, file: file, title: item.name, message: $0) }
        case .skipped:
            return []
        case .invalid:
            return [GitHubAnnotation(.error, file: file, title: "invalid spec: " + item.name, message: item.invalidMessage)]
        case .failed:
            return item.diagnostics.map { difference in
                let text = difference.fullText + (item.confidence.map { "\n" + $0 } ?? "")
                return GitHubAnnotation(level(difference.severity), file: file, line: difference.line, title: item.name, message: text)
            }
        }
    }

    static func annotation(_ diagnostic: Diagnostic, _ report: Report) -> GitHubAnnotation {
        var body = diagnostic.fullText
        if !diagnostic.flow.isEmpty {
            body += "\nWitness:"
            for (index, step) in diagnostic.flow.enumerated() {
                body += "\n  \(index + 1). \(step.message)" + (step.location.map { " (\(report.repositoryPath($0.path)):\($0.line))" } ?? "")
            }
        }
        if let fix = diagnostic.fix { body += "\nFix (verified): \(fix.description)" }
        return GitHubAnnotation(
            level(diagnostic.severity), file: report.repositoryPath(diagnostic.path), line: diagnostic.line, column: diagnostic.column,
            title: "rotation-policy: " + diagnostic.rule.id, message: body)
    }

    static func level(_ severity: Severity) -> GitHubAnnotation.Level {
        switch severity {
        case .crash, .error: .error
        case .warning: .warning
        case .info: .notice
        }
    }
}
