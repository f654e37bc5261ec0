import ArgumentParser
import Foundation
import RotationPolicyCLI

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run spec files (a request plus expectations) and report which pass.",
        discussion: """
            Each PATH is a spec file or a folder searched recursively for *.json, *.yaml and *.yml \
            (not *.expected.json); a folder holding a .xcodeproj, project.yml or Project.swift, directly or one \
            folder down, is an iOS project, scanned first into a spec \
            (docs/scan.md). The spec format is in docs/spec-format.md. Exit 1 when a spec fails, \
            2 when one is invalid.
            """)

    @Argument(help: "Spec files or folders.")
    var paths: [String] = []

    @Option(help: "text, junit (JUnit XML), github (GitHub Actions annotations), xcode (path:line: error: lines), sarif (SARIF 2.1.0) or json.")
    var format: CheckRun.Format = .text

    @Option(help: "Write the --format report to this file; the readable report still goes to stdout.")
    var output: String?

    @OptionGroup var engine: EngineOptions

    @OptionGroup(title: "Explore caps (in-process)") var caps: ExploreCapOptions

    func run() throws {
        try finish { () throws(CLIError) in
            // Project folders (the ones scan and lint take) are scanned first (docs/scan.md).
            try CheckRun.run(paths: paths, format: format, output: output, engine: try caps.engine(engine), style: engine.style)
        }
    }
}
