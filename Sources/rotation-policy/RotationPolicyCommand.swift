import ArgumentParser
import Foundation
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
        subcommands: [Resolve.self, Explore.self, Check.self, Serve.self, Scan.self, Lint.self, Rules.self])

    /// argument-parser's own usage errors exit 64; the documented code for invalid input is 2.
    static func main() {
        refuseNonUTF8Arguments()
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

/// Swift hands arguments over as String, with U+FFFD in place of bytes that are not UTF-8: a file named
/// so would then be "no such file". Read the raw bytes and say what is wrong instead (exit 2).
func refuseNonUTF8Arguments() {
    for index in 1..<Int(CommandLine.argc) {
        guard let pointer = CommandLine.unsafeArgv[index] else { continue }
        let bytes = UnsafeBufferPointer(start: pointer, count: strlen(pointer)).map { UInt8(bitPattern: $0) }
        guard String(validating: bytes, as: UTF8.self) == nil else { continue }
        Output.err(
            "error: argument \(index), '\(TerminalText.escape(bytes: bytes))', is not UTF-8 text; rotation-policy needs "
                + "UTF-8 file names (rename the file)")
        exit(ExitStatus.invalidInput)
    }
}

/// Flags every request-running subcommand shares.
struct EngineOptions: ParsableArguments {
    @Option(help: "Use a running RotationPolicy service (e.g. http://127.0.0.1:8080) instead of the library.")
    var server: String?

    @Option(help: "Seconds the whole exchange with the service may take: connect, send and the whole answer.")
    var timeout: Double = 30

    @Option(
        help: ArgumentHelp(
            "Largest answer read from the service, in bytes; a larger one stops the command (exit 3).",
            discussion: "Default 32 MiB, twice the server's default --max-answer-bytes."))
    var maxAnswerBytes: Int = ServerClient.defaultMaxAnswerBytes

    @Option(help: "Colour: auto (a terminal without NO_COLOR), always or never.")
    var color: Style.Mode = .auto

    func engine() throws(CLIError) -> Engine {
        guard let server else { return .library }
        return .server(try ServerClient(server, timeout: timeout, maxAnswerBytes: maxAnswerBytes))
    }

    var style: Style { Style(color) }
}

extension Style.Mode: ExpressibleByArgument {}
extension Severity: ExpressibleByArgument {}
extension ResolveRun.Format: ExpressibleByArgument {}
extension CheckRun.Format: ExpressibleByArgument {}

/// Runs a library command (on a large stack: `LargeStack`): its exit code, or its error on stderr with
/// the error's exit code.
func finish(_ body: () throws(CLIError) -> Int32) throws -> Never {
    let result = LargeStack.run { () -> Result<Int32, CLIError> in
        do throws(CLIError) {
            return .success(try body())
        } catch {
            return .failure(error)
        }
    }
    switch result {
    case .success(let code):
        throw ExitCode(code)
    case .failure(let error):
        Output.err("error: \(error.description)")
        throw ExitCode(error.exitCode)
    }
}
