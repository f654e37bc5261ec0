import ArgumentParser
import Foundation
import RotationPolicyCLI

struct Explore: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Explore what the user and system may do to an app and print the problems found.",
        discussion: """
            FILE is a request (optionally with an `explore` member: environment, actions, maxExtraEvents, \
            budgets) or a spec file (its `request` and `explore` section are used), or an iOS project folder \
            (one holding a .xcodeproj, project.yml or Project.swift, directly or one folder down), which is \
            scanned first. Each finding comes with its shortest witness \
            and a fix; a search cut short says which budget stopped it. Exit 1 when a finding is at or above \
            --fail-on. In-process, --max-explore-* lift the caps on the request's budgets.
            """)

    @Argument(help: "The request or spec file.")
    var file: String

    @Option(help: "text (readable findings) or json (exactly the API's answer).")
    var format: ResolveRun.Format = .text

    @Option(
        help: "Lowest finding severity that makes the exit code 1: info, warning, error or crash (default: a spec's findings.failOn, else error).")
    var failOn: Severity?

    @OptionGroup var engine: EngineOptions

    @OptionGroup(title: "Explore caps (in-process)") var caps: ExploreCapOptions

    func run() throws {
        try finish { () throws(CLIError) in
            try ExploreRun.run(file: file, format: format, failOn: failOn, engine: try caps.engine(engine), style: engine.style)
        }
    }
}
