public import RotationPolicyCLI
import RotationPolicyScan

/// Lint's coverage in every report: its lines, escaped as the report is, and its figures as data.
extension LintCoverage: ReportCoverage {
    public var rootIsTrusted: Bool { root.isTrusted }

    public var escapedLines: any ReportCoverage { escaped }

    /// The coverage summary as data (JSON's `coverage`, SARIF's run properties): the same figures the
    /// text lines give.
    public var json: JSONNode {
        func number(_ value: Int) -> JSONNode { .number(String(value)) }
        var root: [JSONNode.Member]
        switch self.root {
        case .found(let at, let how):
            root = [.init("found", .bool(true)), .init("how", .string(how))]
            if let at { root.append(.init("location", at.json)) }
        case .testFile(let at, let how):
            root = [.init("found", .bool(false)), .init("testFile", .bool(true)), .init("how", .string(how)), .init("location", at.json)]
        case .placeholder(let reason, let tried):
            root = [.init("found", .bool(false)), .init("placeholder", .bool(true)), .init("reason", .string(reason))]
            if !tried.isEmpty { root.append(.init("notFollowed", .array(tried.map(\.json)))) }
        }
        return .object([
            .init("root", .object(root)),
            .init("classes", number(classes)),
            .init("controllerClasses", number(controllerClasses)),
            .init("overrides", number(overrides)),
            .init("overridesChecked", number(overridesChecked)),
            .init("overridesInModel", number(overridesInModel)),
            .init("classesNotChecked", .array(notChecked.map { .string($0) })),
            .init("callSites", number(callSites)),
            .init("callSitesInModel", number(callSitesInModel)),
            .init("transitionsChecked", number(transitions)),
            .init("callsChecked", number(calls)),
            .init("versionedCallSitesChecked", number(versionedCallSites)),
            .init("legacyMethods", number(legacyMethods)),
            .init("classChecksIOSVersions", .array(classVersions.map { number($0) })),
            .init("idioms", .array(idioms.map { .string($0) })),
            .init("iosVersions", .array(versions.map { .string($0) })),
            .init("idiom", .string(idiom)),
            .init("unresolved", number(unresolved)),
            .init(
                "topUnresolvedReasons",
                .array(topReasons.map { .object([.init("reason", .string($0.text)), .init("count", number($0.count))]) })),
            .init(
                "targetsNotRead",
                .array(otherTargets.map { .object([.init("name", .string($0.name)), .init("kind", .string($0.kind.name))]) })),
            .init("cleanClaimAllowed", .bool(cleanClaimAllowed)),
            .init("summary", .array(lines().map { .string($0.text) })),
        ])
    }
}
