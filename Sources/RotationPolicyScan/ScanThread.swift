/// Runs a scan on a thread with a 64 MiB stack, whoever calls it (the CLI's main thread has 8 MiB, a
/// server worker less): the readers recurse per nesting level, and the nesting limits keep the deepest
/// allowed file well inside this.
enum ScanThread {
    static let stackBytes = 64 << 20

    static func run<T>(_ body: () -> T) -> T { LargeStackThread.run(stackBytes: stackBytes, body) }
}
