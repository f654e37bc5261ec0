/// The output formats of every report, `check`'s and `lint`'s: one set of reporters over `Report`, as
/// SwiftLint's reporters render its one violation type. Each renders the escaped report.
public enum Reporter: String, CaseIterable, Sendable {
    case text, xcode, sarif, github, junit, json

    public func render(_ report: Report, style: Style = .plain) -> String {
        let report = report.escaped
        return switch self {
        case .text: TextReporter.render(report, style: style)
        case .xcode: XcodeReporter.render(report)
        case .sarif: SARIFReporter.render(report)
        case .github: GitHubReporter.render(report)
        case .junit: JUnitReporter.render(report)
        case .json: JSONReporter.render(report)
        }
    }
}
