import RotationPolicyCLI
import RotationPolicyWire

/// SARIF 2.1.0 (OASIS, errata 01), as GitHub code scanning reads it: one run, a rule per kind,
/// results with a location relative to `%SRCROOT%`, the repository's top (so code scanning places a
/// finding when lint ran on a folder below it), the coverage summary as run `properties` and as the
/// invocation's `toolExecutionNotifications`, the witness as a `codeFlow`, the verified fix as
/// `fixes`, and a `partialFingerprints` entry so code scanning tracks a finding across line moves.
enum SARIFLintReporter {
    static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    static func render(_ result: LintResult) -> String {
        let used = Set(result.findings.map(\.kind))
        let rules = LintRules.descriptions.filter { used.contains($0.identifier) }
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.identifier, $0) })
        let driver: JSONNode = .object([
            .init("name", .string("rotation-policy")),
            .init("version", .string(Simulator.version)),
            .init("rules", .array(rules.map(rule))),
        ])
        let place = { (path: String) in Self.artifact(result.repositoryPrefix + path) }
        var run: [JSONNode.Member] = [
            .init("tool", .object([.init("driver", driver)])),
            .init(
                "originalUriBaseIds", .object([.init("%SRCROOT%", .object([.init("uri", .string(rootURI(result.repositoryRoot ?? result.root)))]))])),
            .init("results", .array(result.findings.map { self.result($0, ruleIndex: ruleIndex[$0.kind], artifact: place) })),
        ]
        if let coverage = result.coverage {
            run.append(.init("invocations", .array([invocation(coverage, clean: result.findings.isEmpty, place: result.repositoryPath)])))
            run.append(.init("properties", .object([.init("coverage", JSONLintReporter.coverage(coverage))])))
        }
        let log: JSONNode = .object([
            .init("$schema", .string(schema)),
            .init("version", .string("2.1.0")),
            .init("runs", .array([.object(run)])),
        ])
        return log.pretty + "\n"
    }

    /// A log with every rule in the driver and no results: `rotation-policy rules --reporter sarif`.
    static func rulesLog(_ rules: [RuleDescription]) -> String {
        let driver: JSONNode = .object([
            .init("name", .string("rotation-policy")),
            .init("version", .string(Simulator.version)),
            .init("rules", .array(rules.map(rule))),
        ])
        let run: JSONNode = .object([.init("tool", .object([.init("driver", driver)])), .init("results", .array([]))])
        return JSONNode.object([.init("$schema", .string(schema)), .init("version", .string("2.1.0")), .init("runs", .array([run]))]).pretty + "\n"
    }

    static func rule(_ rule: RuleDescription) -> JSONNode {
        .object([
            .init("id", .string(rule.identifier.rawValue)),
            .init("shortDescription", .object([.init("text", .string(rule.summary))])),
            .init("help", .object([.init("text", .string("See \(rule.helpReference) in the rotation-policy repository."))])),
            .init("defaultConfiguration", .object([.init("level", .string(level(rule.severity)))])),
        ])
    }

    /// One notification per coverage line: a warning when the root is not the app's, else a note.
    private static func invocation(_ coverage: LintCoverage, clean: Bool, place: (SourceLocation) -> String) -> JSONNode {
        var notes: [(String, String)] = coverage.lines(place).map { key, text in
            (key == "root" && !coverage.root.isTrusted ? "warning" : "note", text)
        }
        if clean, !coverage.cleanClaimAllowed { notes.insert(("warning", coverage.cleanCaveat), at: 0) }
        return .object([
            .init("executionSuccessful", .bool(true)),
            .init(
                "toolExecutionNotifications",
                .array(
                    notes.map { level, text in .object([.init("level", .string(level)), .init("message", .object([.init("text", .string(text))]))]) })
            ),
        ])
    }

    private static func result(_ finding: LintFinding, ruleIndex: Int?, artifact: (String) -> JSONNode) -> JSONNode {
        var members: [JSONNode.Member] = [.init("ruleId", .string(finding.kind.rawValue))]
        if let ruleIndex { members.append(.init("ruleIndex", .number(String(ruleIndex)))) }
        members += [
            .init("level", .string(level(finding.severity))),
            .init("message", .object([.init("text", .string(finding.message))])),
            .init("locations", .array([.object([.init("physicalLocation", physical(finding.location, artifact))])])),
            .init(
                "partialFingerprints",
                .object([.init("rotationPolicy/v1", .string(Baseline.fingerprint(finding)))])),
        ]
        if !finding.flow.isEmpty {
            let steps: [JSONNode] = finding.flow.map { step in
                var location: [JSONNode.Member] = []
                if let at = step.location { location.append(.init("physicalLocation", physical(at, artifact))) }
                location.append(.init("message", .object([.init("text", .string(step.message))])))
                return .object([.init("location", .object(location))])
            }
            let flow: JSONNode = .object([.init("threadFlows", .array([.object([.init("locations", .array(steps))])]))])
            members.append(.init("codeFlows", .array([flow])))
        }
        if let fix = finding.fix {
            members.append(.init("fixes", .array([self.fix(fix, artifact)])))
        }
        return .object(members)
    }

    private static func fix(_ fix: LintFix, _ artifact: (String) -> JSONNode) -> JSONNode {
        var byFile: [(String, [TextEdit])] = []
        for edit in fix.edits {
            if let index = byFile.firstIndex(where: { $0.0 == edit.location.path }) {
                byFile[index].1.append(edit)
            } else {
                byFile.append((edit.location.path, [edit]))
            }
        }
        let changes: [JSONNode] = byFile.map { path, edits in
            .object([
                .init("artifactLocation", artifact(path)),
                .init(
                    "replacements",
                    .array(
                        edits.map { edit in
                            let start = edit.location.column
                            let end = start + edit.old.unicodeScalars.count
                            return .object([
                                .init(
                                    "deletedRegion",
                                    .object([
                                        .init("startLine", .number(String(edit.location.line))),
                                        .init("startColumn", .number(String(start))),
                                        .init("endLine", .number(String(edit.location.line))),
                                        .init("endColumn", .number(String(end))),
                                    ])),
                                .init("insertedContent", .object([.init("text", .string(edit.new))])),
                            ])
                        })),
            ])
        }
        return .object([
            .init("description", .object([.init("text", .string(fix.description + " (" + fix.verification + ")"))])),
            .init("artifactChanges", .array(changes)),
        ])
    }

    private static func physical(_ location: SourceLocation, _ artifact: (String) -> JSONNode) -> JSONNode {
        .object([
            .init("artifactLocation", artifact(location.path)),
            .init(
                "region",
                .object([
                    .init("startLine", .number(String(location.line))),
                    .init("startColumn", .number(String(location.column))),
                ])),
        ])
    }

    private static func artifact(_ path: String) -> JSONNode {
        .object([.init("uri", .string(percentEncoded(path))), .init("uriBaseId", .string("%SRCROOT%"))])
    }

    /// SARIF wants URI references: a path's spaces, `%`, `#` and `?` and non-ASCII bytes are escaped.
    static func percentEncoded(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            let c = Character(Unicode.Scalar(byte))
            if byte < 0x80, c.isLetter || c.isNumber || "-._~/!$&'()*+,;=:@".contains(c) {
                out.append(c)
            } else {
                out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return out
    }

    /// `file:///abs/root/`: originalUriBaseIds must end in a slash. A relative root stays relative.
    static func rootURI(_ root: String) -> String {
        let base = root.isEmpty ? "." : root
        let slashed = base.hasSuffix("/") ? base : base + "/"
        return base.hasPrefix("/") ? "file://" + percentEncoded(slashed) : percentEncoded(slashed)
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .crash, .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
