package import RotationPolicy
public import RotationPolicyCLI

/// A place in the scanned project: a path relative to the project root (always `/`-separated, as
/// SARIF's `uri` and GitHub's `file=` want it), with a 1-based line and column.
public struct SourceLocation: Hashable, Sendable, Comparable {
    public var path: String
    public var line: Int
    public var column: Int

    public init(path: String, line: Int, column: Int = 1) {
        self.path = path
        self.line = line
        self.column = column
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.path, a.line, a.column) < (b.path, b.line, b.column)
    }
}

/// One step of a witness: what happened (an event of the explore path) and the line that does it; nil
/// for what no line of the app does (the user turns the device, the lock).
public struct FlowStep: Equatable, Sendable {
    public var location: SourceLocation?
    public var message: String

    public init(_ location: SourceLocation?, _ message: String) {
        self.location = location
        self.message = message
    }
}

/// A change to one line: `old` (an exact piece of the line, found from `column`) becomes `new`.
public struct TextEdit: Equatable, Sendable {
    public var location: SourceLocation
    public var old: String
    public var new: String

    public init(_ location: SourceLocation, replacing old: String, with new: String) {
        self.location = location
        self.old = old
        self.new = new
    }
}

/// A fix the simulator has checked: the edits, and what was replayed to verify it.
public struct LintFix: Equatable, Sendable {
    public var description: String
    public var edits: [TextEdit]
    /// What the verification replayed, e.g. "witness replayed and re-explored: finding gone, no new error".
    public var verification: String

    public init(description: String, edits: [TextEdit], verification: String) {
        self.description = description
        self.edits = edits
        self.verification = verification
    }
}

/// One orientation problem, at the line that causes it.
public struct LintFinding: Equatable, Sendable {
    /// The rule that found it.
    public var kind: RuleID
    public var severity: Severity
    public var message: String
    public var location: SourceLocation
    /// The witness's steps as a code flow (empty for checks that need no search).
    public var flow: [FlowStep]
    public var fix: LintFix?
    /// The simulator's rule for a finding of the search (E1, E2, R3.3 …); nil for the static checks.
    package var exploredRule: Rule?

    public init(
        kind: RuleID, severity: Severity? = nil, message: String, location: SourceLocation, flow: [FlowStep] = [],
        fix: LintFix? = nil
    ) {
        self.kind = kind
        // The rule's default unless the check grades this one otherwise (a sheet's E2, the API's severity).
        self.severity = severity ?? kind.severity
        self.message = message
        self.location = location
        self.flow = flow
        self.fix = fix
    }
}
