import Foundation

/// JUnit XML as CI systems read it (Jenkins/GitLab/GitHub reporters): one `<testsuite>` per folder
/// (the spec's directory), one `<testcase>` per spec; `<failure>` for differences, `<error>` for an
/// invalid spec, `<skipped>` for `skip`.
public enum JUnitReport {
    static func render(_ results: [SpecResult], seconds: Double) -> String {
        document(results, seconds: seconds).xml
    }

    static func document(_ results: [SpecResult], seconds: Double) -> JUnitDocument {
        var groups: [(String, [SpecResult])] = []
        for result in results {
            let suite = (result.file as NSString).deletingLastPathComponent
            if let index = groups.firstIndex(where: { $0.0 == suite }) {
                groups[index].1.append(result)
            } else {
                groups.append((suite, [result]))
            }
        }
        let suites = groups.map { suite, members in
            let name = suite.isEmpty ? "." : suite
            return JUnitDocument.Suite(
                name: name, counts: counts(members, seconds: members.reduce(0) { $0 + $1.seconds }),
                cases: members.map { result in
                    JUnitDocument.Case(classname: name, name: result.name, file: result.file, time: result.seconds, outcome: outcome(result))
                })
        }
        return JUnitDocument(name: "rotation-policy check", counts: counts(results, seconds: seconds), suites: suites)
    }

    static func counts(_ results: [SpecResult], seconds: Double) -> JUnitDocument.Counts {
        let counts = CheckReport.Counts(results)
        return JUnitDocument.Counts(
            tests: results.count, failures: counts.failed, errors: counts.invalid, skipped: counts.skipped, time: seconds)
    }

    static func outcome(_ result: SpecResult) -> JUnitDocument.Outcome {
        switch result.outcome {
        case .passed where !result.notes.isEmpty || result.confidence != nil:
            return .passed(systemOut: (result.notes + (result.confidence.map { [$0] } ?? [])).joined(separator: "\n"))
        case .passed:
            return .passed(systemOut: nil)
        case .skipped(let reason):
            return .skipped(message: reason)
        case .invalid(let message):
            return .error(type: "invalid", message: firstLine(message), details: message)
        case .failed(let mismatches):
            var summary = "\(mismatches.count) expectation\(mismatches.count == 1 ? " differs" : "s differ"): \(mismatches[0].0.text)"
            if let confidence = result.confidence { summary += "; \(confidence)" }
            let details = CheckReport.details(mismatches) + (result.confidence.map { "\n" + $0 } ?? "")
            return .failure(type: "expectation", message: summary, details: details)
        }
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
