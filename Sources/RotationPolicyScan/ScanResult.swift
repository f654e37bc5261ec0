import RotationPolicy
public import RotationPolicyJSON
public import RotationPolicyWire

/// A finished scan: the model, where each fact came from, what stayed open, and the counts.
public struct ScanResult: Sendable {
    var app: SpecApp
    var root: SpecController
    /// Windows besides the key window's (from a hierarchy dump that prints several).
    var windows: [SpecController] = []
    public var actions: [SpecAction]
    public var sources: [SourceEntry]
    public var unresolved: [UnresolvedEntry]
    public var warnings: [String]
    /// Files whose syntax is broken: project, property list or storyboard (also in `warnings`).
    public var malformed: [ScanProblem] = []
    public var stats: ScanStats
    public var targetName: String?
    /// What the model reaches of what was read (lint's coverage).
    public var reach = ScanReach()
    /// The app target read from the project, with where its facts were set.
    public var appTarget: AppTarget?
    /// No application target was found: what was read is a library's code (`ScanOptions.library`).
    public var library = false
    /// Everything read, typed, reached or not (AppModel.swift); lint's checks read it (AppModel+Checks.swift).
    public internal(set) var model: AppModel

    static func build(
        settings: ProjectSettings, table: ClassTable, storyboards: [Storyboard], options: ScanOptions, stats: ScanStats, warnings: [String],
        hierarchy: String? = nil, clock: ScanClock = .unlimited
    ) throws(ScanError) -> ScanResult {
        var stats = stats
        var sources: [SourceEntry] = []
        var unresolved: [UnresolvedEntry] = []
        let family = settings.deviceFamily
        let idiom = options.idiom ?? (family == [2] ? "pad" : "phone")
        if options.idiom != nil {
            sources.append(SourceEntry(fact: "$.request.app.idiom", at: nil, how: .literal, detail: "--idiom"))
        } else {
            sources.append(
                SourceEntry(
                    fact: "$.request.app.idiom", at: nil, how: family.isEmpty ? .default : .buildSetting,
                    detail: "TARGETED_DEVICE_FAMILY \(family.map(String.init).joined(separator: ","))"))
        }
        var version = options.iosVersion ?? settings.deploymentTarget?.0 ?? "17.0"
        if !version.contains(".") { version += ".0" }
        // `--idiom` is checked against `phone` and `pad`.
        var app = SpecApp(idiom: idiom == "pad" ? .pad : .phone, iosVersion: version)
        sources.append(
            SourceEntry(
                fact: "$.request.app.iosVersion", at: options.iosVersion == nil ? settings.deploymentTarget?.1 : nil,
                how: options.iosVersion != nil ? .literal : (settings.deploymentTarget == nil ? .default : .buildSetting),
                detail: options.iosVersion != nil
                    ? "--ios" : (settings.deploymentTarget == nil ? "no IPHONEOS_DEPLOYMENT_TARGET; 17.0 assumed" : "IPHONEOS_DEPLOYMENT_TARGET")))
        for key in ["supportedOrientations", "supportedOrientationsPad", "requiresFullScreen", "viewControllerBasedStatusBarAppearance"] {
            guard let fact = settings.app[key] else { continue }
            switch key {
            case "supportedOrientations": app.supportedOrientations = fact.orientations
            case "supportedOrientationsPad": app.supportedOrientationsPad = fact.orientations
            case "requiresFullScreen": app.requiresFullScreen = fact.flag
            default: app.viewControllerBasedStatusBarAppearance = fact.flag
            }
            sources.append(SourceEntry(fact: "$.request.app." + key, at: fact.at, how: fact.how, detail: nil))
        }
        if settings.app["supportedOrientations"] == nil {
            // One message per cause: an Info.plist that could not be read is not said to lack the key.
            let reason =
                settings.infoPlistProblem.map {
                    "\($0) could not be read (see its warning), so its UISupportedInterfaceOrientations are unknown; the spec leaves supportedOrientations out (the simulator uses the idiom's default) until the file reads"
                } ?? "no UISupportedInterfaceOrientations in Info.plist or the build settings; UIKit's default for the idiom applies"
            unresolved.append(UnresolvedEntry(what: "app.supportedOrientations", at: nil, reason: reason))
        }
        let major = Int(version.split(separator: ".").first ?? "17") ?? 17
        let evaluator = Evaluator(table: table, isPad: idiom == "pad", iosMajor: major, clock: clock)
        if let delegate = table.appDelegates.first(where: { table.getter(OverrideName.delegate, for: $0.name) != nil }),
            let result = evaluator.property(OverrideName.delegate, of: delegate.name)
        {
            if let lock = table.delegateLock, let value = Literal.mask(Set(lock.initial?.orientations ?? [])).mask {
                // An app-wide lock variable: its initial value at launch, each assignment an action (ModelBuilder+Locks).
                app.delegateOrientations = SpecValue(.mask(value))
                sources.append(
                    SourceEntry(
                        fact: "$.request.app.delegateOrientations", at: lock.declaredAt, how: .literal,
                        detail: "the initial value of \(lock.name), which the app delegate returns"))
            } else if let at = table.delegateTopController {
                // The delegate answers the top controller's mask (docs/rules.md R1.5).
                app.delegateOrientations = SpecValue(.topController)
                sources.append(
                    SourceEntry(
                        fact: "$.request.app.delegateOrientations", at: at, how: .forwarding,
                        detail: "the app delegate returns the top controller's supportedInterfaceOrientations"))
            } else if result.forwarding == nil, let value = result.value?.mask {
                app.delegateOrientations = SpecValue(.mask(value), dynamic: result.how == .dynamic)
                sources.append(SourceEntry(fact: "$.request.app.delegateOrientations", at: result.at, how: result.how, detail: nil))
            }
            if result.how != .literal, table.delegateLock == nil, table.delegateTopController == nil {
                unresolved.append(
                    UnresolvedEntry(
                        what: "\(delegate.name).application(_:supportedInterfaceOrientationsFor:)", at: result.at,
                        reason: result.forwarding != nil
                            ? "answers with a controller's mask; the request cannot say that, so delegateOrientations is left out"
                            : "depends on run-time state; the spec uses what the last return gives",
                        candidates: table.candidateTexts(result, OverrideName.delegate, of: delegate.name, evaluator)))
            }
        }

        let builder = ModelBuilder(table: table, storyboards: storyboards, settings: settings, evaluator: evaluator, limits: options.limits)
        var root: SpecController
        var windows: [SpecController] = []
        if let hierarchy {
            switch HierarchyDump.parse(hierarchy, file: options.hierarchyFile) {
            case .success(let roots):
                let nodes = builder.hierarchyRoots(roots, file: options.hierarchyFile)
                root = nodes[0]
                windows = Array(nodes.dropFirst())
                builder.sources.append(SourceEntry(fact: "$.request.root", at: nil, how: .hierarchy, detail: "the tree of \(options.hierarchyFile)"))
                if !windows.isEmpty {
                    builder.unresolved.append(
                        UnresolvedEntry(
                            what: "windows", at: nil,
                            reason:
                                "the dump prints \(nodes.count) windows without their levels; the first is taken as the key window, the others at level 0"
                        ))
                }
            case .failure(let problem):
                throw ScanError.invalidHierarchy(problem.description)
            }
        } else {
            root = builder.root()
        }
        let actions = builder.buildActions()
        sources += builder.sources
        // One entry per thing: a class missing from the sources is reported once, where first met.
        var seen: Set<String> = []
        unresolved += table.unplacedCalls(storyboards)
        unresolved += builder.unresolved.filter { seen.insert($0.what + "\u{0}" + $0.reason).inserted }

        stats.classes = table.order.count
        stats.controllerClasses = table.order.filter { table.isController($0) }.count
        // Overrides are counted in controllers (and app delegates) only: a coordinator's own
        // `prefersStatusBarHidden` flag is not one.
        let delegates = Set(table.appDelegates.map(\.name))
        stats.overrides = table.order.filter { table.isController($0) || delegates.contains($0) }.reduce(0) { sum, name in
            sum
                + (table.declarations[name] ?? []).reduce(0) {
                    $0 + $1.getters.keys.filter { (OverrideName.all + [OverrideName.delegate]).contains($0) }.count
                }
        }
        stats.controllers = root.count + windows.reduce(0) { $0 + $1.count } + actions.count
        stats.actions = actions.count
        let modelClasses = Set((0..<builder.instanceCount).map { builder.instance(at: $0).className })
        let rootClass = root.className
        let model = AppModel.read(
            table: table, storyboards: storyboards, settings: settings, idiom: idiom, iosVersion: version, evaluator: evaluator,
            builder: builder, sources: sources, unresolved: unresolved, rootClass: rootClass)
        return ScanResult(
            app: app, root: root, windows: windows, actions: actions, sources: sources,
            unresolved: capped(unresolved, options.limits.maxUnresolved) {
                UnresolvedEntry(
                    what: "unresolved", at: nil, reason: "\($0) more entries past the \(options.limits.maxUnresolved) (maxUnresolved) listed")
            },
            warnings: capped(warnings, options.limits.maxUnresolved) {
                "\($0) more warnings past the \(options.limits.maxUnresolved) (maxUnresolved) listed"
            },
            stats: stats, targetName: settings.targetName,
            reach: ScanReach.measure(table: table, modelClasses: modelClasses, sources: sources), model: model)
    }

    /// The first `limit` entries, then one that counts the rest: what a hostile project can make the
    /// answer list is bounded, and the reader still learns how much was left out.
    private static func capped<T>(_ list: [T], _ limit: Int, counting: (Int) -> T) -> [T] {
        guard list.count > limit else { return list }
        return Array(list.prefix(limit)) + [counting(list.count - limit)]
    }

    // MARK: Formats

    /// `--format request`: a POST /v1/resolve body describing the app at launch, literal values only.
    public func request() -> JSONValue { specRequest.json(includeDynamic: false) }

    private var specRequest: SpecRequest { SpecRequest(app: app, root: root, otherWindows: windows) }

    /// The spec `resolve`, `explore` and `check` run, with `sources` and `unresolved` (`--format spec`).
    public func specDocument(scannedPath: String, generatedBy: String? = nil) -> SpecDocument {
        SpecDocument(
            name: "scan of \(targetName ?? scannedPath)",
            story:
                "Generated by \(generatedBy ?? "`rotation-policy scan \(scannedPath)`"). Each fact's file, line and column are under `sources`; what the scan could not decide is under `unresolved`.",
            request: specRequest, actions: actions, sources: sources, unresolved: unresolved)
    }

    /// `--format spec`, as Wire writes it.
    public func spec(scannedPath: String, generatedBy: String? = nil) -> JSONValue {
        specDocument(scannedPath: scannedPath, generatedBy: generatedBy).json
    }

    /// `--format json`: the spec plus the counts and warnings.
    public func json(scannedPath: String) -> JSONValue {
        var members: [(String, JSONValue)] = [("spec", spec(scannedPath: scannedPath))]
        if let appTarget { members.append(("target", appTarget.json)) }
        members.append(("model", model.json))
        return .members(members + [("stats", stats.json), ("warnings", .array(warnings.map { .string($0) }))])
    }
}
