/// Every rule's identifier, as configuration, suppression comments, baselines and reporters spell it.
/// A finding carries one, so no rule is told from another by its text; `LintRules` maps each to its
/// rule type.
public enum RuleID: String, CaseIterable, Sendable, Comparable, CustomStringConvertible {
    // Found by exploring the scanned app (the API's explore finding kinds).
    case exception, unsupportedOrientationShown, geometryRequestDenied, warning, containerDoesNotForward
    // Checks that need no search.
    case maskDisjointFromInfoPlist, preferredOutsideMask, kvcOrientation, kvcBesideGeometryRequest, kvcMaskValue, attemptRotationDeprecated
    case shouldAutorotateIgnored
    case legacyRotationMethod, requiresFullScreenDeprecated, sizeTransitionWithoutSuper
    // The app-wide lock variable the app delegate returns (LockChecks), and orientation locks on a
    // resizable iPad.
    case lockWithoutUpdate, lockNeverReleased, lockIgnoredOnResizableiPad

    public var description: String { rawValue }

    /// By spelling, as findings sorted when the kind was a string.
    public static func < (a: RuleID, b: RuleID) -> Bool { a.rawValue < b.rawValue }
}
