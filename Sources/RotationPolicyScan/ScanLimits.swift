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

    public var description: String {
        switch self {
        case .notAnIOSProject(let m), .invalidOption(let m), .io(let m), .invalidHierarchy(let m): m
        }
    }
}
