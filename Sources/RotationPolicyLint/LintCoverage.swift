public import RotationPolicyCLI
import RotationPolicyScan
import RotationPolicyWire

/// What one lint run saw and did not see, so that no report is silent about it: a clean report on a
/// model that holds nothing of the app (a placeholder root, a test's mock) would be a false negative.
public struct LintCoverage: Equatable, Sendable {
    public enum Root: Equatable, Sendable {
        /// Where the model's root was read (nil for a hierarchy dump), and how.
        case found(SourceLocation?, how: String)
        /// Read from a test target's file (a mock app delegate): not the app's root.
        case testFile(SourceLocation, how: String)
        /// No root was found: the model holds a placeholder controller. `tried`: the assignments the
        /// scan met and could not follow.
        case placeholder(reason: String, tried: [SourceLocation])

        public var isTrusted: Bool {
            if case .found = self { return true }
            return false
        }
    }

    public struct Reason: Equatable, Sendable {
        public var text: String
        public var count: Int
    }

    public var root: Root
    /// Set when the folder has no app target (LibraryRun): what was read, and that nothing was explored.
    public var library: String?
    public var classes = 0
    public var controllerClasses = 0
    /// Overrides read, in how many classes; and those the model holds (checked).
    public var overrides = 0
    public var overriddenClasses = 0
    public var overridesChecked = 0
    public var overriddenClassesChecked = 0
    /// Of those checked: the overrides of classes the model holds (explored), and the others, checked
    /// from the override alone.
    public var overridesInModel = 0
    public var overriddenClassesInModel = 0
    /// Classes with overrides none of which was checked, in source order.
    public var notChecked: [String] = []
    /// Call sites read in every class, and those in classes the model holds.
    public var callSites = 0
    public var callSitesInModel = 0
    /// KVC orientation sets and attemptRotation calls checked in every class, extension and category;
    /// pre-iOS 6 rotation methods found.
    public var versionedCallSites = 0
    public var legacyMethods = 0
    /// The iOS majors and idioms every class and call site was checked at.
    public var classVersions: [Int] = []
    public var idioms: [String] = []
    /// Explore actions checked (across the versions): transitions and orientation calls.
    public var transitions = 0
    public var calls = 0
    public var versions: [String] = []
    public var idiom = "phone"
    public var unresolved = 0
    public var topReasons: [Reason] = []
    /// The app target read, and the project's targets that do not build the app (never read).
    var appTarget: String?
    var otherTargets: [OtherTarget] = []

    /// Something of the app was checked: an override of a class in the model, or an action.
    public var checkedAnything: Bool { overridesChecked > 0 || transitions + calls + versionedCallSites + legacyMethods > 0 }

    /// Whether "No orientation problems found" may be said of a clean run.
    public var cleanClaimAllowed: Bool { library == nil && root.isTrusted && checkedAnything }

    static let transitionTypes: Set<String> = ["push", "present", "dismiss", "pop", "popToRoot", "selectTab", "setViewControllers"]

    init(_ apps: [ScannedApp], classChecks: ClassChecks, counts: ClassChecks.Counts) {
        let first = apps[0]
        switch first.reach.root {
        case .some(let entry):
            let at = entry.at.map { SourceLocation(path: $0.file, line: $0.line, column: $0.column) }
            let how = entry.detail ?? entry.how.rawValue
            root = at.map { Self.isTestPath($0.path) } == true ? .testFile(at!, how: how) : .found(at, how: how)
        case .none:
            let reason = first.unresolved.last { $0.what == "root" }?.reason ?? "the scan found no root"
            let tried = first.reach.rootNotFollowed.map { SourceLocation(path: $0.file, line: $0.line, column: $0.column) }
            root = .placeholder(reason: reason, tried: tried)
        }
        classes = first.stats.classes
        controllerClasses = first.stats.controllerClasses
        for item in first.reach.overridden {
            overrides += item.overrides
            overriddenClasses += 1
            let alone = min(counts.overridesByClass[item.name] ?? 0, item.overrides)
            if item.inModel {
                overridesInModel += item.overrides
                overriddenClassesInModel += 1
            }
            let checked = item.inModel ? item.overrides : alone
            overridesChecked += checked
            if checked > 0 { overriddenClassesChecked += 1 } else { notChecked.append(item.name) }
        }
        versionedCallSites = counts.callSites
        legacyMethods = counts.legacyMethods
        classVersions = classChecks.versions
        idioms = classChecks.idioms
        callSites = first.reach.callSites
        callSitesInModel = apps.map(\.reach.callSitesInModel).max() ?? 0
        var seen: Set<String> = []
        for app in apps {
            for (index, action) in (app.spec["explore"]?["actions"]?.items ?? []).enumerated() where seen.insert(app.actions[index]).inserted {
                if Self.transitionTypes.contains(action["type"]?.string ?? "") { transitions += 1 } else { calls += 1 }
            }
        }
        // Several pinned flows explore the same versions: each is named once.
        versions = apps.map(\.iosVersion).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
        idiom = first.app["idiom"]?.string ?? "phone"
        var reasons: [String: Int] = [:]
        var order: [String] = []
        var entries: Set<String> = []
        for app in apps {
            for entry in app.unresolved where entries.insert("\(entry.what)|\(entry.at?.description ?? "")|\(entry.reason)").inserted {
                if reasons[entry.reason] == nil { order.append(entry.reason) }
                reasons[entry.reason, default: 0] += 1
            }
        }
        unresolved = entries.count
        appTarget = first.scan.model.settings.target?.name
        otherTargets = first.scan.model.settings.target?.otherTargets ?? []
        topReasons = order.map { Reason(text: $0, count: reasons[$0]!) }.sorted { $0.count > $1.count }.prefix(3).map { $0 }
    }

    /// A file of a test target, by the names Xcode and SwiftPM give them: a folder `…Tests`, `…Test`,
    /// `…Specs`, `…Mocks` (or `tests`, `test`, `specs`, `mocks`), or a file `…Tests`, `…Test`,
    /// `…Spec`, `…Mock` or `Mock…`.
    static func isTestPath(_ path: String) -> Bool {
        let parts = path.split(separator: "/").map(String.init)
        let folders = parts.dropLast()
        if folders.contains(where: { folder in
            ["Tests", "Test", "Specs", "Mocks"].contains { folder.hasSuffix($0) } || ["tests", "test", "specs", "mocks"].contains(folder)
        }) {
            return true
        }
        let file = parts.last ?? ""
        let base = String(file.split(separator: ".").first ?? "")
        return ["Tests", "Test", "Spec", "Mock"].contains { base.hasSuffix($0) } || base.hasPrefix("Mock")
    }

    /// Every name and reason as one line of text (`TerminalText.escapeLine`), before a reporter lays it out.
    var escaped: LintCoverage {
        var copy = self
        func line(_ at: SourceLocation) -> SourceLocation {
            var at = at
            at.path = TerminalText.escapeLine(at.path)
            return at
        }
        switch root {
        case .found(let at, let how): copy.root = .found(at.map(line), how: TerminalText.escapeLine(how))
        case .testFile(let at, let how): copy.root = .testFile(line(at), how: TerminalText.escapeLine(how))
        case .placeholder(let reason, let tried): copy.root = .placeholder(reason: TerminalText.escapeLine(reason), tried: tried.map(line))
        }
        copy.library = library.map(TerminalText.escapeLine)
        copy.notChecked = notChecked.map(TerminalText.escapeLine)
        // Target names come from the project file, which may hold any character.
        copy.appTarget = appTarget.map(TerminalText.escapeLine)
        copy.otherTargets = otherTargets.map {
            var target = $0
            target.name = TerminalText.escapeLine(target.name)
            return target
        }
        copy.topReasons = topReasons.map { Reason(text: TerminalText.escapeLine($0.text), count: $0.count) }
        copy.versions = versions.map(TerminalText.escapeLine)
        copy.idiom = TerminalText.escapeLine(idiom)
        copy.idioms = idioms.map(TerminalText.escapeLine)
        return copy
    }

    // MARK: Wording

    /// `n noun` with the noun's plural when n is not 1.
    static func count(_ n: Int, _ noun: String, _ plural: String? = nil) -> String {
        "\(n) " + (n == 1 ? noun : plural ?? noun + "s")
    }

    /// The root line: where it was found, or why there is none. `place` writes a path as the
    /// reporter's other paths are written (under the lint folder, or the repository).
    public func rootLine(_ place: (SourceLocation) -> String = \.path) -> String {
        if let library { return "root: none, " + library }
        return switch root {
        case .found(let at?, let how): "root: \(place(at)):\(at.line) (\(how))"
        case .found(nil, let how): "root: \(how)"
        case .testFile(let at, let how):
            "root: \(place(at)):\(at.line) (\(how)) is in a test file, not the app's: only what that mock builds was checked"
        case .placeholder(_, let tried) where !tried.isEmpty:
            "root: not found, the model holds a placeholder: the scan cannot follow what "
                + tried.map { "\(place($0)):\($0.line)" }.joined(separator: " and ")
                + " assigns to window.rootViewController (a factory, a coordinator); only what the placeholder reaches was checked"
        case .placeholder(let reason, _): "root: not found, the model holds a placeholder (\(reason)): only what it reaches was checked"
        }
    }

    public var classesLine: String {
        var line = "classes: \(classes) read (\(Self.count(controllerClasses, "controller"))); "
        line += "overrides: \(overrides) read in \(Self.count(overriddenClasses, "class", "classes")), "
        line += "\(overridesChecked) of them checked in \(Self.count(overriddenClassesChecked, "class", "classes")) "
        line += "(\(overridesInModel) in the \(Self.count(overriddenClassesInModel, "class", "classes")) the model holds, "
        line += "\(overridesChecked - overridesInModel) more from the override alone)"
        if !notChecked.isEmpty {
            let shown = notChecked.prefix(5).joined(separator: ", ")
            line += "; not checked: \(shown)" + (notChecked.count > 5 ? " and \(notChecked.count - 5) more" : "")
        }
        return line
    }

    public var checkedLine: String {
        let on = "iOS " + versions.joined(separator: " and ")
        let explored =
            library != nil
            ? "checked: nothing explored (no app, so no transition); "
            : "checked: \(Self.count(transitions, "transition")) and \(Self.count(calls, "orientation call")) (explore actions) "
                + "from \(Self.count(callSites, "call site")) read (\(callSitesInModel) in classes the model holds), "
                + "explored from the launch tree on \(on), \(idiom), with the device turns and the lock; "
        return explored + "every class's overrides and \(Self.count(versionedCallSites, "KVC orientation or attemptRotation call site")) "
            + "(\(Self.count(legacyMethods, "pre-iOS 6 method"))) checked on iOS "
            + classVersions.map(String.init).joined(separator: ", ") + ", " + idioms.joined(separator: " and ")
    }

    public var unresolvedLine: String {
        guard unresolved > 0 else { return "unresolved: none" }
        return "unresolved: \(unresolved) (" + topReasons.map { "\($0.count) × \($0.text)" }.joined(separator: "; ") + ")"
    }

    /// The summary, one line each: root, classes and overrides, call sites and transitions, unresolved.
    public func lines(_ place: (SourceLocation) -> String = \.path) -> [(key: String, text: String)] {
        [("root", rootLine(place)), ("classes", classesLine), ("checked", checkedLine), ("unresolved", unresolvedLine)]
            + (targetsLine.map { [("targets", $0)] } ?? [])
    }

    /// The project's targets that were not read, when there are any: a test's or an extension's
    /// controllers are never checked, and the report says so instead of leaving it to be guessed.
    public var targetsLine: String? {
        guard let appTarget, !otherTargets.isEmpty else { return nil }
        let shown = otherTargets.prefix(6).map { "\($0.name) (\(Self.words($0.kind)))" }
        let more = otherTargets.count > 6 ? " and \(otherTargets.count - 6) more" : ""
        return "targets: the app target \(appTarget) read; not read, as they do not build the app: " + shown.joined(separator: ", ") + more
    }

    static func words(_ kind: OtherTarget.Kind) -> String {
        switch kind {
        case .application: "another application"
        case .appExtension: "app extension"
        case .unitTests: "unit tests"
        case .uiTests: "UI tests"
        case .framework: "framework the app does not link"
        case .library: "library the app does not link"
        case .other: "other product"
        }
    }

    /// What a clean run says instead of "No orientation problems found" when that would claim too much.
    public var cleanCaveat: String {
        let what =
            "\(overridesChecked) of \(Self.count(overrides, "override")), \(Self.count(transitions + calls, "transition or call", "transitions and calls")), \(Self.count(versionedCallSites, "call site"))"
        if library != nil { return "Nothing found in what was checked (\(what)); no app target: a library, so nothing was explored" }
        switch root {
        case .placeholder: return "Nothing found in what was checked (\(what)), but the app's root was not found"
        case .testFile(let at, _): return "Nothing found in what was checked (\(what)), but the root came from a test file (\(at.path))"
        case .found: return "Nothing was checked: the model holds no override and no transition or call (\(what))"
        }
    }
}
