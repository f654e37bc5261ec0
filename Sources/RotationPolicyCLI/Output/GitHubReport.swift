/// GitHub Actions workflow commands: an `::error` per difference, on the spec line it was written on,
/// so a pull request shows the failure beside the expectation.
public enum GitHubReport {
    static func render(_ results: [SpecResult]) -> String {
        var out = ""
        for result in results {
            switch result.outcome {
            case .passed:
                // A pass that proves less than it seems is a warning annotation, not a failure.
                for note in result.notes {
                    out += "::warning file=\(property(result.file)),title=\(property(result.name))::\(data(note))\n"
                }
            case .skipped: continue
            case .invalid(let message):
                out += "::error file=\(property(result.file)),title=\(property("invalid spec: " + result.name))::\(data(message))\n"
            case .failed(let mismatches):
                for (mismatch, line) in mismatches {
                    let place = line.map { ",line=\($0)" } ?? ""
                    let text = mismatch.fullText + (result.confidence.map { "\n" + $0 } ?? "")
                    out += "::error file=\(property(result.file))\(place),title=\(property(result.name))::\(data(text))\n"
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
