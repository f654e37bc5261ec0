import RotationPolicyCLI

/// The report a person reads in a terminal: each finding at its line, its witness and its fix, then a count.
enum TextLintReporter {
    static func render(_ result: LintResult, style: Style) -> String {
        var out = ""
        for finding in result.findings {
            let at = finding.location
            let label: String
            switch finding.severity {
            case .crash, .error: label = style.red(finding.severity.rawValue)
            case .warning: label = style.yellow("warning")
            case .info: label = "info"
            }
            out += "\(style.bold(TerminalText.escape(result.displayPath(at)) + ":\(at.line):\(at.column)")): \(label): "
            out += "\(TerminalText.escape(finding.message)) \(style.dim("(" + finding.kind.rawValue + ")"))\n"
            let details = details(finding)
            if !details.isEmpty { out += details.split(separator: "\n").map { "    " + TerminalText.escape(String($0)) + "\n" }.joined() }
        }
        let counts = Severity.allCases.reversed().compactMap { severity -> String? in
            let n = result.findings.filter { $0.severity == severity }.count
            let noun = severity == .crash ? "crash\(n == 1 ? "" : "es")" : "\(severity.rawValue)\(n == 1 ? "" : "s")"
            return n == 0 ? nil : "\(n) \(noun)"
        }
        if !counts.isEmpty {
            out += counts.joined(separator: ", ")
        } else if let coverage = result.coverage, !coverage.cleanClaimAllowed {
            out += coverage.cleanCaveat
        } else {
            out += "No orientation problems found"
        }
        var hidden: [String] = []
        if result.suppressed > 0 { hidden.append("\(result.suppressed) suppressed by comments") }
        if result.baselined > 0 { hidden.append("\(result.baselined) in the baseline") }
        out += hidden.isEmpty ? ".\n" : " (" + hidden.joined(separator: ", ") + ").\n"
        for (_, line) in result.coverage?.lines(result.displayPath) ?? [] { out += "note: \(line)\n" }
        for note in result.notes { out += "note: \(note)\n" }
        for edit in result.applied { out += "fixed: \(result.displayPath(edit.location)):\(edit.location.line): \(edit.old) → \(edit.new)\n" }
        return out
    }

    /// The witness and the fix as plain lines (also JUnit's failure body).
    static func details(_ finding: LintFinding) -> String {
        var lines: [String] = []
        if !finding.flow.isEmpty {
            lines.append("witness:")
            for (index, step) in finding.flow.enumerated() {
                lines.append("  \(index + 1). \(step.message)" + (step.location.map { " at \($0.path):\($0.line)" } ?? ""))
            }
        }
        if let fix = finding.fix {
            lines.append("fix (verified: \(fix.verification)): \(fix.description)")
            for edit in fix.edits {
                lines.append("  \(edit.location.path):\(edit.location.line): \(edit.old) → \(edit.new)")
            }
        }
        return lines.joined(separator: "\n")
    }
}
