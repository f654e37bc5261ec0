import RotationPolicyCLI
import RotationPolicyScan
import RotationPolicyWire

/// The checks on every class and call site the scan read, reachable from the root or not (issue 30,
/// point 1): each override read alone, each KVC orientation set and `attemptRotation` call, on every
/// idiom the app targets and at each iOS version where a rule changes, from the deployment target up.
struct ClassChecks {
    /// Where the rules change: iOS 16 (KVC sets, `attemptRotation`, `shouldAutorotate`) and the newest.
    static let ruleVersions = [16, LintRun.major(LintRun.newestIOS)]

    /// The rules on each class's overrides and at each call site, in the order they are checked.
    static let classRules: [any ClassRule.Type] = [
        MaskDisjointFromInfoPlistRule.self, PreferredOutsideMaskRule.self, ShouldAutorotateIgnoredRule.self,
    ]
    static let callRules: [any CallSiteRule.Type] = [
        KVCOrientationRule.self, KVCBesideGeometryRequestRule.self, KVCMaskValueRule.self, AttemptRotationDeprecatedRule.self,
    ]

    var scan: ScanResult
    var app: ScannedApp
    /// The iOS majors checked, ascending; the last is the newest the app runs on.
    var versions: [Int]
    var idioms: [String]
    /// The SDK the app is linked against (`linkedSDK`, else the newest).
    var linkedSDK: Int

    /// The deployment target, then each rule change above it.
    static func versions(deployment: Int) -> [Int] {
        [deployment] + ruleVersions.filter { $0 > deployment }
    }

    /// Both for a universal app (TARGETED_DEVICE_FAMILY 1,2), unless `--idiom` or `idiom:` names one.
    static func idioms(family: [Int], chosen: String?) -> [String] {
        if let chosen { return [chosen] }
        if family.contains(1) && family.contains(2) { return ["phone", "pad"] }
        return family == [2] ? ["pad"] : ["phone"]
    }

    /// A finding holds for some (idiom, version) pairs; the message names them.
    struct Held {
        var finding: LintFinding
        var versions: [Int] = []
        var idioms: [String] = []
    }

    /// The counts the coverage summary gives: overrides checked per class, and call sites.
    struct Counts {
        var overridesByClass: [String: Int] = [:]
        var callSites = 0
        var legacyMethods = 0
        /// Every KVC set and attemptRotation call checked (`path:line:column`), flagged or not.
        var callLocations: Set<String> = []
    }

    func run() -> (findings: [LintFinding], counts: Counts) {
        var held: [String: Held] = [:]
        var order: [String] = []
        func add(_ finding: LintFinding, version: Int, idiom: String) {
            let id = finding.kind.rawValue + "|" + LintRun.key(finding.location) + "|" + finding.message
            if held[id] == nil {
                order.append(id)
                held[id] = Held(finding: finding)
            }
            if !held[id]!.versions.contains(version) { held[id]!.versions.append(version) }
            if !held[id]!.idioms.contains(idiom) { held[id]!.idioms.append(idiom) }
        }
        var counts = Counts()
        let calls = scan.model.rotationCalls
        for idiom in idioms {
            for version in versions {
                for overrides in scan.model.classOverrides(isPad: idiom == "pad", iosMajor: version) {
                    counts.overridesByClass[overrides.name] = overrides.declared.count
                    for finding in check(overrides, idiom: idiom, version: version) { add(finding, version: version, idiom: idiom) }
                }
                for call in calls {
                    for finding in check(call, version: version) { add(finding, version: version, idiom: idiom) }
                }
            }
        }
        counts.callSites = calls.count
        counts.callLocations = Set(calls.map { LintRun.key(Self.location($0.at)) })
        let legacy = scan.model.legacyRotationMethods
        counts.legacyMethods = legacy.count
        var out = order.map { id in
            let item = held[id]!
            var finding = item.finding
            finding.message += " (\(where_(item)))"
            return finding
        }
        out += legacy.map(LegacyRotationMethodRule.finding)
        out += scan.model.sizeTransitionsWithoutSuper.map(SizeTransitionWithoutSuperRule.finding)
        return (out, counts)
    }

    /// "iOS 16 and later (checked at 16 and 26), iPhone and iPad".
    func where_(_ item: Held) -> String {
        let held = versions.filter(item.versions.contains)
        let newest = versions.last!
        var text: String
        if held == Array(versions.drop { !held.contains($0) }), held.last == newest {
            text = "iOS \(held[0]) and later"
            if held.count > 1 { text += " (checked at " + Self.list(held.map(String.init)) + ")" }
        } else if held == Array(versions.prefix(held.count)), let next = versions.dropFirst(held.count).first, next - 1 > held.last! {
            // Rules change only at the versions checked, so a finding up to one holds up to the next.
            text = "iOS \(held[0]) to \(next - 1)"
        } else {
            text = "iOS " + Self.list(held.map(String.init))
        }
        if idioms.count > 1 {
            text += ", " + Self.list(idioms.filter(item.idioms.contains).map { $0 == "pad" ? "iPad" : "iPhone" })
        } else if idioms == ["pad"] {
            text += ", iPad"
        }
        return text
    }

    static func list(_ items: [String]) -> String {
        items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
    }

    static func location(_ at: SourceRef) -> SourceLocation { SourceLocation(path: at.file, line: at.line, column: at.column) }

    /// A helper's call, seen where the app calls it: the helpers it went through and the inner line.
    static func via(_ call: VersionedCall) -> String {
        call.helpers.isEmpty ? "" : " (through \(call.helpers.joined(separator: " → ")), at \(call.inner.map { "\($0.file):\($0.line)" } ?? "?"))"
    }

    /// The app's mask on an idiom: a literal delegate answer, else Info.plist (its `~ipad` list on iPad).
    func appMask(idiom: String) -> (mask: Int, source: String) {
        // A delegate that answers the top controller's mask never disagrees with that controller.
        if app.app["delegateOrientations"]?.string == "topController" { return (30, "the app delegate's mask (the top controller's)") }
        if let delegate = app.mask(app.app["delegateOrientations"]) { return (delegate, "the app delegate's mask") }
        let plist = (idiom == "pad" ? app.app["supportedOrientationsPad"] : nil) ?? app.app["supportedOrientations"]
        let name = idiom == "pad" && app.app["supportedOrientationsPad"] != nil ? "Info.plist's iPad list" : "Info.plist"
        return (app.mask(plist) ?? Self.defaultMask(idiom), name)
    }

    static func defaultMask(_ idiom: String) -> Int { idiom == "pad" ? 30 : 26 }

    static func bits(_ orientations: [String]) -> Int { orientations.reduce(0) { $0 | (Mask.bits[$1] ?? 0) } }

    static func when(_ branch: OverrideBranch) -> String {
        branch.conditions.isEmpty ? "" : " when " + branch.conditions.map { "`\($0)`" }.joined(separator: " and ")
    }

    /// An iPad app that lists all four orientations and does not require full screen multitasks: UIKit
    /// never asks its controllers (docs/rules.md R1.7), so their overrides decide nothing there.
    var padMultitasks: Bool {
        let plist = app.app["supportedOrientationsPad"] ?? app.app["supportedOrientations"]
        return (app.mask(plist) ?? Self.defaultMask("pad")) == 30 && app.app["requiresFullScreen"]?.bool != true
    }

    /// Each class rule on one class's overrides, on `idiom` at iOS `version`. An iPad app that multitasks
    /// is never asked for its controllers' masks, so they decide nothing there.
    func check(_ overrides: ClassOverrides, idiom: String, version: Int) -> [LintFinding] {
        if idiom == "pad" && padMultitasks { return [] }
        return Self.classRules.flatMap { $0.check(overrides, in: self, idiom: idiom, version: version) }
    }

    /// The masks an override returns, branch by branch (UIKit's default for the idiom when it has none).
    func masks(_ overrides: ClassOverrides, idiom: String) -> [(bits: Int, branch: OverrideBranch?)] {
        overrides.mask.map { branches in
            branches.compactMap { branch in
                if case .orientations(let list) = branch.value { return (Self.bits(list), branch) }
                return nil
            }
        } ?? [(Self.defaultMask(idiom), nil)]
    }

    /// Whether `call` can run on `version` (its `#available` branch allows it), in an app linked
    /// against the iOS 16 SDK or later: the versions where the call-site rules hold.
    func runs(_ call: VersionedCall, version: Int) -> Bool {
        version >= 16 && linkedSDK >= 16 && canRun(call, version: version)
    }

    /// Whether `call`'s `#available` branch lets it run on `version`.
    func canRun(_ call: VersionedCall, version: Int) -> Bool {
        (call.atLeast ?? 0) <= version && version < (call.below ?? Int.max)
    }

    /// The call-site rules that hold for `call` on `version`.
    func check(_ call: VersionedCall, version: Int) -> [LintFinding] {
        Self.callRules.filter { $0.holds(on: version, for: call, in: self) }.compactMap { $0.check(call, in: self) }
    }
}
