/// What stops a command before it has a result. Each case has its exit code (README "Exit codes").
public enum CLIError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Bad input: a file, a spec, a flag, or a request the API rejected (exit 2).
    case invalid(String)
    /// A flag or combination that cannot work here (exit 2).
    case usage(String)
    /// The service could not be reached or did not answer usefully (exit 3).
    case unreachable(String)

    public var exitCode: Int32 {
        switch self {
        case .invalid, .usage: ExitStatus.invalidInput
        case .unreachable: ExitStatus.unreachable
        }
    }

    public var description: String {
        switch self {
        case .invalid(let message), .usage(let message), .unreachable(let message): message
        }
    }
}

/// The documented exit codes.
public enum ExitStatus {
    public static let ok: Int32 = 0
    /// An expectation failed, or explore found a problem at or above `--fail-on`.
    public static let failed: Int32 = 1
    public static let invalidInput: Int32 = 2
    public static let unreachable: Int32 = 3
}
