import Foundation
public import RotationPolicyCLI
import RotationPolicyScan
import RotationPolicyWire

/// `rotation-policy lint PATH`: scan the project, explore it on each iOS version to check, run the
/// checks that need no search, and report every finding at its source line.
public enum LintRun {
    /// The newest iOS a default run checks besides the deployment target.
    public static let newestIOS = "26.0"

    public enum Output: String, CaseIterable, Sendable {
        /// The findings, in the `--reporter` format.
        case report
        /// The verified fixes as a unified diff (`git apply` reads it).
        case patch
    }

    public struct Options: Sendable {
        public var path: String
        public var target: String?
        public var idiom: String?
        public var iosVersions: [String] = []
        public var config: String?
        public var reporter: Reporter = .text
        public var format: Output = .report
        public var output: String?
        public var failOn: Severity?
        public var baseline: String?
        public var writeBaseline: String?
        public var fix = false
        /// `--require-root`: exit 2 when the scan found no root, or only a test file's.
        public var requireRoot = false
        /// `--hierarchy`: `_printHierarchy` dumps, one per screen flow; each tree is explored as the root.
        public var hierarchy: [String] = []
        /// `--scan-time-limit`, in ms (else `scanTimeLimit:` in the configuration, else scan's default).
        public var scanTimeLimit: Int?

        public init(path: String) { self.path = path }
    }

    /// The exit code: 0 clean, 1 a finding at or above the threshold, 2 bad input, 3 I/O.
    public static func run(_ options: Options, style: Style) throws(CLIError) -> Int32 {
        let root = options.path.hasSuffix("/") && options.path.count > 1 ? String(options.path.dropLast()) : options.path
        let config = try loadConfiguration(root: root, explicit: options.config)
        var scanOptions = ScanOptions(target: options.target ?? config.target, idiom: options.idiom ?? config.idiom)
        scanOptions.paths = PathFilter(included: config.included, excluded: config.excluded)
        scanOptions.library = true
        if let limit = options.scanTimeLimit ?? config.scanTimeLimit {
            // The configuration's value was checked when it was read; only the flag can be out of range.
            guard limit > 0 else { throw CLIError.invalid("--scan-time-limit \(limit): give a positive number of milliseconds") }
            scanOptions.limits.maxMilliseconds = limit
        }

        // Read once: each iOS version, pinned flow and assumed context below is a model of this reading.
        let project = try read(root, scanOptions)
        let first = try model(project, iosVersion: nil)
        let library = LibraryRun(first.scan)
        let deployment = library.assumedDeployment ?? first.app["iosVersion"]?.string ?? LintRun.newestIOS
        var versions = options.iosVersions.isEmpty ? config.iosVersions : options.iosVersions
        if versions.isEmpty { versions = major(deployment) >= major(newestIOS) ? [deployment] : [deployment, newestIOS] }
        // Every class and call site the scan read, at the versions where a rule changes, on each idiom.
        let classChecks = ClassChecks(
            scan: first.scan, app: first,
            versions: options.iosVersions.isEmpty && config.iosVersions.isEmpty
                ? ClassChecks.versions(deployment: major(deployment)) : Array(Set(versions.map(major))).sorted(),
            idioms: ClassChecks.idioms(family: first.scan.model.settings.deviceFamily, chosen: scanOptions.idiom),
            linkedSDK: major(config.linkedSDK ?? newestIOS))
        let (classFindings, classCounts) = classChecks.run()
        let locks = first.scan.model.orientationLocks
        let lockFindings =
            LockChecks(locks: locks, versions: classChecks.versions, linkedSDK: classChecks.linkedSDK).run()
            + LockIgnoredOnResizableiPadRule.findings(locks: locks, requests: first.scan.model.geometryRequests, checks: classChecks)
        let budgets = ExploreFindings.Budgets(maxExtraEvents: config.maxExtraEvents, maxStates: config.maxStates, timeLimitMs: config.timeLimitMs)
        let engine = Engine.library

        var scanned: [ScannedApp] = []
        var collected: [(finding: LintFinding, version: String)] = []
        var notes: [String] = []
        var fixes: [String: DiagnosticFix] = [:]
        // Each pinned flow (dump or `root:`) is explored on its own; the same finding in several is one.
        let flows = try LintFlow.flows(cli: options.hierarchy, config: config)
        let source = ScannedFileLines(root: root)
        // A library has no app to explore: its classes and call sites are checked alone (ClassChecks).
        for flow in library.isLibrary ? [] : flows.isEmpty ? [LintFlow.code] : flows {
            for version in versions {
                var app =
                    version == deployment && options.iosVersions.isEmpty && flow.dump == nil
                    ? first
                    : try model(project, iosVersion: version, hierarchy: flow.dump, hierarchyFile: flow.dump != nil ? flow.file : nil)
                try flow.checkPinned(app, config: config)
                // The explored app links against the SDK lint assumes, as ClassChecks does (never newer than
                // the version it runs: the service refuses that, and it says nothing more).
                if let linked = config.linkedSDK, major(linked) < major(version) {
                    app.spec = PreferredFix.setting(app.spec, at: "$.request.app.linkedSDK", to: .string(linked))
                }
                scanned.append(app)
                let explored = try ExploreFindings.run(app, budgets: budgets, engine: engine, source: source.lines)
                notes += explored.notes
                let checks = StaticChecks.run(app, major: major(version))
                let found = combine(checks: checks, explored: explored.findings)
                for finding in found { collected.append((finding, version)) }
                // Patches for E2: one per source line, verified against this version's model.
                for (path, _) in app.controllerNodes {
                    guard let at = app.location(path + ".preferredOrientationForPresentation"), fixes[key(at)] == nil,
                        (found + classFindings).contains(where: { $0.location == at && ($0.kind == .preferredOutsideMask || $0.kind == .exception) }
                        ),
                        let (edit, value) = PreferredFix.edit(for: path, in: app, root: root),
                        let verification = PreferredFix.verify(
                            path: path, value: value, in: app, before: explored.answer, budgets: budgets, engine: engine)
                    else { continue }
                    fixes[key(at)] = DiagnosticFix(
                        description: "return .\(value) from preferredInterfaceOrientationForPresentation", edits: [edit],
                        verification: verification)
                }
            }
        }
        // Transitions whose presenter the model does not reach, in each context it can be in.
        if flows.isEmpty && !library.isLibrary {
            let contexts = try TransitionContexts(app: first, project: project, versions: versions, linkedSDK: config.linkedSDK)
                .run(engine: engine, source: source.lines)
            collected += contexts.findings
            notes += [TransitionContexts.summary(contexts)] + contexts.notes
        }
        var seenNotes: Set<String> = []
        notes = notes.filter { seenNotes.insert($0).inserted }

        var findings = merge(collected, versions: versions)
        // The search's witness of the same crash is kept over the check's finding without one.
        let crashes = Set(findings.filter { $0.kind == .exception }.map { key($0.location) })
        // The check of each call site, which knows its #available branch, decides for KVC sets and
        // attemptRotation: the search's warning at the same call is left out (the model may hold the
        // call of an `else` branch on a version it never runs).
        findings.removeAll {
            [RuleID.kvcOrientation, .attemptRotationDeprecated].contains($0.kind) && classCounts.callLocations.contains(key($0.location))
        }
        // The class check flags every shouldAutorotate override that can lock, at its return; the
        // search's warning sees only the model's value, and places it at the controller's mask.
        findings.removeAll { $0.kind == .shouldAutorotateIgnored }
        findings += classFindings.filter {
            !([RuleID.preferredOutsideMask, .maskDisjointFromInfoPlist].contains($0.kind) && crashes.contains(key($0.location)))
        }
        findings += lockFindings
        findings = findings.compactMap { finding in
            guard !config.disabled.contains(finding.kind) else { return nil }
            var finding = finding
            if let severity = config.severity[finding.kind] { finding.severity = severity }
            finding.fix = fixes[key(finding.location)]
            return finding
        }
        let (kept, suppressed) = Suppression.apply(findings) { path in
            (try? String(contentsOfFile: root + "/" + path, encoding: .utf8)).map { $0.split(separator: "\n", omittingEmptySubsequences: false) }
        }
        var shown = kept
        var baselined = 0
        if let baselinePath = options.baseline {
            let document: SourceDocument
            do {
                document = try JSONNodeParser.parse(try SpecFile.read(baselinePath))
            } catch let error as CLIError {
                throw error
            } catch {
                throw .invalid("\(TerminalText.escapeLine(baselinePath)): not a baseline file: \(TerminalText.escapeLine("\(error)"))")
            }
            (shown, baselined) = try Baseline.parse(document, file: baselinePath).filter(kept)
        }
        var report = Report(lint: shown, root: root, suppressed: suppressed, baselined: baselined, notes: notes)
        var alone = first
        // A library has no root to find: the placeholder's "no root" is not a gap of this run.
        alone.unresolved.removeAll { $0.what == "root" }
        var coverage = LintCoverage(scanned.isEmpty ? [library.isLibrary ? alone : first] : scanned, classChecks: classChecks, counts: classCounts)
        coverage.library = library.line
        if let pinned = flows.first {
            let more = flows.count > 1 ? "; \(flows.count) flows explored: " + flows.map(\.origin).dropFirst().joined(separator: ", ") + " too" : ""
            coverage.root = .found(nil, how: pinned.origin + more)
        }
        report.coverage = coverage
        report.placePaths(inRepositoryOf: root)
        // A run that must fail for want of a root changes no file.
        let rootMissing = (options.requireRoot || config.requireRoot) && !coverage.root.isTrusted
        let fixing = options.fix && !rootMissing

        // Every destination is checked before anything is written: a refusal leaves every file as it was.
        if let path = options.writeBaseline { _ = try RepositoryWrite.destination(path, repository: root, flag: "--write-baseline") }
        if fixing {
            for (path, _) in editsByFile(report) { _ = try RepositoryWrite.destination(root + "/" + path, repository: root, flag: "--fix") }
        }
        if let output = options.output { _ = try RepositoryWrite.destination(output, repository: root, flag: "-o") }

        if let path = options.writeBaseline {
            try RepositoryWrite.write(Baseline(kept).json, to: path, repository: root, flag: "--write-baseline")
        }
        if fixing {
            try applyFixes(report, root: root)
            report.applied = editsByFile(report).flatMap(\.1)
            // A machine-read report on stdout has no room for them: the changes go to stderr then.
            if options.reporter != .text && options.output == nil {
                for edit in report.applied {
                    let at = edit.location
                    RotationPolicyCLI.Output.err(
                        "fixed: \(TerminalText.escapeLine(report.displayPath(at.path))):\(at.line): "
                            + "\(TerminalText.escapeLine(edit.old)) → \(TerminalText.escapeLine(edit.new))")
                }
            }
        }
        let text: String
        switch options.format {
        case .report: text = options.reporter.render(report, style: options.output == nil ? style : .plain)
        case .patch: text = try patch(report, root: root)
        }
        if let output = options.output {
            try RepositoryWrite.write(text, to: output, repository: root, flag: "-o")
            if options.reporter != .text || options.format == .patch {
                RotationPolicyCLI.Output.out(Reporter.text.render(report, style: style))
            }
        } else {
            RotationPolicyCLI.Output.out(text)
        }
        if rootMissing {
            throw .invalid(
                "--require-root: \(TerminalText.escapeLine(coverage.rootLine { report.displayPath($0.path) }))"
                    + "; name the app's root in code lint can follow, or drop --require-root (requireRoot in \(LintConfiguration.fileName))")
        }
        let threshold = options.failOn ?? config.failOn ?? .error
        return report.fails(at: threshold) ? ExitStatus.failed : ExitStatus.ok
    }

    static func key(_ at: SourceLocation) -> String { "\(at.path):\(at.line):\(at.column)" }

    static func major(_ version: String) -> Int { Int(version.split(separator: ".").first ?? "0") ?? 0 }

    /// The project's files, read once for every model of this run.
    static func read(_ root: String, _ options: ScanOptions) throws(CLIError) -> ScannedProject {
        do {
            return try Scanner.read(folder: root, options: options)
        } catch {
            throw cliError(error)
        }
    }

    /// The app on one iOS version (nil: the deployment target), with a hierarchy dump's tree if any.
    static func model(
        _ project: ScannedProject, iosVersion: String?, hierarchy: String? = nil, hierarchyFile: String? = nil, maxActions: Int? = nil,
        maxControllers: Int? = nil
    ) throws(CLIError) -> ScannedApp {
        let result: ScanResult
        do {
            result = try Scanner.model(
                of: project, iosVersion: iosVersion, hierarchy: hierarchy, hierarchyFile: hierarchyFile, maxActions: maxActions,
                maxControllers: maxControllers)
        } catch {
            throw cliError(error)
        }
        let app = ScannedApp(result, iosVersion: iosVersion ?? "")
        guard iosVersion == nil else { return app }
        var modelled = app
        modelled.iosVersion = app.app["iosVersion"]?.string ?? ""
        return modelled
    }

    static func cliError(_ error: ScanError) -> CLIError {
        if case .io = error { return .unreachable(TerminalText.escapeLine(error.description)) }
        return .invalid(TerminalText.escapeLine(error.description))
    }

    /// One finding per kind and line: a search finding with its witness replaces the check that saw the
    /// same crash without one, and a check is kept over the search's warning of the same kind.
    static func combine(checks: [LintFinding], explored: [LintFinding]) -> [LintFinding] {
        let crashes = Set(explored.filter { $0.kind == .exception }.map { key($0.location) })
        var out = checks.filter {
            !([RuleID.preferredOutsideMask, .maskDisjointFromInfoPlist].contains($0.kind) && crashes.contains(key($0.location)))
        }
        var seen = Set(out.map { $0.kind.rawValue + "|" + key($0.location) })
        for finding in explored where seen.insert(finding.kind.rawValue + "|" + key(finding.location)).inserted {
            out.append(finding)
        }
        return out
    }

    /// The same finding on several versions is one finding that names them.
    static func merge(_ collected: [(finding: LintFinding, version: String)], versions: [String]) -> [LintFinding] {
        var order: [String] = []
        var merged: [String: (LintFinding, [String])] = [:]
        for (finding, version) in collected {
            let id = "\(finding.kind)|\(key(finding.location))"
            if merged[id] == nil {
                order.append(id)
                merged[id] = (finding, [version])
            } else if !merged[id]!.1.contains(version) {
                merged[id]!.1.append(version)
            }
        }
        return order.map { id in
            var (finding, found) = merged[id]!
            let where_ = found.count == versions.count && versions.count > 1 ? "every iOS version checked" : "iOS " + found.joined(separator: " and ")
            finding.message += " (\(where_))"
            return finding
        }
    }

    static func loadConfiguration(root: String, explicit: String?) throws(CLIError) -> LintConfiguration {
        let path = explicit ?? root + "/" + LintConfiguration.fileName
        guard explicit != nil || FileManager.default.fileExists(atPath: path) else { return LintConfiguration() }
        let text = try readText(path)
        return try LintConfiguration.parse(text, file: path)
    }

    /// A file as UTF-8 text, at most `SpecFile.maxBytes`; other bytes are refused, never patched over.
    static func readText(_ path: String) throws(CLIError) -> String {
        let bytes = try SpecFile.read(path)
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .invalid("\(TerminalText.escapeLine(path)): not UTF-8 text")
        }
        return text
    }

    /// The verified fixes as one unified diff, file by file.
    static func patch(_ report: Report, root: String) throws(CLIError) -> String {
        var out = ""
        for (path, edits) in editsByFile(report) {
            let before = try readText(root + "/" + path)
            do {
                out += Patch.unifiedDiff(path: path, before: before, after: try Patch.apply(edits, to: before))
            } catch {
                throw .invalid("\(TerminalText.escapeLine(path)): the file changed since it was scanned; run lint again")
            }
        }
        return out
    }

    static func applyFixes(_ report: Report, root: String) throws(CLIError) {
        for (path, edits) in editsByFile(report) {
            let before = try readText(root + "/" + path)
            let after: String
            do {
                after = try Patch.apply(edits, to: before)
            } catch {
                throw .invalid("\(TerminalText.escapeLine(path)): the file changed since it was scanned; run lint again")
            }
            try RepositoryWrite.write(after, to: root + "/" + path, repository: root, flag: "--fix")
        }
    }

    static func editsByFile(_ report: Report) -> [(String, [TextEdit])] {
        var byFile: [String: [TextEdit]] = [:]
        for diagnostic in report.diagnostics {
            for edit in diagnostic.fix?.edits ?? [] where !(byFile[edit.location.path] ?? []).contains(edit) {
                byFile[edit.location.path, default: []].append(edit)
            }
        }
        return byFile.sorted { $0.key < $1.key }
    }
}
