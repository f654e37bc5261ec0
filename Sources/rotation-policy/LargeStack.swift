import RotationPolicyScan

/// Runs a command's work on a thread with a 256 MiB stack. Specs and answers are trees, parsed and
/// matched by recursion: a JSON file nested up to the parser's 4,096-level limit overflowed the main
/// thread's 8 MiB in a debug build at about 2,500 levels (SIGSEGV instead of exit 2).
enum LargeStack {
    static let bytes = 256 << 20

    static func run<T>(_ body: () -> T) -> T { LargeStackThread.run(stackBytes: bytes, body) }
}
