import Foundation

/// `check` output: `text` (a line per spec, a diff under each failure), `junit` (JUnit XML for CI test
/// reports) and `github` (the text plus GitHub Actions `::error` annotations on the spec lines).
public enum CheckReport {
    public enum Format: String, CaseIterable, Sendable {
        case text, junit, github
    }

    public static func render(_ results: [SpecResult], format: Format, style: Style, seconds: Double) -> String {
        let results = results.map(TerminalText.escape)
        return switch format {
        case .text: text(results, style: style, seconds: seconds)
        case .junit: JUnitReport.render(results, seconds: seconds)
        case .github: text(results, style: .plain, seconds: seconds) + GitHubReport.render(results)
        }
    }

    public static func text(_ results: [SpecResult], style: Style, seconds: Double) -> String {
        var out: [String] = []
        for result in results {
            switch result.outcome {
            case .passed:
                out.append(style.green("✓") + " \(result.name)")
                for note in result.notes { out.append("    " + style.yellow("note: " + note)) }
                if let confidence = result.confidence { out.append("    " + style.dim(confidence)) }
            case .skipped(let reason):
                out.append(style.yellow("-") + " \(result.name) " + style.dim("(skipped: \(reason))"))
            case .invalid(let message):
                out.append(style.red("! \(result.name)") + " " + style.dim("(invalid spec)"))
                for line in message.split(separator: "\n") { out.append("    " + line) }
            case .failed(let mismatches):
                out.append(style.red("✗ \(result.name)") + " " + style.dim("(\(result.file))"))
                for (mismatch, line) in mismatches {
                    let place = mismatch.path.hasPrefix("$.") ? String(mismatch.path.dropFirst(2)) : mismatch.path
                    out.append("    " + style.bold(place) + (line.map { style.dim("  (line \($0))") } ?? ""))
                    if let note = mismatch.note {
                        out.append("      " + note)
                        for detail in mismatch.details { out.append("        " + detail) }
                    } else {
                        out.append(style.green("      - expected: \(mismatch.expected)"))
                        out.append(style.red("      + actual:   \(mismatch.actual)"))
                    }
                }
                if let confidence = result.confidence { out.append("    " + confidence) }
            }
        }
        let counts = Counts(results)
        var summary = "\(results.count) spec\(results.count == 1 ? "" : "s"): \(counts.passed) passed, \(counts.failed) failed"
        if counts.invalid > 0 { summary += ", \(counts.invalid) invalid" }
        if counts.skipped > 0 { summary += ", \(counts.skipped) skipped" }
        summary += String(format: " (%.2f s)", seconds)
        out.append("")
        out.append(counts.failed + counts.invalid == 0 ? style.green(summary) : style.red(summary))
        return out.joined(separator: "\n") + "\n"
    }

    public struct Counts {
        public var passed = 0
        public var failed = 0
        public var invalid = 0
        public var skipped = 0

        public init(_ results: [SpecResult]) {
            for result in results {
                switch result.outcome {
                case .passed: passed += 1
                case .failed: failed += 1
                case .invalid: invalid += 1
                case .skipped: skipped += 1
                }
            }
        }

        /// 2 if any spec is invalid, else 1 if any failed, else 0.
        public var exitCode: Int32 {
            invalid > 0 ? ExitStatus.invalidInput : failed > 0 ? ExitStatus.failed : ExitStatus.ok
        }
    }

    /// The failure text of one result, for JUnit bodies and annotations.
    static func details(_ mismatches: [(Mismatch, Int?)]) -> String {
        mismatches.map { mismatch, line in
            ([mismatch.text + (line.map { " (line \($0))" } ?? "")] + mismatch.details.map { "  " + $0 }).joined(separator: "\n")
        }.joined(separator: "\n")
    }
}
