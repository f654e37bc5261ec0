import Foundation

/// JUnit XML for CI test tabs. A report of test cases (`check`) has one `<testsuite>` per folder and one
/// `<testcase>` per case: `<failure>` for differences, `<error>` for an invalid spec, `<skipped>` for
/// `skip`. A report of diagnostics alone (`lint`) has one failing case per diagnostic, or one passing
/// case when there is none, so a runner always counts the run.
enum JUnitReporter {
    static func render(_ report: Report) -> String {
        (report.cases.map { cases(report, $0) } ?? diagnostics(report)).xml
    }

    static func diagnostics(_ report: Report) -> JUnitDocument {
        let name = "rotation-policy " + report.command
        let classname = "rotation-policy." + report.command
        let diagnostics = report.diagnostics
        var cases: [JUnitDocument.Case] = []
        if diagnostics.isEmpty {
            // A clean run on a model that holds nothing of the app says so in the passing case.
            let caveat = report.coverage.flatMap { $0.cleanClaimAllowed ? nil : $0.cleanCaveat }
            cases.append(JUnitDocument.Case(classname: classname, name: report.root, outcome: .passed(systemOut: caveat)))
        }
        for diagnostic in diagnostics {
            let rule = diagnostic.rule.id
            cases.append(
                JUnitDocument.Case(
                    classname: "\(classname).\(rule)", name: "\(diagnostic.path)\(diagnostic.line.map { ":\($0)" } ?? ""): \(rule)",
                    file: diagnostic.path, line: diagnostic.line,
                    outcome: .failure(type: diagnostic.severity.rawValue, message: diagnostic.headline, details: TextReporter.details(diagnostic))))
        }
        let counts = JUnitDocument.Counts(tests: max(diagnostics.count, 1), failures: diagnostics.count)
        let properties = (report.coverage?.lines(\.path) ?? []).map { key, text in JUnitDocument.Property("rotation-policy.coverage.\(key)", text) }
        let suite = JUnitDocument.Suite(name: name, counts: counts, properties: properties, cases: cases)
        return JUnitDocument(name: name, counts: counts, suites: [suite])
    }

    static func cases(_ report: Report, _ cases: [TestCase]) -> JUnitDocument {
        var groups: [(String, [TestCase])] = []
        for item in cases {
            let suite = (item.file as NSString).deletingLastPathComponent
            if let index = groups.firstIndex(where: { $0.0 == suite }) {
                groups[index].1.append(item)
            } else {
                groups.append((suite, [item]))
            }
        }
        let suites = groups.map { suite, members in
            let name = suite.isEmpty ? "." : suite
            return JUnitDocument.Suite(
                name: name, counts: counts(members, seconds: members.reduce(0) { $0 + $1.seconds }),
                cases: members.map { item in
                    JUnitDocument.Case(classname: name, name: item.name, file: item.file, time: item.seconds, outcome: outcome(item))
                })
        }
        return JUnitDocument(name: "rotation-policy " + report.command, counts: counts(cases, seconds: report.seconds), suites: suites)
    }

    static func counts(_ cases: [TestCase], seconds: Double) -> JUnitDocument.Counts {
        let counts = TestCase.Counts(cases)
        return JUnitDocument.Counts(tests: cases.count, failures: counts.failed, errors: counts.invalid, skipped: counts.skipped, time: seconds)
    }

    static func outcome(_ item: TestCase) -> JUnitDocument.Outcome {
        switch item.outcome {
        case .passed where !item.notes.isEmpty || item.confidence != nil:
            return .passed(systemOut: (item.notes + (item.confidence.map { [$0] } ?? [])).joined(separator: "\n"))
        case .passed:
            return .passed(systemOut: nil)
        case .skipped(let reason):
            return .skipped(message: reason)
        case .invalid:
            let message = item.invalidMessage
            return .error(type: "invalid", message: String(message.split(separator: "\n").first ?? ""), details: message)
        case .failed:
            let differences = item.diagnostics
            var summary =
                "\(differences.count) expectation\(differences.count == 1 ? " differs" : "s differ"): \(differences.first?.headline ?? "")"
            if let confidence = item.confidence { summary += "; \(confidence)" }
            let details = differences.map { difference in
                ([difference.headline + (difference.line.map { " (line \($0))" } ?? "")] + difference.notes.map { "  " + $0 })
                    .joined(separator: "\n")
            }
            return .failure(
                type: "expectation", message: summary, details: details.joined(separator: "\n") + (item.confidence.map { "\n" + $0 } ?? ""))
        }
    }
}
