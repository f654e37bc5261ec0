/// GitHub Actions workflow commands: an `::error` per difference, on the spec line it was written on,
/// so a pull request shows the failure beside the expectation.
public enum GitHubReport {
    static func render(_ results: [SpecResult]) -> String {
        annotations(results).map(\.command).joined()
    }

    static func annotations(_ results: [SpecResult]) -> [GitHubAnnotation] {
        var out: [GitHubAnnotation] = []
        for result in results {
            switch result.outcome {
            case .passed:
                // A pass that proves less than it seems is a warning annotation, not a failure.
                for note in result.notes { out.append(GitHubAnnotation(.warning, file: result.file, title: result.name, message: note)) }
            case .skipped: continue
            case .invalid(let message):
                out.append(GitHubAnnotation(.error, file: result.file, title: "invalid spec: " + result.name, message: message))
            case .failed(let mismatches):
                for (mismatch, line) in mismatches {
                    let text = mismatch.fullText + (result.confidence.map { "\n" + $0 } ?? "")
                    out.append(GitHubAnnotation(.error, file: result.file, line: line, title: result.name, message: text))
                }
            }
        }
        return out
    }

    /// https://github.com/actions/toolkit/blob/main/packages/core/src/command.ts escapeData / escapeProperty.
    public static func data(_ text: String) -> String {
        text.replacingAll("%", "%25").replacingAll("\r", "%0D").replacingAll("\n", "%0A")
    }

    public static func property(_ text: String) -> String {
        data(text).replacingAll(":", "%3A").replacingAll(",", "%2C")
    }
}

extension String {
    public func replacingAll(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
