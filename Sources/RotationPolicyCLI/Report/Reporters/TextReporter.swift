/// The report a person reads in a terminal. A report of test cases lists each case (`cases`); else
/// each diagnostic at its place with its witness and fix, then a count, what was hidden and the notes.
enum TextReporter {
    static func render(_ report: Report, style: Style) -> String {
        if let cases = report.cases { return Self.cases(cases, style: style, seconds: report.seconds) }
        var out = ""
        for diagnostic in report.diagnostics {
            let label: String
            switch diagnostic.severity {
            case .crash, .error: label = style.red(diagnostic.severity.rawValue)
            case .warning: label = style.yellow("warning")
            case .info: label = "info"
            }
            out += "\(style.bold(TerminalText.escape(report.displayPath(diagnostic.path)) + position(diagnostic))): \(label): "
            out += "\(TerminalText.escape(diagnostic.headline)) \(style.dim("(" + diagnostic.rule.id + ")"))\n"
            let details = details(diagnostic)
            if !details.isEmpty { out += details.split(separator: "\n").map { "    " + TerminalText.escape(String($0)) + "\n" }.joined() }
        }
        let counts = Severity.allCases.reversed().compactMap { severity -> String? in
            let n = report.diagnostics.filter { $0.severity == severity }.count
            let noun = severity == .crash ? "crash\(n == 1 ? "" : "es")" : "\(severity.rawValue)\(n == 1 ? "" : "s")"
            return n == 0 ? nil : "\(n) \(noun)"
        }
        if !counts.isEmpty {
            out += counts.joined(separator: ", ")
        } else if let coverage = report.coverage, !coverage.cleanClaimAllowed {
            out += coverage.cleanCaveat
        } else {
            out += "No orientation problems found"
        }
        var hidden: [String] = []
        if report.suppressed > 0 { hidden.append("\(report.suppressed) suppressed by comments") }
        if report.baselined > 0 { hidden.append("\(report.baselined) in the baseline") }
        out += hidden.isEmpty ? ".\n" : " (" + hidden.joined(separator: ", ") + ").\n"
        for (_, line) in report.coverage?.lines({ report.displayPath($0.path) }) ?? [] { out += "note: \(line)\n" }
        for note in report.notes { out += "note: \(note)\n" }
        for edit in report.applied { out += "fixed: \(report.displayPath(edit.location.path)):\(edit.location.line): \(edit.old) → \(edit.new)\n" }
        return out
    }

    /// `:line:column` after the path, or as much of it as is known.
    static func position(_ diagnostic: Diagnostic) -> String {
        guard let line = diagnostic.line else { return "" }
        return ":\(line)" + (diagnostic.column.map { ":\($0)" } ?? "")
    }

    /// The notes, the witness and the fix as plain lines (also JUnit's failure body).
    static func details(_ diagnostic: Diagnostic) -> String {
        var lines = diagnostic.notes
        if !diagnostic.flow.isEmpty {
            lines.append("witness:")
            for (index, step) in diagnostic.flow.enumerated() {
                lines.append("  \(index + 1). \(step.message)" + (step.location.map { " at \($0.path):\($0.line)" } ?? ""))
            }
        }
        if let fix = diagnostic.fix {
            lines.append("fix (verified: \(fix.verification)): \(fix.description)")
            for edit in fix.edits {
                lines.append("  \(edit.location.path):\(edit.location.line): \(edit.old) → \(edit.new)")
            }
        }
        return lines.joined(separator: "\n")
    }
}
