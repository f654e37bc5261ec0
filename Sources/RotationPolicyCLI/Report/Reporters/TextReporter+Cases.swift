import Foundation

/// The text of a test report (`check`): a line per case (✓ passed, ✗ failed, ! invalid, - skipped), a
/// diff under each failure, then a summary line with the counts and the time.
extension TextReporter {
    static func cases(_ cases: [TestCase], style: Style, seconds: Double) -> String {
        var out: [String] = []
        for item in cases {
            switch item.outcome {
            case .passed:
                out.append(style.green("✓") + " \(item.name)")
                for note in item.notes { out.append("    " + style.yellow("note: " + note)) }
                if let confidence = item.confidence { out.append("    " + style.dim(confidence)) }
            case .skipped(let reason):
                out.append(style.yellow("-") + " \(item.name) " + style.dim("(skipped: \(reason))"))
            case .invalid:
                out.append(style.red("! \(item.name)") + " " + style.dim("(invalid spec)"))
                for line in item.invalidMessage.split(separator: "\n") { out.append("    " + line) }
            case .failed:
                out.append(style.red("✗ \(item.name)") + " " + style.dim("(\(item.file))"))
                for diagnostic in item.diagnostics { out += difference(diagnostic, style: style) }
                if let confidence = item.confidence { out.append("    " + confidence) }
            }
        }
        let counts = TestCase.Counts(cases)
        var summary = "\(cases.count) spec\(cases.count == 1 ? "" : "s"): \(counts.passed) passed, \(counts.failed) failed"
        if counts.invalid > 0 { summary += ", \(counts.invalid) invalid" }
        if counts.skipped > 0 { summary += ", \(counts.skipped) skipped" }
        summary += String(format: " (%.2f s)", seconds)
        out.append("")
        out.append(counts.failed + counts.invalid == 0 ? style.green(summary) : style.red(summary))
        return out.joined(separator: "\n") + "\n"
    }

    /// One difference: where in the spec (and its line), then expected and actual, or what was found.
    private static func difference(_ diagnostic: Diagnostic, style: Style) -> [String] {
        let subject = diagnostic.subject ?? diagnostic.path
        let place = subject.hasPrefix("$.") ? String(subject.dropFirst(2)) : subject
        var out = ["    " + style.bold(place) + (diagnostic.line.map { style.dim("  (line \($0))") } ?? "")]
        if let difference = diagnostic.difference {
            out.append(style.green("      - expected: \(difference.expected)"))
            out.append(style.red("      + actual:   \(difference.actual)"))
        } else {
            out.append("      " + diagnostic.message)
            for note in diagnostic.notes { out.append("        " + note) }
        }
        return out
    }
}
