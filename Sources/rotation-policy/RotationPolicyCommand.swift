import ArgumentParser
import RotationPolicyCLI

/// `rotation-policy`: resolve, explore and check specs with the library in-process (or a running
/// service with --server), and `serve` the HTTP service itself. Exit codes: README "Exit codes".
@main
struct RotationPolicyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rotation-policy",
        abstract: "Simulate UIKit interface-orientation rules from the command line and in CI.",
        discussion: """
            Exit codes: 0 all good; 1 an expectation failed, or explore found a problem at or above \
            --fail-on; 2 invalid input (file, spec, flag, or a request the API rejects, with its JSON path); \
            3 the server given with --server could not be reached.
            """,
        subcommands: [Resolve.self, Explore.self, Check.self, Serve.self, Scan.self])

    /// argument-parser's own usage errors exit 64; the documented code for invalid input is 2.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let code as ExitCode {
            exit(withError: code)
        } catch {
            if exitCode(for: error) == .validationFailure {
                Output.err(fullMessage(for: error))
                exit(withError: ExitCode(ExitStatus.invalidInput))
            }
            exit(withError: error)
        }
    }
}

/// Flags every request-running subcommand shares.
struct EngineOptions: ParsableArguments {
    @Option(help: "Use a running RotationPolicy service (e.g. http://127.0.0.1:8080) instead of the library.")
    var server: String?

    @Option(help: "Seconds to wait for the service's answer.")
    var timeout: Double = 30

    @Option(help: "Colour: auto (a terminal without NO_COLOR), always or never.")
    var color: Style.Mode = .auto

    func engine() throws(CLIError) -> Engine {
        guard let server else { return .library }
        guard timeout > 0 else { throw CLIError.usage("--timeout must be more than 0 seconds") }
        return .server(try ServerClient(server, timeout: timeout))
    }

    var style: Style { Style(color) }
}

extension Style.Mode: ExpressibleByArgument {}
extension Severity: ExpressibleByArgument {}
extension ResolveRun.Format: ExpressibleByArgument {}
extension CheckReport.Format: ExpressibleByArgument {}

/// Runs a library command: its exit code, or its error on stderr with the error's exit code.
func finish(_ body: () throws(CLIError) -> Int32) throws -> Never {
    let code: Int32
    do {
        code = try body()
    } catch {
        Output.err("error: \(error.description)")
        throw ExitCode(error.exitCode)
    }
    throw ExitCode(code)
}
