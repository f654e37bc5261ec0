import Foundation

/// `rotation-policy check PATH...`.
public enum CheckRun {
    /// Runs every spec, and the spec of every app folder scanned first (docs/scan.md); the report goes to
    /// stdout, or with `output` to that file (then the text report still goes to stdout for the CI log).
    public static func run(
        paths: [String], format: CheckReport.Format, output: String?, engine: Engine, style: Style
    ) throws(CLIError) -> Int32 {
        let entries = try SpecFinder.find(paths, scanning: .projectsAndSourceFolders)
        let started = Date()
        var results: [SpecResult] = []
        for entry in entries { results.append(try SpecRunner.run(entry, engine: engine)) }
        let seconds = Date().timeIntervalSince(started)
        // Invalid input is an error as well as a report line: stderr gets it too.
        for result in results {
            if case .invalid(let message) = result.outcome { Output.err("error: \(message)") }
        }
        if let output {
            let report = CheckReport.render(results, format: format, style: .plain, seconds: seconds)
            guard FileManager.default.createFile(atPath: output, contents: Data(report.utf8)) else {
                throw CLIError.invalid("--output \(TerminalText.escapeLine(output)): cannot write the file")
            }
            Output.out(CheckReport.render(results, format: .text, style: style, seconds: seconds))
        } else {
            Output.out(CheckReport.render(results, format: format, style: style, seconds: seconds))
        }
        return CheckReport.Counts(results).exitCode
    }
}
