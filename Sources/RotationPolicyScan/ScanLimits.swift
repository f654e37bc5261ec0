/// What one scan may read. Every limit is reported by name when hit (docs/scan.md "Limits").
public struct ScanLimits: Sendable {
    /// Source, plist, storyboard and project files read; more are listed as skipped.
    public var maxFiles = 10_000
    /// A larger file is skipped with a warning (generated or vendored code, media).
    public var maxFileBytes = 4 * 1024 * 1024
    /// Bytes read over all files; the scan stops reading when it is reached.
    public var maxTotalBytes = 128 * 1024 * 1024
    /// Directory entries looked at while walking the folder (hidden, vendored and build folders included).
    public var maxEntries = 200_000
    /// Folder nesting below the scanned folder.
    public var maxDepth = 40
    /// Controllers in the model and explore actions it lists.
    public var maxControllers = 200
    public var maxActions = 64
    /// Bracket nesting (`(`, `[`, `{` together) in a Swift file, counted before swift-syntax parses it; a
    /// deeper file is skipped with a warning. The parser recurses per level (and died of a stack
    /// overflow at 1,000); docs/hardening.md has the parse times behind the figure.
    public var maxSwiftNesting = 64
    /// `[` nesting on its own: swift-syntax's parse time about doubles with each level past ~12.
    public var maxSwiftSquareNesting = 12
    /// Recursion in the value readers and the evaluator (`a ?? b ?? …`, ternary chains, parentheses):
    /// past it the rest of the expression is one opaque value.
    public var maxExpressionDepth = 64
    /// Classes and extensions kept from one file; the rest are skipped with a warning.
    public var maxClassesPerFile = 1_000
    /// Entries under `unresolved` (and warnings); past it one entry counts the rest.
    public var maxUnresolved = 200
    /// Wall-clock time one scan may take (`--scan-time-limit`), checked inside the readers. A folder may
    /// hold `maxTotalBytes` of code; the service passes its own, shorter limit (5 s by default).
    public var maxMilliseconds = 30_000

    public init() {}
}

/// What stops a scan (the CLI's exit codes 2 and 3).
public enum ScanError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The folder holds nothing iOS (exit 2).
    case notAnIOSProject(String)
    /// A flag or request value that cannot work (exit 2).
    case invalidOption(String)
    /// The folder or a required file cannot be read (exit 3).
    case io(String)
    /// The `_printHierarchy` text cannot be read (exit 2), with its line.
    case invalidHierarchy(String)
    /// The scan ran past `ScanLimits.maxMilliseconds` (exit 2; 422 in the service), naming the file it was reading.
    case timeLimit(file: String, milliseconds: Int)

    public var description: String {
        switch self {
        case .notAnIOSProject(let m), .invalidOption(let m), .io(let m), .invalidHierarchy(let m): m
        case .timeLimit(let file, let milliseconds):
            "\(file): the scan's \(milliseconds) ms time limit (--scan-time-limit) ran out while reading this file"
        }
    }
}
