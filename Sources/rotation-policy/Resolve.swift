import ArgumentParser
import RotationPolicyCLI

struct Resolve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Resolve one request and print the timeline of its steps.",
        discussion: """
            FILE is a /v1/resolve request (JSON or YAML) or a spec file (its `request` is used); - reads stdin.
            """)

    @Argument(help: "The request or spec file.")
    var file: String

    @Option(help: "text (a readable timeline) or json (exactly the API's answer).")
    var format: ResolveRun.Format = .text

    @Flag(help: "Add the decision trace of every step (options.trace).")
    var trace = false

    @OptionGroup var engine: EngineOptions

    func run() throws {
        try finish { () throws(CLIError) in
            try ResolveRun.run(file: file, format: format, trace: trace, engine: try engine.engine(), style: engine.style)
        }
    }
}
