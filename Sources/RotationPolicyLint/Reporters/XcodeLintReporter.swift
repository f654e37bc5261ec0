import RotationPolicyCLI

/// `path:line:col: error: message (kind)`: the line format Xcode turns into an inline issue when the
/// command runs in a Run Script build phase (the same format clang and SwiftLint print).
enum XcodeLintReporter {
    static func render(_ result: LintResult) -> String {
        var out = ""
        for finding in result.findings {
            out += line(result.displayPath(finding.location), finding.location, level(finding.severity), finding.message, finding.kind.rawValue)
            for step in finding.flow {
                guard let at = step.location else { continue }
                out += line(result.displayPath(at), at, "note", step.message, finding.kind.rawValue)
            }
        }
        // Xcode shows a line that starts with `note:` as a note of the build phase.
        if result.findings.isEmpty, let coverage = result.coverage, !coverage.cleanClaimAllowed { out += "note: \(coverage.cleanCaveat)\n" }
        for (_, text) in result.coverage?.lines(result.displayPath) ?? [] { out += "note: rotation-policy coverage: \(text)\n" }
        return out
    }

    private static func line(_ path: String, _ at: SourceLocation, _ level: String, _ message: String, _ kind: String) -> String {
        // Xcode reads one issue per line: the result is escaped (`LintResult.escaped`), so none spans two.
        "\(path):\(at.line):\(at.column): \(level): \(message) (\(kind))\n"
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .crash, .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }
}
