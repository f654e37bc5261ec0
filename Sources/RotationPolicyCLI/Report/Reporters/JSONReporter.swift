import Foundation

/// The report as JSON, for scripts: the same fields the other reporters print. A report of test cases
/// also lists each case with its outcome.
enum JSONReporter {
    static func render(_ report: Report) -> String {
        var members: [JSONNode.Member] = [
            .init("root", .string(report.root)),
            .init("findings", .array(report.allDiagnostics.map(diagnostic))),
            .init("suppressed", .number(String(report.suppressed))),
            .init("baselined", .number(String(report.baselined))),
            .init("notes", .array(report.notes.map { .string($0) })),
        ]
        if let cases = report.cases { members.append(.init("cases", .array(cases.map(testCase)))) }
        if let coverage = report.coverage { members.append(.init("coverage", coverage.json)) }
        if !report.applied.isEmpty {
            members.append(
                .init(
                    "applied",
                    .array(
                        report.applied.map {
                            .object([.init("location", $0.location.json), .init("old", .string($0.old)), .init("new", .string($0.new))])
                        })))
        }
        let root: JSONNode = .object(members)
        return root.pretty + "\n"
    }

    static func diagnostic(_ diagnostic: Diagnostic) -> JSONNode {
        var location: [JSONNode.Member] = [.init("path", .string(diagnostic.path))]
        if let line = diagnostic.line { location.append(.init("line", .number(String(line)))) }
        if let column = diagnostic.column { location.append(.init("column", .number(String(column)))) }
        var members: [JSONNode.Member] = [
            .init("kind", .string(diagnostic.rule.id)),
            .init("severity", .string(diagnostic.severity.rawValue)),
            .init("message", .string(diagnostic.headline)),
            .init("location", .object(location)),
        ]
        if !diagnostic.notes.isEmpty { members.append(.init("notes", .array(diagnostic.notes.map { .string($0) }))) }
        if let difference = diagnostic.difference {
            members.append(.init("expected", .string(difference.expected)))
            members.append(.init("actual", .string(difference.actual)))
        }
        if !diagnostic.flow.isEmpty {
            members.append(
                .init(
                    "witness",
                    .array(
                        diagnostic.flow.map { step in
                            var members: [JSONNode.Member] = [.init("message", .string(step.message))]
                            if let at = step.location { members.append(.init("location", at.json)) }
                            return .object(members)
                        })))
        }
        if let fix = diagnostic.fix {
            members.append(
                .init(
                    "fix",
                    .object([
                        .init("description", .string(fix.description)),
                        .init("verified", .bool(true)),
                        .init("verification", .string(fix.verification)),
                        .init(
                            "edits",
                            .array(
                                fix.edits.map {
                                    .object([.init("location", $0.location.json), .init("old", .string($0.old)), .init("new", .string($0.new))])
                                })),
                    ])))
        }
        return .object(members)
    }

    /// A case and how it ended; its diagnostics are among the report's `findings`.
    static func testCase(_ item: TestCase) -> JSONNode {
        let outcome: String
        var members: [JSONNode.Member] = [.init("name", .string(item.name)), .init("file", .string(item.file))]
        switch item.outcome {
        case .passed: outcome = "passed"
        case .failed: outcome = "failed"
        case .invalid: outcome = "invalid"
        case .skipped(let reason):
            outcome = "skipped"
            members.append(.init("reason", .string(reason)))
        }
        members.insert(.init("outcome", .string(outcome)), at: 2)
        members.append(.init("seconds", .number(String(format: "%.3f", item.seconds))))
        members.append(.init("notes", .array(item.notes.map { .string($0) })))
        if let confidence = item.confidence { members.append(.init("confidence", .string(confidence))) }
        return .object(members)
    }
}

extension SourceLocation {
    /// `{"path", "line", "column"}`, as every JSON report writes a place.
    package var json: JSONNode {
        .object([.init("path", .string(path)), .init("line", .number(String(line))), .init("column", .number(String(column)))])
    }
}
