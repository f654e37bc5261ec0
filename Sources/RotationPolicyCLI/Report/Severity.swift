/// Finding severities in `--fail-on` order: an explore finding's, a lint finding's, a diagnostic's.
public enum Severity: String, CaseIterable, Comparable, Sendable {
    case info, warning, error, crash

    public static func < (a: Severity, b: Severity) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// The level SARIF and Xcode's issue lines use: they know no crash, and call info a note.
    var issueLevel: String {
        switch self {
        case .crash, .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }
}
