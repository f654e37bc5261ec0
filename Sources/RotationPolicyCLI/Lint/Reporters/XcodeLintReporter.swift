/// `path:line:col: error: message (kind)`: the line format Xcode turns into an inline issue when the
/// command runs in a Run Script build phase (the same format clang and SwiftLint print).
enum XcodeLintReporter {
    static func render(_ result: LintResult) -> String {
        var out = ""
        for finding in result.findings {
            out += line(result.displayPath(finding.location), finding.location, level(finding.severity), finding.message, finding.kind)
            for step in finding.flow {
                guard let at = step.location else { continue }
                out += line(result.displayPath(at), at, "note", step.message, finding.kind)
            }
        }
        return out
    }

    private static func line(_ path: String, _ at: SourceLocation, _ level: String, _ message: String, _ kind: String) -> String {
        // Xcode reads one issue per line: a message never spans two.
        let flat = TerminalText.escape(message).replacingAll("\n", " ")
        return "\(TerminalText.escape(path)):\(at.line):\(at.column): \(level): \(flat) (\(kind))\n"
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .crash, .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }
}
