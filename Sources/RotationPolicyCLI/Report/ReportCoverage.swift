/// What a run saw and did not see (lint's `LintCoverage`), as reporters print it: a clean report on a
/// model that holds nothing of the app would otherwise be a false negative. The command that measures
/// it knows its figures; reporters need only its lines, its JSON and whether "clean" may be said.
public protocol ReportCoverage: Sendable {
    /// The summary, one keyed line each; `place` writes a path as the reporter writes its other paths.
    func lines(_ place: (SourceLocation) -> String) -> [(key: String, text: String)]
    /// Whether a clean run may say it found nothing.
    var cleanClaimAllowed: Bool { get }
    /// What a clean run says instead when that would claim too much.
    var cleanCaveat: String { get }
    /// Whether the run's root is the app's own (else its line is a warning).
    var rootIsTrusted: Bool { get }
    /// The figures as data (JSON's `coverage`, SARIF's run properties).
    var json: JSONNode { get }
    /// The same with every name and reason as one line of text (`TerminalText.escapeLine`).
    var escapedLines: any ReportCoverage { get }
}
