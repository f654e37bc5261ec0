/// How sure the simulator is of a rule, a preset, a step or an answer (docs/rules.md "Confidence").
/// Ordered weakest first, so the weakest of several is their `min`.
public enum Confidence: UInt8, Comparable, Sendable, CaseIterable {
    /// The simulator's own choice where nothing documents or shows UIKit's behaviour.
    case assumed
    /// A preset's answers used on an iOS version after the last one its evidence covers.
    case extrapolated
    /// Dated public reports: issues, radars, crash logs, blog posts.
    case observed
    /// UIKitCore disassembly of one release.
    case decompiled
    /// Apple's documentation, headers, release notes or technotes (or a library's published source).
    case documented

    public static func < (lhs: Confidence, rhs: Confidence) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A choice the simulator makes where docs/rules.md marks UIKit's behaviour uncertain. A step whose
/// answer rests on one is `assumed`, with the rule it made the choice under.
public enum Assumption: UInt8, Sendable, CaseIterable {
    /// The first allowed entry of `options.fallbackOrder` when neither the current nor the device
    /// orientation is allowed (R3.5, R3.6, R3.7, R3.9, R3.11).
    case fallbackOrientation
    /// iOS 16+ containers do not call `setNeedsUpdateOfSupportedInterfaceOrientations` themselves on a
    /// push, pop or tab switch, so a screen stays stranded (R3.3).
    case noContainerReevaluation
    /// The KVC device-orientation set turns the interface even while the orientation lock is on (R3.10).
    case deviceOrientationSetUnderLock
    /// Releasing iOS 26's scene interface-orientation lock makes the interface follow the device, as
    /// unlocking does (R3.2).
    case sceneLockReleaseFollowsDevice
    /// A hidden window (`UIWindow.isHidden`) neither rotates nor controls the scene or the status bar, and
    /// shown again it installs its root's view in the scene's orientation as a new window does (R4).
    case hiddenWindowSkipped
    /// iPadOS 26.1: an app that requires full screen behaves as documented (its masks count), though a
    /// report on 26.1 (Developer Forums 811216) saw a landscape-only one shown in portrait (R1.7).
    case requiresFullScreenAsDocumented
}

/// A set of rules as bits of one word (32 rules fit): a step's rules without an allocation.
struct RuleSet: OptionSet, Sendable, Equatable {
    var rawValue: UInt32
    init(rawValue: UInt32) { self.rawValue = rawValue }
    init(_ rule: Rule) { rawValue = 1 << UInt32(rule.rawValue) }
    var rules: [Rule] { Rule.allCases.filter { contains(RuleSet($0)) } }

    /// The weakest level of the rules in the set, read bit by bit (no array: it runs once per step).
    var weakestLevel: Confidence {
        var level = Confidence.documented
        var bits = rawValue
        while bits != 0 {
            if let rule = Rule(rawValue: UInt8(bits.trailingZeroBitCount)) { level = min(level, rule.confidence) }
            bits &= bits - 1
        }
        return level
    }
}

/// A set of assumptions as bits.
struct AssumptionSet: OptionSet, Sendable, Equatable {
    var rawValue: UInt8
    init(rawValue: UInt8) { self.rawValue = rawValue }
    init(_ assumption: Assumption) { rawValue = 1 << assumption.rawValue }
    var assumptions: [Assumption] { Assumption.allCases.filter { contains(AssumptionSet($0)) } }
}

/// What a transition rested on beyond its deciding rule: the other rules it applied (a cross-platform
/// expansion's UIKit calls) and the assumptions it made, with the rules they were made under.
struct Grounds: Sendable, Equatable {
    var rules: RuleSet = []
    var assumedRules: RuleSet = []
    var assumptions: AssumptionSet = []

    mutating func formUnion(_ other: Grounds) {
        rules.formUnion(other.rules)
        assumedRules.formUnion(other.assumedRules)
        assumptions.formUnion(other.assumptions)
    }
}

/// A preset a controller was filled in from, and how sure the catalogue is of it on the request's
/// idiom and iOS version (`extrapolated` past the versions its evidence covers). By catalogue index, so
/// a step's presets are bits and copying a step retains nothing.
public struct PresetEvidence: Sendable, Equatable {
    public var index: Int
    public var level: Confidence
    public var name: String { PresetCatalogue.all[index].name }

    /// nil when the catalogue has no preset of that name.
    public init?(name: String, level: Confidence) {
        guard let index = PresetCatalogue.names.firstIndex(of: name) else { return nil }
        self.init(catalogueIndex: index, level: level)
    }

    /// The preset at `catalogueIndex` in `PresetCatalogue.all`: the decoder has matched the name already
    /// (looking it up again by name cost ~900 instructions a preset).
    public init(catalogueIndex: Int, level: Confidence) {
        precondition(PresetCatalogue.all.indices.contains(catalogueIndex))
        self.index = catalogueIndex
        self.level = level
    }
}

/// A set of catalogue presets as bits (the catalogue has fewer than 64).
struct PresetSet: OptionSet, Sendable, Equatable {
    var rawValue: UInt64
    init(rawValue: UInt64) { self.rawValue = rawValue }
    init(_ index: Int) { rawValue = index < 64 ? 1 << UInt64(index) : 0 }
    var names: [String] { PresetCatalogue.all.indices.filter { contains(PresetSet($0)) }.map { PresetCatalogue.all[$0].name } }
}

/// How sure an answer (or an explore finding) is: the weakest level of its steps, the rules whose
/// uncertain part it used, the assumptions made, and the presets used on weaker than observed evidence.
public struct ConfidenceSummary: Sendable, Equatable {
    public var level: Confidence = .documented
    /// The rules, in their order (the wire spells them: `R3.5`).
    package var uncertainRules: [Rule] { rules.rules }
    public var assumptions: [Assumption] { assumed.assumptions }
    /// Preset names whose evidence is `extrapolated` or `assumed` where they were used, in catalogue order.
    public var uncertainPresets: [String] { presets.names }
    var rules: RuleSet = []
    var assumed: AssumptionSet = []
    var presets: PresetSet = []

    /// Nothing but the level: no uncertain rule, assumption or preset.
    public var isPlain: Bool { rules.isEmpty && assumed.isEmpty && presets.isEmpty }

    public init() {}

    mutating func add(_ step: StepConfidence) {
        level = min(level, step.level)
        rules.formUnion(step.uncertainRules)
        assumed.formUnion(step.assumptions)
        presets.formUnion(step.uncertainPresets)
    }
}

/// One step's confidence: its level, and what made it lower than its rules' own levels. Bits only: a
/// step carries one, and copying it must cost nothing.
struct StepConfidence: Sendable, Equatable {
    var level: Confidence = .documented
    var uncertainRules: RuleSet = []
    var assumptions: AssumptionSet = []
    var uncertainPresets: PresetSet = []
}
