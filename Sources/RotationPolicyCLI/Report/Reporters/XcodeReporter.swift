/// `path:line:col: error: message (rule)`: the line format Xcode turns into an inline issue when the
/// command runs in a Run Script build phase (the same format clang and SwiftLint print).
enum XcodeReporter {
    static func render(_ report: Report) -> String {
        var out = ""
        for diagnostic in report.allDiagnostics {
            let rule = diagnostic.rule.id
            out += line(
                report.displayPath(diagnostic.path), TextReporter.position(diagnostic), diagnostic.severity.issueLevel, diagnostic.headline, rule)
            for step in diagnostic.flow {
                guard let at = step.location else { continue }
                out += line(report.displayPath(at.path), ":\(at.line):\(at.column)", "note", step.message, rule)
            }
        }
        // Xcode shows a line that starts with `note:` as a note of the build phase.
        if report.diagnostics.isEmpty, let coverage = report.coverage, !coverage.cleanClaimAllowed { out += "note: \(coverage.cleanCaveat)\n" }
        for (_, text) in report.coverage?.lines({ report.displayPath($0.path) }) ?? [] { out += "note: rotation-policy coverage: \(text)\n" }
        return out
    }

    private static func line(_ path: String, _ position: String, _ level: String, _ message: String, _ rule: String) -> String {
        // Xcode reads one issue per line: the report is escaped (`Report.escaped`), so none spans two.
        "\(path)\(position): \(level): \(message) (\(rule))\n"
    }
}
