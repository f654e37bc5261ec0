import Foundation

/// JUnit XML as CI systems read it (Jenkins/GitLab/GitHub reporters): one `<testsuite>` per folder
/// (the spec's directory), one `<testcase>` per spec; `<failure>` for differences, `<error>` for an
/// invalid spec, `<skipped>` for `skip`.
public enum JUnitReport {
    static func render(_ results: [SpecResult], seconds: Double) -> String {
        let total = CheckReport.Counts(results)
        var groups: [(String, [SpecResult])] = []
        for result in results {
            let suite = (result.file as NSString).deletingLastPathComponent
            if let index = groups.firstIndex(where: { $0.0 == suite }) {
                groups[index].1.append(result)
            } else {
                groups.append((suite, [result]))
            }
        }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"rotation-policy check\" tests=\"\(results.count)\" failures=\"\(total.failed)\" "
        out += "errors=\"\(total.invalid)\" skipped=\"\(total.skipped)\" time=\"\(time(seconds))\">\n"
        for (suite, members) in groups {
            let counts = CheckReport.Counts(members)
            let suiteTime = members.reduce(0) { $0 + $1.seconds }
            out += "  <testsuite name=\"\(escape(suite.isEmpty ? "." : suite))\" tests=\"\(members.count)\" "
            out += "failures=\"\(counts.failed)\" errors=\"\(counts.invalid)\" skipped=\"\(counts.skipped)\" time=\"\(time(suiteTime))\">\n"
            for result in members {
                out += "    <testcase classname=\"\(escape(suite.isEmpty ? "." : suite))\" name=\"\(escape(result.name))\" "
                out += "file=\"\(escape(result.file))\" time=\"\(time(result.seconds))\""
                switch result.outcome {
                case .passed where !result.notes.isEmpty || result.confidence != nil:
                    let lines = result.notes + (result.confidence.map { [$0] } ?? [])
                    out += ">\n      <system-out>\(escape(lines.joined(separator: "\n")))</system-out>\n    </testcase>\n"
                case .passed:
                    out += "/>\n"
                case .skipped(let reason):
                    out += ">\n      <skipped message=\"\(escape(reason))\"/>\n    </testcase>\n"
                case .invalid(let message):
                    out += ">\n      <error type=\"invalid\" message=\"\(escape(firstLine(message)))\">\(escape(message))</error>\n"
                    out += "    </testcase>\n"
                case .failed(let mismatches):
                    var summary = "\(mismatches.count) expectation\(mismatches.count == 1 ? " differs" : "s differ"): \(mismatches[0].0.text)"
                    if let confidence = result.confidence { summary += "; \(confidence)" }
                    out += ">\n      <failure type=\"expectation\" message=\"\(escape(summary))\">"
                    let details = CheckReport.details(mismatches) + (result.confidence.map { "\n" + $0 } ?? "")
                    out += escape(details) + "</failure>\n    </testcase>\n"
                }
            }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }

    static func time(_ seconds: Double) -> String { String(format: "%.3f", seconds) }

    static func firstLine(_ text: String) -> String { String(text.split(separator: "\n").first ?? "") }

    /// XML 1.0 text and attribute escaping; characters XML cannot hold at all become U+FFFD.
    public static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n": out += "&#10;"
            case "\t", "\r": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
