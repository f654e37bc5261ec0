/// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=…::message`, one per finding,
/// which a pull request shows beside the line. The witness and the fix go in the message body.
enum GitHubLintReporter {
    static func render(_ result: LintResult) -> String {
        var out = ""
        for finding in result.findings {
            let command: String
            switch finding.severity {
            case .crash, .error: command = "error"
            case .warning: command = "warning"
            case .info: command = "notice"
            }
            var body = finding.message
            if !finding.flow.isEmpty {
                body += "\nWitness:"
                for (index, step) in finding.flow.enumerated() {
                    body += "\n  \(index + 1). \(step.message)" + (step.location.map { " (\($0.path):\($0.line))" } ?? "")
                }
            }
            if let fix = finding.fix { body += "\nFix (verified): \(fix.description)" }
            let at = finding.location
            out += "::\(command) file=\(GitHubReport.property(TerminalText.escape(at.path))),line=\(at.line),col=\(at.column),"
            out += "title=\(GitHubReport.property("rotation-policy: " + finding.kind))::\(GitHubReport.data(TerminalText.escape(body)))\n"
        }
        return out
    }
}
