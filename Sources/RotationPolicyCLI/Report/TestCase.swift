/// One case of a test report: for `check`, one spec file and what became of it. Its diagnostics are
/// the differences found (failed) or the reason it could not run (invalid); test-report formats
/// (text, JUnit, GitHub) list it, the others render only its diagnostics.
public struct TestCase: Sendable {
    public enum Outcome: Equatable, Sendable {
        case passed, failed
        case skipped(String)
        /// The spec (or its request) is not valid input: its one diagnostic says why.
        case invalid
    }

    public var name: String
    public var file: String
    public var outcome: Outcome
    public var seconds: Double
    public var diagnostics: [Diagnostic]
    /// Said even when it passed: a search cut short by a budget, which proves less than it seems.
    public var notes: [String] = []
    /// The resolve answer's confidence line when it is below documented (`ConfidenceLine`).
    public var confidence: String?

    public init(name: String, file: String, outcome: Outcome, seconds: Double, diagnostics: [Diagnostic] = []) {
        self.name = name
        self.file = file
        self.outcome = outcome
        self.seconds = seconds
        self.diagnostics = diagnostics
    }

    /// A case that could not run: `message`'s lines as written (its `hint:` lines), kept as the one
    /// diagnostic's first line and notes so that each line is escaped as a line.
    public static func invalid(name: String, file: String, message: String, seconds: Double) -> TestCase {
        let lines = message.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String(String.UnicodeScalarView($0)) }
        let diagnostic = Diagnostic(rule: .invalidSpec, message: lines[0], path: file, notes: Array(lines.dropFirst()))
        return TestCase(name: name, file: file, outcome: .invalid, seconds: seconds, diagnostics: [diagnostic])
    }

    /// An invalid case's message as it was given, lines and all.
    var invalidMessage: String {
        diagnostics.map { ([$0.message] + $0.notes).joined(separator: "\n") }.joined(separator: "\n")
    }
}

extension TestCase {
    /// How many cases ended each way.
    public struct Counts: Equatable, Sendable {
        public var passed = 0
        public var failed = 0
        public var invalid = 0
        public var skipped = 0

        public init(_ cases: [TestCase]) {
            for item in cases {
                switch item.outcome {
                case .passed: passed += 1
                case .failed: failed += 1
                case .invalid: invalid += 1
                case .skipped: skipped += 1
                }
            }
        }

        /// 2 if any case is invalid, else 1 if any failed, else 0.
        public var exitCode: Int32 {
            invalid > 0 ? ExitStatus.invalidInput : failed > 0 ? ExitStatus.failed : ExitStatus.ok
        }
    }
}
