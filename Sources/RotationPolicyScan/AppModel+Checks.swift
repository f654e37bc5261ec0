public import RotationPolicyWire

/// Every class the scan read, override by override, whether the model reaches it or not: what lint
/// checks from the overrides alone (issue 30, point 1), and the call sites whose effect depends on the
/// iOS version, with the `#available` branch they sit in.

/// One value an override can return on one idiom and iOS version, and the conditions that lead to it.
public struct OverrideBranch: Sendable, Equatable {
    public enum Value: Sendable, Equatable {
        /// Orientation names (a mask, or the one orientation `preferred…` returns).
        case orientations([String])
        /// `UIInterfaceOrientation.unknown` or 0, as written.
        case unknownOrientation(String)
        case bool(Bool)
        /// Answers with a child's or the presented controller's value (top, visible, …).
        case forwards(String)
        /// Something the scan cannot read (a stored var, a call), as written.
        case unreadable(String)
    }

    public var value: Value
    /// The conditions on the way to it that the idiom and version do not decide, as written; empty
    /// when the branch is taken whenever the override is asked.
    public var conditions: [String]
    public var at: SourceRef
}

/// A controller class that declares an orientation override, as one idiom and iOS version read it.
public struct ClassOverrides: Sendable {
    public var name: String
    /// The overrides this class declares itself (the ones checked here).
    public var declared: [String]
    /// What the class answers (its own override or an inherited one); nil: UIKit's default.
    public var mask: [OverrideBranch]?
    public var preferred: [OverrideBranch]?
    public var shouldAutorotate: [OverrideBranch]?
    /// `modalPresentationStyle` the class sets on itself, if any.
    public var ownStyle: String?
}

/// A call whose effect changed in iOS 16: the KVC orientation set or `attemptRotationToDeviceOrientation`.
public struct VersionedCall: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// The value as written.
        case kvcOrientation(String)
        case attemptRotation
    }

    public var kind: Kind
    public var className: String
    public var at: SourceRef
    /// The iOS versions the innermost `#available` branch around it lets it run on: from `atLeast`,
    /// below `below` (nil: no bound).
    public var atLeast: Int?
    public var below: Int?
    /// For a call a helper makes, seen at the app's call of it (`at`): the helpers on the way, outermost
    /// first, and where the innermost makes the call. Empty for a call made where it is written.
    public var helpers: [String] = []
    public var inner: SourceRef?
    /// A KVC set whose value is a `UIInterfaceOrientationMask`, not an orientation.
    public var valueIsMask = false
    /// A KVC set made beside a geometry request that can run on iOS 16 or later, in the same Swift
    /// function or the same helper call: where it is.
    public var besideGeometryRequest: SourceRef?
}

/// A container's `viewWillTransition(to:with:)` override that never calls super's.
public struct SkippedSizeTransition: Sendable, Equatable {
    /// Why the class has children.
    public enum Container: Sendable, Equatable {
        /// A subclass of this UIKit container.
        case uikit(String)
        /// This class of its chain (itself or a superclass) embeds a child controller.
        case embeds(String)
    }

    public var className: String
    public var at: SourceRef
    public var container: Container
}

/// A pre-iOS 6 rotation method, which UIKit never calls.
public struct LegacyRotationMethod: Sendable, Equatable {
    public var className: String
    public var selector: String
    public var at: SourceRef
}

extension AppModel {
    /// The overrides lint checks on each class, no matter what the model reaches.
    public static let checkedOverrides = [OverrideName.mask, OverrideName.preferred, OverrideName.autorotate]

    /// Each controller class that declares one of `checkedOverrides`, read for `isPad` and `iosMajor`.
    public func classOverrides(isPad: Bool, iosMajor: Int) -> [ClassOverrides] {
        let evaluator = Evaluator(table: table, isPad: isPad, iosMajor: iosMajor)
        var out: [ClassOverrides] = []
        for name in table.order where table.isController(name) {
            let decls = table.declarations[name] ?? []
            let declared = Self.checkedOverrides.filter { property in decls.contains { $0.getters[property] != nil } }
            guard !declared.isEmpty else { continue }
            out.append(
                ClassOverrides(
                    name: name, declared: declared, mask: table.branches(OverrideName.mask, of: name, evaluator),
                    preferred: table.branches(OverrideName.preferred, of: name, evaluator),
                    shouldAutorotate: table.branches(OverrideName.autorotate, of: name, evaluator), ownStyle: table.ownStyle(for: name)?.0))
        }
        return out
    }

    /// Every KVC orientation set and `attemptRotationToDeviceOrientation` in every class, extension and
    /// category read, and in Swift structs, enums and free functions.
    public var versionedCalls: [VersionedCall] {
        var out: [VersionedCall] = []
        let sites = table.order.flatMap { name in (table.declarations[name] ?? []).flatMap(\.calls).map { (name, $0) } }
        for (name, call) in sites + table.looseCalls.map({ ($0.owner, $0.call) }) {
            let kind: VersionedCall.Kind
            var isMask = false
            switch call.kind {
            case .setDeviceOrientation(_, let text, let mask):
                kind = .kvcOrientation(text)
                isMask = mask
            case .attemptRotation: kind = .attemptRotation
            default: continue
            }
            // Nested branches narrow the range: the innermost bound of each side wins.
            var atLeast: Int?
            var below: Int?
            for region in table.regions[call.at.file] ?? [] where region.contains(call.at) {
                if let floor = region.atLeast { atLeast = max(atLeast ?? floor, floor) }
                if let ceiling = region.below { below = min(below ?? ceiling, ceiling) }
            }
            var versioned = VersionedCall(kind: kind, className: name, at: call.at, atLeast: atLeast, below: below)
            versioned.valueIsMask = isMask
            out.append(versioned)
        }
        return out
    }

    public var legacyRotationMethods: [LegacyRotationMethod] {
        table.legacy.map { LegacyRotationMethod(className: $0.className, selector: $0.selector, at: $0.at) }
    }

    /// The `viewWillTransition(to:with:)` overrides of containers that never call super's, so that their
    /// children never hear the size change.
    public var sizeTransitionsWithoutSuper: [SkippedSizeTransition] {
        table.sizeTransitions.filter { !$0.callsSuper }.compactMap { method in
            let chain = table.chain(method.className)
            if let kit = chain.first(where: { SourceWords.kinds[$0] != nil }) {
                return SkippedSizeTransition(className: method.className, at: method.at, container: .uikit(kit))
            }
            guard let embedder = chain.first(where: table.embedders.contains) else { return nil }
            return SkippedSizeTransition(className: method.className, at: method.at, container: .embeds(embedder))
        }
    }
}

extension ScanResult {
    static func describe(_ condition: Condition) -> String {
        switch condition {
        case .idiomIsPad: "on iPad"
        case .isKind(let name): "self is \(name)"
        case .available(let version): "iOS \(version) or later"
        case .not(.idiomIsPad): "not on iPad"
        case .not(.available(let version)): "before iOS \(version)"
        case .not(.opaque(let text)): "!(\(tidy(text)))"
        case .not(let inner): "not (\(describe(inner)))"
        case .all(let parts): parts.map(describe).joined(separator: " && ")
        case .opaque(let text): tidy(text)
        }
    }

    /// Objective-C conditions come back as tokens joined by spaces: `self . recording` → `self.recording`.
    static func tidy(_ text: String) -> String {
        var out = text
        for (spaced, tight) in [(" . ", "."), (" -> ", "->"), ("( ", "("), (" )", ")"), ("[ ", "["), (" ]", "]"), (" ,", ","), ("! ", "!")] {
            out = out.replacing(spaced, with: tight)
        }
        return out
    }
}

extension ClassTable {
    /// The override's returns as the class sees it: the ones the idiom and version let run, up to the
    /// first that always runs, each split at a ternary neither decides.
    /// Shared by lint's per-class checks and the alternatives `unresolved` lists.
    func branches(_ property: String, of name: String, _ evaluator: Evaluator) -> [OverrideBranch]? {
        guard let (getter, _, _) = getter(property, for: name) else { return nil }
        var out: [OverrideBranch] = []
        for site in getter.returns {
            let decided = evaluator.decide(.all(site.guards), name)
            if decided == false { continue }
            let open = site.guards.filter { evaluator.decide($0, name) == nil }.map(ScanResult.describe)
            for (expr, conditions) in split(site.expr, name, evaluator) {
                out += leaves(evaluator.evaluate(expr, name, depth: 1), written: expr, conditions: open + conditions, at: site.at)
            }
            if decided == true { break }
        }
        return out
    }

    private func split(_ expr: ValueExpr, _ name: String, _ evaluator: Evaluator) -> [(ValueExpr, [String])] {
        // `presenter?.shouldAutorotate ?? super.shouldAutorotate`: a run-time value on the left is an
        // alternative of its own, never dropped for the literal on the right.
        if case .coalesce(let lhs, let rhs) = expr, case .unknown(let text) = evaluator.evaluate(lhs, name, depth: 1) {
            return split(lhs, name, evaluator).map { ($0.0, ["\(text) is not nil"] + $0.1) }
                + split(rhs, name, evaluator).map { ($0.0, ["\(text) is nil"] + $0.1) }
        }
        guard case .ternary(let condition, let then, let otherwise) = expr else { return [(expr, [])] }
        switch evaluator.decide(condition, name) {
        case true?: return split(then, name, evaluator)
        case false?: return split(otherwise, name, evaluator)
        case nil:
            return split(then, name, evaluator).map { ($0.0, [ScanResult.describe(condition)] + $0.1) }
                + split(otherwise, name, evaluator).map { ($0.0, [ScanResult.describe(.not(condition))] + $0.1) }
        }
    }

    private func leaves(_ evaluation: Evaluation, written: ValueExpr, conditions: [String], at: SourceRef) -> [OverrideBranch] {
        func branch(_ value: OverrideBranch.Value) -> OverrideBranch { OverrideBranch(value: value, conditions: conditions, at: at) }
        switch evaluation {
        case .value(.mask(let set)): return [branch(.orientations(SourceWords.orientations.filter(set.contains)))]
        case .value(.bool(let flag)), .uikitDefault(.bool(let flag)?): return [branch(.bool(flag))]
        case .uikitDefault(.mask(let set)?): return [branch(.orientations(SourceWords.orientations.filter(set.contains)))]
        case .null, .uikitDefault(nil): return []
        case .forward(let target, _): return [branch(.forwards(target))]
        case .dynamic(let literals):
            // Values read through a hook or a `??`: each is one the override can return.
            return literals.map { literal in
                switch literal {
                case .mask(let set): branch(.orientations(SourceWords.orientations.filter(set.contains)))
                case .bool(let flag): branch(.bool(flag))
                }
            }
        case .unknown(let text):
            let word = text.filter { $0 != " " }
            if ["0", ".unknown", "UIInterfaceOrientation.unknown", "UIInterfaceOrientationUnknown"].contains(word) {
                return [branch(.unknownOrientation(text))]
            }
            return [branch(.unreadable(text))]
        }
    }

    /// The candidates `unresolved` lists for a dynamic value: each literal with the conditions the scan
    /// could not decide on the way to it, and its line.
    func candidateTexts(_ result: PropertyResult, _ property: String, of name: String, _ evaluator: Evaluator) -> [String] {
        let branches = self.branches(property, of: name, evaluator) ?? []
        return result.candidates.map { literal, at in
            let conditions = branches.first { Self.matches($0.value, literal) }?.conditions ?? []
            let when = conditions.isEmpty ? "" : " when " + conditions.joined(separator: " && ")
            return "\(literal.text)\(when) (\(at))"
        }
    }

    private static func matches(_ value: OverrideBranch.Value, _ literal: Literal) -> Bool {
        switch (value, literal) {
        case (.orientations(let names), .mask(let set)): Set(names) == set
        case (.bool(let a), .bool(let b)): a == b
        default: false
        }
    }
}
