import RotationPolicyCLI

/// JUnit XML for CI test tabs: one test case per finding (a failure), or one passing case when the
/// project is clean, so a runner always counts the lint.
enum JUnitLintReporter {
    static func render(_ result: LintResult) -> String {
        let findings = result.findings
        var cases: [JUnitDocument.Case] = []
        if findings.isEmpty {
            // A clean run on a model that holds nothing of the app says so in the passing case.
            let caveat = result.coverage.flatMap { $0.cleanClaimAllowed ? nil : $0.cleanCaveat }
            cases.append(JUnitDocument.Case(classname: "rotation-policy.lint", name: result.root, outcome: .passed(systemOut: caveat)))
        }
        for finding in findings {
            let at = finding.location
            cases.append(
                JUnitDocument.Case(
                    classname: "rotation-policy.lint.\(finding.kind)", name: "\(at.path):\(at.line): \(finding.kind)", file: at.path, line: at.line,
                    outcome: .failure(type: finding.severity.rawValue, message: finding.message, details: TextLintReporter.details(finding))))
        }
        let counts = JUnitDocument.Counts(tests: max(findings.count, 1), failures: findings.count)
        let properties = (result.coverage?.lines() ?? []).map { key, text in JUnitDocument.Property("rotation-policy.coverage.\(key)", text) }
        let suite = JUnitDocument.Suite(name: "rotation-policy lint", counts: counts, properties: properties, cases: cases)
        return JUnitDocument(name: "rotation-policy lint", counts: counts, suites: [suite]).xml
    }
}
