import ArgumentParser
import RotationPolicyCLI
import RotationPolicyLint

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Find orientation bugs in an iOS project and report them at the source line.",
        discussion: """
            Scans PATH (as `scan` does), explores the app on each iOS version to check (default: the deployment \
            target and iOS \(LintRun.newestIOS)) with the device turns, the lock and the actions the scan found, \
            and runs the checks that need no search. Settings come from PATH/.rotation-policy.yml. \
            Every report ends with what was checked (the root, the overrides and call sites, what stayed unresolved). \
            Exit 0 clean, 1 a finding at or above --fail-on, 2 bad input (or no root with --require-root), 3 an I/O error. docs/lint.md has \
            every finding kind, the Xcode build phase and the GitHub workflow.
            """)

    @OptionGroup var project: ProjectOptions

    @Option(name: .customLong("ios"), help: "An iOS version to check (repeatable; default: the deployment target and the newest).")
    var iosVersions: [String] = []

    @Option(help: "The configuration file (default: PATH/.rotation-policy.yml when it exists).")
    var config: String?

    @Option(help: "text, xcode (path:line:col: error: …), sarif (SARIF 2.1.0), github (workflow commands), junit or json.")
    var reporter: Reporter = .text

    @Option(help: "report (the findings in the --reporter format) or patch (the verified fixes as a unified diff).")
    var format: LintRun.Output = .report

    @Option(name: .shortAndLong, help: "Write the report to this file; a text summary still goes to stdout.")
    var output: String?

    @Option(help: "Lowest severity that makes the exit code 1: info, warning, error or crash (default: error).")
    var failOn: Severity?

    @Option(help: "Report only findings this baseline file does not hold.")
    var baseline: String?

    @Option(help: "Write every finding found now to this baseline file.")
    var writeBaseline: String?

    @Flag(help: "Apply the verified fixes to the source files.")
    var fix = false

    @Flag(help: "Exit 2 when the scan finds no root (a placeholder) or only a test file's (also requireRoot: true in the configuration).")
    var requireRoot = false

    @Option(help: "A _printHierarchy dump whose tree is the app's root (repeatable: one per screen flow; replaces hierarchy: in the configuration).")
    var hierarchy: [String] = []

    @Option(
        help:
            "Longest time each scan may take, in ms (default: scanTimeLimit in the configuration, else 300000); past it, exit 2 naming the file being read."
    )
    var scanTimeLimit: Int?

    @Option(help: "Colour: auto (a terminal without NO_COLOR), always or never.")
    var color: Style.Mode = .auto

    func run() throws {
        var options = LintRun.Options(path: project.path)
        options.target = project.target
        options.idiom = project.idiom
        options.iosVersions = iosVersions
        options.config = config
        options.reporter = reporter
        options.format = format
        options.output = output
        options.failOn = failOn
        options.baseline = baseline
        options.writeBaseline = writeBaseline
        options.fix = fix
        options.requireRoot = requireRoot
        options.hierarchy = hierarchy
        options.scanTimeLimit = scanTimeLimit
        try finish { () throws(CLIError) in try LintRun.run(options, style: Style(color)) }
    }
}

extension Reporter: ExpressibleByArgument {}
extension LintRun.Output: ExpressibleByArgument {}
