import RotationPolicy
import RotationPolicyCLI
import RotationPolicyScan

/// Every transition the scan read, simulated in the contexts its presenter can be in (issue 30, point 2).
/// The app's own exploration covers the presenters its model holds, in the container chain the scan
/// knows. A presenter the model does not reach (a coordinator, a factory or a router shows it) is put
/// in each plausible context instead: the window's root, the top of a navigation controller that
/// forwards to it, and of one that does not. Each context is one window of a `_printHierarchy`-shaped
/// tree that the scan reads with the app's code, so the presenter's calls and segues become actions as
/// they do for the model; each window is then explored alone, with the app's mask and the device turns
/// of the default environment, before and after the transition.
struct TransitionContexts {
    /// Presenter classes put in assumed contexts in one run; the rest are named in a note.
    static let maxPresenters = 80
    /// Actions the context scan may build (the app's scan keeps its own limit).
    static let maxActions = 4_000
    /// Controllers in the scan of the contexts' tree: its windows (up to `maxPresenters` × 3, two
    /// controllers each) and what every action brings. The app's own limit (200) is for one app's tree;
    /// under it, an app with some 70 presenters filled the limit with the windows alone, and no context
    /// got an action.
    static let maxControllers = 20_000
    /// Each context's search: smaller than the app's, as a context holds one presenter.
    static let contextBudgets = ExploreFindings.Budgets(maxExtraEvents: 3, maxStates: 10_000, timeLimitMs: 300)
    /// All context searches of a run together, across versions: past it, the rest are skipped and counted.
    static let totalMilliseconds = 20_000
    /// The name the context tree's facts carry; never a file of the app.
    static let treeName = "<transition contexts>"

    enum Context: Equatable {
        case root, forwardingNavigation, plainNavigation

        func words(_ presenter: String) -> String {
            switch self {
            case .root: "if \(presenter) is the window's root"
            case .forwardingNavigation: "if \(presenter)'s navigation controller forwards to its top"
            case .plainNavigation: "if \(presenter)'s navigation controller does not forward to its top"
            }
        }
    }

    struct Window {
        var presenter: String
        var context: Context
    }

    struct Outcome {
        var findings: [(finding: LintFinding, version: String)] = []
        var notes: [String] = []
        /// Transition call sites read, in the model's chain, in assumed contexts, and not simulated.
        var sites = 0
        var inModel = 0
        var assumed = 0
        var contextsExplored = 0
    }

    var app: ScannedApp
    /// The project as lint read it: each context is a model of the same reading.
    var project: ScannedProject
    var versions: [String]
    var linkedSDK: String?

    func run(engine: Engine, source: (String) -> [Substring]?) throws(CLIError) -> Outcome {
        var outcome = Outcome()
        // From the scan's typed model: every present and push it read in code, through `performSegue` or as
        // a storyboard segue, with the receiver's class as presenter where the call names one
        // (`bvc.present(…)`), and every child embedding; each in a controller class of the app.
        let model = app.scan.model
        let controllers = Set(model.classes.lazy.filter(\.isController).map(\.name))
        let transitions = model.transitions.filter { controllers.contains($0.presenter) }
        let embeddings = model.callSites.filter { ($0.kind == .setChildren || $0.kind == .addChild) && controllers.contains($0.owner) }
        outcome.sites = transitions.count + embeddings.count
        guard outcome.sites > 0 else { return outcome }
        let modelled = Set(app.controllerNodes.compactMap { $0.node["class"]?.string })
        var order: [String] = []
        var kinds: [String: Set<Transition.Kind>] = [:]
        var firstSite: [String: Transition] = [:]
        var notSimulated = 0
        for site in transitions {
            if modelled.contains(site.presenter) {
                outcome.inModel += 1
                continue
            }
            // A segue leaves a scene, and a presenter in an assumed context has none: counted, not simulated.
            guard site.via == .code else {
                notSimulated += 1
                continue
            }
            if kinds[site.presenter] == nil {
                order.append(site.presenter)
                firstSite[site.presenter] = site
            }
            kinds[site.presenter, default: []].insert(site.kind)
            outcome.assumed += 1
        }
        // Child embedding and `setViewControllers` change no presenter's chain the search can fire from a
        // context: they are simulated only where the model's tree holds them.
        let inModelEmbeddings = embeddings.filter { modelled.contains($0.owner) }.count
        outcome.inModel += inModelEmbeddings
        notSimulated += embeddings.count - inModelEmbeddings
        let chosen = Array(order.prefix(Self.maxPresenters))
        // UIKit's containers answer for themselves: a forwarding one is plausible only where the app
        // has one (a class whose mask forwards to a child).
        let forwarding = Self.hasForwardingContainer(app.scan, iosMajor: LintRun.major(versions.last ?? LintRun.newestIOS))
        var windows: [Window] = []
        for presenter in chosen {
            if kinds[presenter]!.contains(.present) { windows.append(Window(presenter: presenter, context: .root)) }
            if forwarding { windows.append(Window(presenter: presenter, context: .forwardingNavigation)) }
            windows.append(Window(presenter: presenter, context: .plainNavigation))
        }
        if !forwarding && !chosen.isEmpty {
            outcome.notes.append(
                "transitions: no class of the app forwards supportedInterfaceOrientations to a child, so no context assumes a navigation controller that forwards"
            )
        }
        if order.count > chosen.count {
            outcome.notes.append(
                "transitions: \(order.count - chosen.count) presenter classes the model does not reach were not put in assumed contexts "
                    + "(limit \(Self.maxPresenters) a run), e.g. \(order[chosen.count])")
        }
        if notSimulated > 0 {
            outcome.notes.append(
                "transitions: \(notSimulated) segues, setViewControllers or child embeddings outside the model's tree are counted, not simulated")
        }
        guard !windows.isEmpty else { return outcome }

        var held: [String: (finding: LintFinding, contexts: [Context], presenter: String, versions: [String])] = [:]
        var heldOrder: [String] = []
        var contextsOf: [String: Int] = [:]
        for window in windows { contextsOf[window.presenter, default: 0] += 1 }
        var stopped = 0
        var skipped = 0
        // Contexts whose presenter's transitions gave no action there (a push outside a navigation
        // controller, a class the scan cannot make): said, never a silent zero.
        var withoutActions = 0
        // The searches' own time: the context scans are the app's scan again, not counted here.
        var searching = Duration.zero
        var leftOut: [String] = []
        for version in versions {
            var scanned = try LintRun.model(
                project, iosVersion: version, hierarchy: Self.tree(windows), hierarchyFile: Self.treeName, maxActions: Self.maxActions,
                maxControllers: Self.maxControllers)
            if let linked = linkedSDK, LintRun.major(linked) < LintRun.major(version) {
                scanned.spec = PreferredFix.setting(scanned.spec, at: "$.request.app.linkedSDK", to: .string(linked))
            }
            let facts = FactIndex(scanned.facts)
            for (index, window) in windows.enumerated() {
                // Window 0 of the tree is a placeholder, so every context is `windows[i]` alike.
                guard
                    let context = Self.narrowed(
                        scanned, window: index + 1, forwarding: window.context == .forwardingNavigation, facts: facts),
                    !(context.spec["explore"]?["actions"]?.items ?? []).isEmpty
                else {
                    withoutActions += 1
                    continue
                }
                guard searching < .milliseconds(Self.totalMilliseconds) else {
                    skipped += 1
                    continue
                }
                outcome.contextsExplored += 1
                let started = ContinuousClock.now
                let explored = try ExploreFindings.run(context, budgets: Self.contextBudgets, engine: engine, source: source)
                searching += ContinuousClock.now - started
                if !explored.notes.filter({ $0.contains("not exhaustive") }).isEmpty { stopped += 1 }
                for why in explored.leftOut where !leftOut.contains(why) { leftOut.append(why) }
                // E1 and E2 at an override are the class checks' (maskDisjointFromInfoPlist, preferredOutsideMask).
                for var finding in explored.findings
                where Self.keptKinds.contains(finding.kind) && finding.exploredRule != .s7E1 && finding.exploredRule != .s7E2 {
                    if finding.location.path == Self.treeName {
                        guard let site = firstSite[window.presenter] else { continue }
                        finding.location = ClassChecks.location(site.at)
                    }
                    finding.flow = finding.flow.map { $0.location?.path == Self.treeName ? FlowStep(nil, $0.message) : $0 }
                    let id = finding.kind.rawValue + "|" + LintRun.key(finding.location) + "|" + window.presenter
                    if held[id] == nil {
                        heldOrder.append(id)
                        held[id] = (finding, [], window.presenter, [])
                    }
                    if !held[id]!.contexts.contains(window.context) { held[id]!.contexts.append(window.context) }
                    if !held[id]!.versions.contains(version) { held[id]!.versions.append(version) }
                }
            }
        }
        if stopped > 0 {
            outcome.notes.append(
                "transitions: \(stopped) context searches were not exhaustive (each has maxExtraEvents 3, maxStates 10000, timeLimitMs 300)")
        }
        if withoutActions > 0 {
            outcome.notes.append(
                "transitions: \(withoutActions) assumed contexts had no action to simulate: the presenter pushes where it is the window's "
                    + "root, or what it shows is no controller the scan can make")
        }
        if skipped > 0 {
            outcome.notes.append(
                "transitions: \(skipped) context searches skipped: the context searches of a run stop after \(Self.totalMilliseconds / 1000) s of search"
            )
        }
        if !leftOut.isEmpty {
            outcome.notes.append(
                "transitions: \(leftOut.count) presentRefused left out in assumed contexts, as the app cannot present there twice: "
                    + leftOut.prefix(3).joined(separator: "; ") + (leftOut.count > 3 ? "; …" : ""))
        }
        for id in heldOrder {
            let item = held[id]!
            var finding = item.finding
            let all = item.contexts.count == contextsOf[item.presenter]
            let contexts =
                all
                ? "in every context lint assumed for \(item.presenter)" : item.contexts.map { $0.words(item.presenter) }.joined(separator: ", or ")
            finding.message += " [context assumed: \(contexts); the scan does not know where \(item.presenter) is shown; confidence: assumed]"
            // A guessed context fails no build: on Kodi Remote the forwarding context was not the app's.
            if finding.severity == .error || finding.severity == .crash { finding.severity = .warning }
            for version in item.versions { outcome.findings.append((finding, version)) }
        }
        return outcome
    }

    /// Whether some class's `supportedInterfaceOrientations` answers with a child's (top, visible, …).
    static func hasForwardingContainer(_ scan: ScanResult, iosMajor: Int) -> Bool {
        scan.model.classOverrides(isPad: false, iosMajor: iosMajor).contains { overrides in
            (overrides.mask ?? []).contains { if case .forwards = $0.value { true } else { false } }
        }
    }

    /// What a context's search can say about a transition; the checks of each class and call site
    /// already decide the overrides' own values and the iOS 16 calls.
    static let keptKinds: Set<RuleID> = [.exception, .unsupportedOrientationShown, .geometryRequestDenied, .warning]

    /// The contexts as a `_printHierarchy` text: a placeholder key window, then one window per context.
    static func tree(_ windows: [Window]) -> String {
        var lines = ["<UIViewController 0x1>, state: appeared, view: <UIView 0x2>"]
        var address = 16
        func next() -> String {
            address += 16
            return "0x" + String(address, radix: 16)
        }
        for window in windows {
            switch window.context {
            case .root:
                lines.append("<\(window.presenter) \(next())>, state: appeared, view: <UIView \(next())>")
            case .forwardingNavigation, .plainNavigation:
                lines.append("<UINavigationController \(next())>, state: appeared, view: <UILayoutContainerView \(next())>")
                lines.append("   | <\(window.presenter) \(next())>, state: appeared, view: <UIView \(next())>")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One window of the context scan as an app of its own: its tree as the root, the actions that act
    /// on it or on what they bring, and the facts renamed to match.
    /// The facts of the contexts' scan, split once: the app's, each window root's and each action's, by
    /// index, each with the rest of its path. Split again for every window, a 2,000-file app's tree of
    /// some 240 windows spent a sixth of its lint here.
    struct FactIndex {
        typealias Fact = (at: SourceLocation?, how: String)
        var app: [String: Fact] = [:]
        var windows: [Int: [(rest: Substring, fact: Fact)]] = [:]
        var actions: [Int: [(rest: Substring, fact: Fact)]] = [:]

        init(_ facts: [String: Fact]) {
            let windowsPrefix = "$.request.windows["
            let actionsPrefix = "$.explore.actions["
            for (key, value) in facts {
                if key.hasPrefix("$.request.app") {
                    app[key] = value
                } else if let (index, rest) = Self.indexed(key, windowsPrefix), rest == ".root" || rest.hasPrefix(".root.") {
                    windows[index, default: []].append((rest.dropFirst(".root".count), value))
                } else if let (index, rest) = Self.indexed(key, actionsPrefix) {
                    actions[index, default: []].append((rest, value))
                }
            }
        }

        /// `prefix` + `N]` + rest: N and the rest.
        static func indexed(_ key: String, _ prefix: String) -> (Int, Substring)? {
            guard key.hasPrefix(prefix) else { return nil }
            let after = key.dropFirst(prefix.count)
            guard let end = after.firstIndex(of: "]"), let index = Int(after[..<end]) else { return nil }
            return (index, after[after.index(after: end)...])
        }
    }

    static func narrowed(_ app: ScannedApp, window: Int, forwarding: Bool, facts index: FactIndex) -> ScannedApp? {
        guard var request = app.spec["request"], let windowRoot = request["windows"]?.items?[safe: window]?["root"] else { return nil }
        var root = windowRoot
        if forwarding, root["kind"]?.string == "navigationController" { root = root.setting("forwarding", .string("top")) }
        var ids = Set<String>()
        func collect(_ node: JSONNode) {
            if let id = node["id"]?.string { ids.insert(id) }
            for child in node["children"]?.items ?? [] { collect(child) }
            if let presented = node["presented"]?["controller"] { collect(presented) }
        }
        collect(root)
        let actions = app.spec["explore"]?["actions"]?.items ?? []
        var kept: [(old: Int, action: JSONNode)] = []
        for (index, action) in actions.enumerated() {
            let refs = ["presenter", "navigation", "controller"].compactMap { action[$0]?.string }
            guard !refs.isEmpty, refs.allSatisfy(ids.contains) || (action["type"]?.string == "push" && refs.contains(where: ids.contains)) else {
                continue
            }
            guard
                ["push", "present", "dismiss", "pop", "popToRoot", "setNeedsUpdateOfSupportedInterfaceOrientations"].contains(
                    action["type"]?.string ?? "")
            else { continue }
            if let controller = action["controller"], controller.members != nil { collect(controller) }
            kept.append((index, action))
        }
        request = request.removing("windows").setting("root", root)
        var spec = app.spec.setting("request", request)
        let explore = (spec["explore"] ?? .object([])).setting("actions", .array(kept.map(\.action)))
        spec = spec.setting("explore", explore)

        var narrowed = app
        narrowed.spec = spec
        (narrowed.controllers, narrowed.actions) = ScannedApp.index(spec)
        var facts = index.app
        for (rest, fact) in index.windows[window] ?? [] { facts["$.request.root" + rest] = fact }
        for (new, entry) in kept.enumerated() {
            for (rest, fact) in index.actions[entry.old] ?? [] { facts["$.explore.actions[\(new)]" + rest] = fact }
        }
        narrowed.facts = facts
        return narrowed
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

extension TransitionContexts {
    /// The coverage line for transitions: how many were read, and where each was simulated.
    static func summary(_ outcome: Outcome) -> String {
        "transitions: \(outcome.sites) read (present, push, segue, setViewControllers, child embedding); \(outcome.inModel) from presenters in "
            + "the model's chain, explored with the app; \(outcome.assumed) from presenters the model does not reach, simulated in "
            + "\(outcome.contextsExplored) assumed contexts (the window's root, a navigation controller that forwards, one that does not)"
    }
}
