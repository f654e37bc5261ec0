import RotationPolicyWire

/// SARIF 2.1.0 (OASIS, errata 01), as GitHub code scanning reads it: one run whose driver lists the
/// rules of the diagnostics present (`Report.rulesPresent`), results with a location relative to
/// `%SRCROOT%`, the repository's top (so code scanning places a diagnostic when the run was on a folder
/// below it), the coverage summary as run `properties` and as the invocation's
/// `toolExecutionNotifications`, the witness as a `codeFlow`, the verified fix as `fixes`, and a
/// `partialFingerprints` entry so code scanning tracks a diagnostic across line moves.
package enum SARIFReporter {
    static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    static func render(_ report: Report) -> String {
        let rules = report.rulesPresent
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let place = { (path: String) in Self.artifact(report.repositoryPath(path)) }
        var run: [JSONNode.Member] = [
            .init("tool", .object([.init("driver", driver(rules))])),
            .init(
                "originalUriBaseIds", .object([.init("%SRCROOT%", .object([.init("uri", .string(rootURI(report.repositoryRoot ?? report.root)))]))])),
            .init("results", .array(report.allDiagnostics.map { result($0, ruleIndex: ruleIndex[$0.rule.id], artifact: place) })),
        ]
        if let coverage = report.coverage {
            run.append(
                .init("invocations", .array([invocation(coverage, clean: report.diagnostics.isEmpty, place: { report.repositoryPath($0.path) })])))
            run.append(.init("properties", .object([.init("coverage", coverage.json)])))
        }
        return log(run)
    }

    /// A log with every rule in the driver and no results: `rotation-policy rules --reporter sarif`.
    package static func rulesLog(_ rules: [DiagnosticRule]) -> String {
        log([.init("tool", .object([.init("driver", driver(rules))])), .init("results", .array([]))])
    }

    private static func log(_ run: [JSONNode.Member]) -> String {
        let log: JSONNode = .object([
            .init("$schema", .string(schema)),
            .init("version", .string("2.1.0")),
            .init("runs", .array([.object(run)])),
        ])
        return log.pretty + "\n"
    }

    private static func driver(_ rules: [DiagnosticRule]) -> JSONNode {
        .object([
            .init("name", .string("rotation-policy")),
            .init("version", .string(Simulator.version)),
            .init("rules", .array(rules.map(rule))),
        ])
    }

    static func rule(_ rule: DiagnosticRule) -> JSONNode {
        .object([
            .init("id", .string(rule.id)),
            .init("shortDescription", .object([.init("text", .string(rule.summary))])),
            .init("help", .object([.init("text", .string("See \(rule.help) in the rotation-policy repository."))])),
            .init("defaultConfiguration", .object([.init("level", .string(rule.severity.issueLevel))])),
        ])
    }

    /// One notification per coverage line: a warning when the root is not the app's, else a note.
    private static func invocation(_ coverage: any ReportCoverage, clean: Bool, place: (SourceLocation) -> String) -> JSONNode {
        var notes: [(String, String)] = coverage.lines(place).map { key, text in
            (key == "root" && !coverage.rootIsTrusted ? "warning" : "note", text)
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

    private static func result(_ diagnostic: Diagnostic, ruleIndex: Int?, artifact: (String) -> JSONNode) -> JSONNode {
        var members: [JSONNode.Member] = [.init("ruleId", .string(diagnostic.rule.id))]
        if let ruleIndex { members.append(.init("ruleIndex", .number(String(ruleIndex)))) }
        members += [
            .init("level", .string(diagnostic.severity.issueLevel)),
            .init("message", .object([.init("text", .string(diagnostic.fullText))])),
            .init(
                "locations", .array([.object([.init("physicalLocation", physical(diagnostic.path, diagnostic.line, diagnostic.column, artifact))])])),
            .init("partialFingerprints", .object([.init("rotationPolicy/v1", .string(diagnostic.fingerprint))])),
        ]
        if !diagnostic.flow.isEmpty {
            let steps: [JSONNode] = diagnostic.flow.map { step in
                var location: [JSONNode.Member] = []
                if let at = step.location { location.append(.init("physicalLocation", physical(at.path, at.line, at.column, artifact))) }
                location.append(.init("message", .object([.init("text", .string(step.message))])))
                return .object([.init("location", .object(location))])
            }
            let flow: JSONNode = .object([.init("threadFlows", .array([.object([.init("locations", .array(steps))])]))])
            members.append(.init("codeFlows", .array([flow])))
        }
        if let fix = diagnostic.fix {
            members.append(.init("fixes", .array([self.fix(fix, artifact)])))
        }
        return .object(members)
    }

    private static func fix(_ fix: DiagnosticFix, _ artifact: (String) -> JSONNode) -> JSONNode {
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

    /// The file, and its region from the line (and column) when known: a whole-file problem has none.
    private static func physical(_ path: String, _ line: Int?, _ column: Int?, _ artifact: (String) -> JSONNode) -> JSONNode {
        var members: [JSONNode.Member] = [.init("artifactLocation", artifact(path))]
        if let line {
            var region: [JSONNode.Member] = [.init("startLine", .number(String(line)))]
            if let column { region.append(.init("startColumn", .number(String(column)))) }
            members.append(.init("region", .object(region)))
        }
        return .object(members)
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
}
