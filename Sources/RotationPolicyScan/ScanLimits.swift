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
    /// deeper file is skipped with a warning. swift-syntax (release) stops nesting at 256 itself; the
    /// readers then recurse per level, on the scan's 64 MiB stack (docs/hardening.md, "Hardening IV").
    public var maxSwiftNesting = 256
    /// `[` nesting on its own: swift-syntax's parse time doubles with each level (release, this machine:
    /// 16 levels 11 ms, 18 levels 45 ms, 20 levels 180 ms, 22 levels 733 ms).
    public var maxSwiftSquareNesting = 18
    /// The sum over every `[` of 2^(its `[` depth): about 0.09 µs of parse each in the worst case, so
    /// 2^21 is about 190 ms. Real code has `[` 1 to 3 deep (2 to 8 each).
    public var maxSwiftSquareCost = 1 << 21
    /// Tokens in one Swift file (about: see `SwiftPrecount`). swift-syntax's tree takes about 270 bytes
    /// a token, freed after the file: 350,000 is about 95 MB, a 2 MB file of ordinary code.
    public var maxSwiftTokens = 350_000
    /// Tokens in one Objective-C file, counted the same way: the reader keeps them all, about 45 bytes
    /// each (2 million took 126 MB in the CLI).
    public var maxObjectiveCTokens = 1_500_000
    /// Recursion in the value readers and the evaluator (`a ?? b ?? …`, ternary chains, parentheses):
    /// past it the rest of the expression is one opaque value.
    public var maxExpressionDepth = 64
    /// Classes and extensions kept from one file; the rest are skipped with a warning.
    public var maxClassesPerFile = 1_000
    /// Entries under `unresolved` (and warnings); past it one entry counts the rest.
    public var maxUnresolved = 200
    /// Wall-clock time one scan may take (`--scan-time-limit`), checked inside the readers. The CLI reads
    /// the user's own project, where a real app of a few thousand files takes tens of seconds in a debug
    /// build on a busy machine (30 s stopped two of the lint corpus's apps): 5 minutes only bounds a
    /// pathological file. The service reads untrusted posts and passes its own, shorter limit (5 s).
    public var maxMilliseconds = 300_000

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
