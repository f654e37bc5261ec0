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
public struct DiagnosticFix: Equatable, Sendable {
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
