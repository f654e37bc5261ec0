import RotationPolicyCLI
import RotationPolicyScan

/// The findings as JSON, for scripts: the same fields the other reporters print.
enum JSONLintReporter {
    static func render(_ result: LintResult) -> String {
        let findings: [JSONNode] = result.findings.map { finding in
            var members: [JSONNode.Member] = [
                .init("kind", .string(finding.kind.rawValue)),
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
        var members: [JSONNode.Member] = [
            .init("root", .string(result.root)),
            .init("findings", .array(findings)),
            .init("suppressed", .number(String(result.suppressed))),
            .init("baselined", .number(String(result.baselined))),
            .init("notes", .array(result.notes.map { .string($0) })),
        ]
        if let coverage = result.coverage { members.append(.init("coverage", self.coverage(coverage))) }
        if !result.applied.isEmpty {
            members.append(
                .init(
                    "applied",
                    .array(
                        result.applied.map {
                            .object([.init("location", location($0.location)), .init("old", .string($0.old)), .init("new", .string($0.new))])
                        })))
        }
        let root: JSONNode = .object(members)
        return root.pretty + "\n"
    }

    /// The coverage summary as data: the same figures the text lines give.
    static func coverage(_ coverage: LintCoverage) -> JSONNode {
        func number(_ value: Int) -> JSONNode { .number(String(value)) }
        var root: [JSONNode.Member]
        switch coverage.root {
        case .found(let at, let how):
            root = [.init("found", .bool(true)), .init("how", .string(how))]
            if let at { root.append(.init("location", location(at))) }
        case .testFile(let at, let how):
            root = [.init("found", .bool(false)), .init("testFile", .bool(true)), .init("how", .string(how)), .init("location", location(at))]
        case .placeholder(let reason, let tried):
            root = [.init("found", .bool(false)), .init("placeholder", .bool(true)), .init("reason", .string(reason))]
            if !tried.isEmpty { root.append(.init("notFollowed", .array(tried.map(location)))) }
        }
        return .object([
            .init("root", .object(root)),
            .init("classes", number(coverage.classes)),
            .init("controllerClasses", number(coverage.controllerClasses)),
            .init("overrides", number(coverage.overrides)),
            .init("overridesChecked", number(coverage.overridesChecked)),
            .init("overridesInModel", number(coverage.overridesInModel)),
            .init("classesNotChecked", .array(coverage.notChecked.map { .string($0) })),
            .init("callSites", number(coverage.callSites)),
            .init("callSitesInModel", number(coverage.callSitesInModel)),
            .init("transitionsChecked", number(coverage.transitions)),
            .init("callsChecked", number(coverage.calls)),
            .init("versionedCallSitesChecked", number(coverage.versionedCallSites)),
            .init("legacyMethods", number(coverage.legacyMethods)),
            .init("classChecksIOSVersions", .array(coverage.classVersions.map { number($0) })),
            .init("idioms", .array(coverage.idioms.map { .string($0) })),
            .init("iosVersions", .array(coverage.versions.map { .string($0) })),
            .init("idiom", .string(coverage.idiom)),
            .init("unresolved", number(coverage.unresolved)),
            .init(
                "topUnresolvedReasons",
                .array(coverage.topReasons.map { .object([.init("reason", .string($0.text)), .init("count", number($0.count))]) })),
            .init(
                "targetsNotRead",
                .array(coverage.otherTargets.map { .object([.init("name", .string($0.name)), .init("kind", .string($0.kind.name))]) })),
            .init("cleanClaimAllowed", .bool(coverage.cleanClaimAllowed)),
            .init("summary", .array(coverage.lines().map { .string($0.text) })),
        ])
    }

    private static func location(_ at: SourceLocation) -> JSONNode {
        .object([
            .init("path", .string(at.path)), .init("line", .number(String(at.line))),
            .init("column", .number(String(at.column))),
        ])
    }
}
