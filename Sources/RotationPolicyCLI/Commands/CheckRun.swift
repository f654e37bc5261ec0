import Foundation

/// `rotation-policy check PATH...`.
public enum CheckRun {
    /// `--format`: each a list of the shared reporters. `github` is the readable text, then the
    /// annotations, so the CI log reads as it does locally; `xcode`, `sarif` and `json` are lint's, with
    /// each difference at its spec line.
    public enum Format: String, CaseIterable, Sendable {
        case text, junit, github, xcode, sarif, json

        var reporters: [Reporter] {
            switch self {
            case .text: [.text]
            case .junit: [.junit]
            case .github: [.text, .github]
            case .xcode: [.xcode]
            case .sarif: [.sarif]
            case .json: [.json]
            }
        }

        /// Colour only for the text alone: GitHub's log shows the codes raw.
        func render(_ report: Report, style: Style) -> String {
            reporters.map { $0.render(report, style: self == .text ? style : .plain) }.joined()
        }
    }

    /// Runs every spec, and the spec of every app folder scanned first (docs/scan.md); the report goes to
    /// stdout, or with `output` to that file (then the text report still goes to stdout for the CI log).
    public static func run(
        paths: [String], format: Format, output: String?, engine: Engine, style: Style
    ) throws(CLIError) -> Int32 {
        let entries = try SpecFinder.find(paths, scanning: .projectsAndSourceFolders)
        let started = Date()
        var cases: [TestCase] = []
        for entry in entries { cases.append(try SpecRunner.run(entry, engine: engine)) }
        var report = Report(command: "check", rules: DiagnosticRule.check, cases: cases)
        report.seconds = Date().timeIntervalSince(started)
        // Spec paths are as found from the working folder; annotations and code scanning want them from
        // the repository's top, so that `check specs/` run in an app's subfolder still lands on the line.
        report.placePaths(inRepositoryOf: FileManager.default.currentDirectoryPath)
        // Invalid input is an error as well as a report line: stderr gets it too.
        for item in cases where item.outcome == .invalid { Output.err("error: \(item.invalidMessage)") }
        if let output {
            guard FileManager.default.createFile(atPath: output, contents: Data(format.render(report, style: .plain).utf8)) else {
                throw CLIError.invalid("--output \(TerminalText.escapeLine(output)): cannot write the file")
            }
            Output.out(Format.text.render(report, style: style))
        } else {
            Output.out(format.render(report, style: style))
        }
        return TestCase.Counts(cases).exitCode
    }
}
