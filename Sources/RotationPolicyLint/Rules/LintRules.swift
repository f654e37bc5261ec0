public import RotationPolicyCLI

/// Every lint rule, in the order docs/lint.md and `rotation-policy rules` list them. A new check adds
/// its `RuleID` case, its rule type and its line here; a test fails when a case has no rule type, and
/// another when docs/lint.md differs from `markdown`.
public enum LintRules {
    public static let all: [any LintRule.Type] = [
        ExceptionRule.self,
        UnsupportedOrientationShownRule.self,
        GeometryRequestDeniedRule.self,
        WarningRule.self,
        ContainerDoesNotForwardRule.self,
        MaskDisjointFromInfoPlistRule.self,
        PreferredOutsideMaskRule.self,
        KVCOrientationRule.self,
        KVCBesideGeometryRequestRule.self,
        KVCMaskValueRule.self,
        AttemptRotationDeprecatedRule.self,
        ShouldAutorotateIgnoredRule.self,
        LegacyRotationMethodRule.self,
        RequiresFullScreenDeprecatedRule.self,
        SizeTransitionWithoutSuperRule.self,
        LockWithoutUpdateRule.self,
        LockNeverReleasedRule.self,
        LockIgnoredOnResizableiPadRule.self,
    ]

    public static let descriptions: [RuleDescription] = all.map { $0.description }

    private static let byID: [RuleID: RuleDescription] = Dictionary(uniqueKeysWithValues: descriptions.map { ($0.identifier, $0) })

    /// The rule of `id` (every case has one: `LintRulesTests`).
    public static func description(of id: RuleID) -> RuleDescription { byID[id]! }

    /// Every rule as reports name it, in this order (SARIF lists the rules present so).
    public static let diagnosticRules: [DiagnosticRule] = descriptions.map(\.diagnosticRule)

    public static func diagnosticRule(of id: RuleID) -> DiagnosticRule { description(of: id).diagnosticRule }
}

extension RuleID {
    /// The rule's default severity.
    public var severity: Severity { LintRules.description(of: self).severity }
}
