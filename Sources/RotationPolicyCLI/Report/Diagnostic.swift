/// One problem a command reports, the unit every reporter renders: a lint finding at its source line,
/// or a spec expectation `check` found different (at the spec line it was written on, when known).
public struct Diagnostic: Equatable, Sendable {
    /// An expected value and the one found, when the problem is such a pair (`check`'s value mismatches).
    public struct Difference: Equatable, Sendable {
        public var expected: String
        public var actual: String

        public init(expected: String, actual: String) {
            self.expected = expected
            self.actual = actual
        }
    }

    public var rule: DiagnosticRule
    public var severity: Severity
    /// One line. With `subject`, what is said of it (`expected 2 entries, got 3`).
    public var message: String
    /// The file, relative to the report's root; its line and column when known (a whole-spec problem
    /// has neither, a spec expectation no column).
    public var path: String
    public var line: Int?
    public var column: Int?
    /// What in the file it is about, as a JSONPath (`$.expect.steps[3].rotated`); nil for source code.
    public var subject: String?
    public var difference: Difference?
    /// Lines under the message that explain it (an unexpected finding's witness, an error's hints).
    public var notes: [String] = []
    /// The witness's steps as a code flow.
    public var flow: [FlowStep] = []
    public var fix: DiagnosticFix?

    public init(
        rule: DiagnosticRule, severity: Severity? = nil, message: String, path: String, line: Int? = nil, column: Int? = nil,
        subject: String? = nil, difference: Difference? = nil, notes: [String] = [], flow: [FlowStep] = [], fix: DiagnosticFix? = nil
    ) {
        self.rule = rule
        self.severity = severity ?? rule.severity
        self.message = message
        self.path = path
        self.line = line
        self.column = column
        self.subject = subject
        self.difference = difference
        self.notes = notes
        self.flow = flow
        self.fix = fix
    }

    /// The message after its subject (`expect.steps[3].rotated: expected true, got false`).
    public var headline: String {
        guard let subject else { return message }
        return (subject.hasPrefix("$.") ? String(subject.dropFirst(2)) : subject) + ": " + message
    }

    /// The headline and its notes, indented under it.
    public var fullText: String { ([headline] + notes.map { "  " + $0 }).joined(separator: "\n") }

    /// FNV-1a 64 of rule, path and message: stable across runs and machines (Swift's Hasher is seeded),
    /// and blind to the line, so an edit above a finding keeps it the same (baselines, SARIF's
    /// `partialFingerprints`).
    public static func fingerprint(rule: String, path: String, message: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for part in [rule, path, message] {
            for byte in part.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01B3
            }
            hash ^= 0xFF  // a separator no UTF-8 text holds
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return String(hash, radix: 16).leftPadded(to: 16)
    }

    public var fingerprint: String { Self.fingerprint(rule: rule.id, path: path, message: message) }
}
