/// Every kind `lint` reports: the explore finding kinds of the API (same spelling), and the checks
/// that need no search. Configuration, suppression comments and baselines name kinds from this list.
public struct LintKind: Sendable, Equatable {
    public var id: String
    public var defaultSeverity: Severity
    /// One sentence, for SARIF's rule description and `--help`.
    public var summary: String

    /// Its section in docs/lint.md (the repository has no public address to link to).
    public var helpReference: String { "docs/lint.md#\(id.lowercased())" }

    public static let all: [LintKind] = [
        // Found by exploring the scanned app (the API's explore finding kinds).
        LintKind(
            id: "exception", defaultSeverity: .crash,
            summary: "UIKit throws an uncaught exception on some path (E1, E2, the navigation push): the app crashes."),
        LintKind(
            id: "unsupportedOrientationShown", defaultSeverity: .error,
            summary: "After some event the screen faces an orientation its controller does not support, until the next rotation."),
        LintKind(
            id: "geometryRequestDenied", defaultSeverity: .warning,
            summary: "requestGeometryUpdate's error handler gets UISceneErrorDomain 101 on some path."),
        LintKind(
            id: "warning", defaultSeverity: .warning, summary: "UIKit logs one of its orientation warnings on some path."),
        LintKind(
            id: "containerDoesNotForward", defaultSeverity: .info,
            summary: "A container that does not forward decides the mask while its visible child overrides it unheard."),
        // Checks that need no search.
        LintKind(
            id: "maskDisjointFromInfoPlist", defaultSeverity: .crash,
            summary: "A supportedInterfaceOrientations override shares no orientation with Info.plist: UIKit throws when it decides (E1)."),
        LintKind(
            id: "preferredOutsideMask", defaultSeverity: .crash,
            summary: "preferredInterfaceOrientationForPresentation is outside the controller's own mask: presenting it throws (E2)."),
        LintKind(
            id: "kvcOrientation", defaultSeverity: .warning,
            summary:
                "UIDevice setValue(_:forKey: \"orientation\") that can run on iOS 16 or later in an app linked against the iOS 16 SDK or later, where it no longer rotates."
        ),
        LintKind(
            id: "attemptRotationDeprecated", defaultSeverity: .warning,
            summary: "attemptRotationToDeviceOrientation is deprecated from iOS 16; use setNeedsUpdateOfSupportedInterfaceOrientations."),
        LintKind(
            id: "shouldAutorotateIgnored", defaultSeverity: .warning,
            summary: "shouldAutorotate used as a lock (it can return false): UIKit no longer asks it from iOS 16."),
        LintKind(
            id: "legacyRotationMethod", defaultSeverity: .warning,
            summary: "shouldAutorotateToInterfaceOrientation:, a pre-iOS 6 method UIKit never calls: what it decides never happens."),
        LintKind(
            id: "lockWithoutUpdate", defaultSeverity: .warning,
            summary:
                "The app-wide mask the app delegate returns is changed without setNeedsUpdateOfSupportedInterfaceOrientations after it: from iOS 16 UIKit does not ask again."
        ),
        LintKind(
            id: "lockNeverReleased", defaultSeverity: .warning,
            summary: "The app-wide mask the app delegate returns is narrowed somewhere and never set back to its initial value."),
        LintKind(
            id: "requiresFullScreenDeprecated", defaultSeverity: .warning,
            summary: "UIRequiresFullScreen is deprecated in iPadOS 26 and will be ignored: the app's scenes become resizable."),
    ]

    public static let ids: [String] = all.map(\.id)

    public static func named(_ id: String) -> LintKind? { all.first { $0.id == id } }
}
