import ArgumentParser
import RotationPolicyCLI
import RotationPolicyServer

/// `rotation-policy serve`: the very same command as the `rotation-policy-server` executable; its
/// arguments are handed over untouched, so both accept the same flags and environment variables.
struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Serve the HTTP API (the same server as rotation-policy-server; see `serve --help`).")

    @Argument(parsing: .captureForPassthrough, help: "rotation-policy-server's options, e.g. --port 8080.")
    var arguments: [String] = []

    func run() throws {
        do {
            let command = try ServeCommand.parse(arguments)
            try command.run()
        } catch {
            // As for every subcommand, a bad flag is invalid input: exit 2, not argument-parser's 64.
            guard ServeCommand.exitCode(for: error) == .validationFailure else { ServeCommand.exit(withError: error) }
            Output.err(ServeCommand.fullMessage(for: error))
            throw ExitCode(ExitStatus.invalidInput)
        }
    }
}
