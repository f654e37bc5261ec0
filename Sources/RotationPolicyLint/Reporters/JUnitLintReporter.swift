import RotationPolicyCLI

/// JUnit XML for CI test tabs: one test case per finding (a failure), or one passing case when the
/// project is clean, so a runner always counts the lint.
enum JUnitLintReporter {
    static func render(_ result: LintResult) -> String {
        let findings = result.findings
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"rotation-policy lint\" tests=\"\(max(findings.count, 1))\" failures=\"\(findings.count)\">\n"
        out += "  <testsuite name=\"rotation-policy lint\" tests=\"\(max(findings.count, 1))\" failures=\"\(findings.count)\">\n"
        if let coverage = result.coverage {
            out += "    <properties>\n"
            for (key, text) in coverage.lines() {
                out += "      <property name=\"rotation-policy.coverage.\(key)\" value=\"\(JUnitReport.escape(text))\"/>\n"
            }
            out += "    </properties>\n"
        }
        if findings.isEmpty {
            // A clean run on a model that holds nothing of the app says so in the passing case.
            let caveat = result.coverage.flatMap { $0.cleanClaimAllowed ? nil : $0.cleanCaveat }
            out += "    <testcase classname=\"rotation-policy.lint\" name=\"\(JUnitReport.escape(result.root))\""
            out += caveat.map { ">\n      <system-out>\(JUnitReport.escape($0))</system-out>\n    </testcase>\n" } ?? "/>\n"
        }
        for finding in findings {
            let at = finding.location
            let name = "\(at.path):\(at.line): \(finding.kind)"
            out += "    <testcase classname=\"rotation-policy.lint.\(finding.kind)\" name=\"\(JUnitReport.escape(name))\" "
            out += "file=\"\(JUnitReport.escape(at.path))\" line=\"\(at.line)\">\n"
            out += "      <failure type=\"\(finding.severity.rawValue)\" message=\"\(JUnitReport.escape(finding.message))\">"
            out += JUnitReport.escape(TextLintReporter.details(finding)) + "</failure>\n    </testcase>\n"
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }
}
