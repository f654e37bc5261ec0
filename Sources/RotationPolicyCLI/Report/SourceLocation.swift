/// A place in the checked files: a path relative to the report's root (always `/`-separated, as
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
