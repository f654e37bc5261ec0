/// The findings as JSON, for scripts: the same fields the other reporters print.
enum JSONLintReporter {
    static func render(_ result: LintResult) -> String {
        let findings: [JSONNode] = result.findings.map { finding in
            var members: [JSONNode.Member] = [
                .init("kind", .string(finding.kind)),
                .init("severity", .string(finding.severity.rawValue)),
                .init("message", .string(finding.message)),
                .init("location", location(finding.location)),
            ]
            if !finding.flow.isEmpty {
                members.append(
                    .init(
                        "witness",
                        .array(
                            finding.flow.map { step in
                                var members: [JSONNode.Member] = [.init("message", .string(step.message))]
                                if let at = step.location { members.append(.init("location", location(at))) }
                                return .object(members)
                            })))
            }
            if let fix = finding.fix {
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
                                        .object([
                                            .init("location", location($0.location)), .init("old", .string($0.old)),
                                            .init("new", .string($0.new)),
                                        ])
                                    })),
                        ])))
            }
            return .object(members)
        }
        let root: JSONNode = .object([
            .init("root", .string(result.root)),
            .init("findings", .array(findings)),
            .init("suppressed", .number(String(result.suppressed))),
            .init("baselined", .number(String(result.baselined))),
            .init("notes", .array(result.notes.map { .string($0) })),
        ])
        return root.pretty + "\n"
    }

    private static func location(_ at: SourceLocation) -> JSONNode {
        .object([
            .init("path", .string(at.path)), .init("line", .number(String(at.line))),
            .init("column", .number(String(at.column))),
        ])
    }
}
